import { RemoteApp } from '@school/shared/kit';
import { womenTheme } from './lib/theme';
import { AppRoutes } from './routes';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <RemoteApp dark={false} theme={womenTheme} languages>
      <AppRoutes />
    </RemoteApp>
  );
}
