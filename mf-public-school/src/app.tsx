import { langFromPath, preloadCatalogs, RemoteApp } from '@school/shared/kit';
import { PUBLIC_SITES } from '@school/shared/public';
import { AppRoutes, ROUTES } from './routes';

/**
 * antd's grey for hints, counters and extras (45% black) fails WCAG AA under axe;
 * this site darkens it, inheriting everything else from the kit's theme.
 */
const READABLE = { token: { colorTextDescription: '#595959', colorTextTertiary: '#595959' } };

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <RemoteApp dark={false} theme={READABLE} routes={ROUTES} site={PUBLIC_SITES.school} languages>
      <AppRoutes />
    </RemoteApp>
  );
}

/** Run by the shell before the first render: a Nepali page's texts arrive before it hydrates. */
export const preload = (): Promise<void> => preloadCatalogs(langFromPath(window.location.pathname));
