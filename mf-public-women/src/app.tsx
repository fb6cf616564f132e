import { langFromPath, preloadCatalogs, RemoteApp } from '@school/shared/kit';
import { PUBLIC_SITES } from '@school/shared/public';
import { womenTheme } from './lib/theme';
import { AppRoutes } from './routes';

/** The remote's one exposed module: it owns its whole route table. */
export default function App() {
  return (
    <RemoteApp dark={false} theme={womenTheme} site={PUBLIC_SITES.women} languages>
      <AppRoutes />
    </RemoteApp>
  );
}

/** Run by the shell before the first render: a Nepali page's texts arrive before it hydrates. */
export const preload = (): Promise<void> => preloadCatalogs(langFromPath(window.location.pathname));
