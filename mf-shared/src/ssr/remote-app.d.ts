// The remote's exposed app, aliased by the config factory's server build (createServerConfig).
declare module 'ssr-remote-app' {
  import type { ComponentType } from 'react';
  const App: ComponentType;
  export default App;
}
declare const __SSR_REMOTE__: string;
// webpack's run-time public path of the server bundle
declare let __webpack_public_path__: string;
