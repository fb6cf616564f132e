import { createQueryClient, RemoteApp } from '@school/shared/ui';
import { womenTheme } from './lib/theme';
import { AppRoutes } from './routes';

const queryClient = createQueryClient();

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <RemoteApp dark={false} theme={womenTheme} queryClient={queryClient}>
      <AppRoutes />
    </RemoteApp>
  );
}
