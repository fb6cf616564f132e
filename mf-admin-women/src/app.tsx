import { useSessionStore } from '@school/shared/session';
import { RemoteApp } from '@school/shared/kit';
import { AppRoutes } from './routes';
// The console screens' shared classes (.admin-grid, …), imported by the remote's entry so every screen has
// them: webpack drops the side-effect-free `@school/shared/admin` barrel, and with it any CSS only it imports.
import '@school/shared/admin/styles.css';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  const dark = useSessionStore((s) => s.darkMode);
  return (
    <RemoteApp dark={dark}>
      <AppRoutes />
    </RemoteApp>
  );
}
