// The server bundle of a public remote (`dist/server/render.js`), built by the config factory's
// createServerConfig: `ssr-remote-app` is the remote's own `src/app.tsx`. What it exports is the
// contract's `ServerBundle`, the one declaration the API loads it by (api/src/plugins/app/ssr).
import type { ServerBundle } from '@school/shared/contract';

/**
 * Loads the app for the server, with its files (`import logo from './logo.svg'`) addressed under
 * `publicPath`, the folder the client build is served from (`/remotes/public-school/`). The app's
 * modules are loaded only now (the bundle has one chunk, so this is no request), after the path is set.
 * `clientDir` is the client build's folder (the bundle's `dist/`), whose stylesheet the pages carry.
 */
export const createRender: ServerBundle['createRender'] = async (publicPath, options = {}) => {
  __webpack_public_path__ = publicPath;
  const [{ default: App }, { createRenderer }, { readClientStylesheet }] = await Promise.all([import('ssr-remote-app'), import('./render'), import('./client-css')]);
  // the client build's stylesheet, read once per bundle (a redeploy brings a new bundle and a new file)
  return createRenderer(App, __SSR_REMOTE__, options.clientDir ? readClientStylesheet(options.clientDir, publicPath) : null);
};
