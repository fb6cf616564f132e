import { useSessionStore } from '@school/shared/session';
import { RemoteApp } from '@school/shared/ui';
import { AppRoutes } from './routes';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  const dark = useSessionStore((s) => s.darkMode);
  return (
    <RemoteApp dark={dark}>
      <AppRoutes />
    </RemoteApp>
  );
}
