// The e2e server: the production build (api/dist), started as its entry (api/dist/server.js) starts it,
// plus the test hooks a spec needs and the production server never has (api/src/app.ts, `TestHooks`):
// a page asked for with RENDER_IN_BROWSER's header (support/page.ts) is sent as the browser renders it,
// so a spec's stubbed API answers are the ones it shows.
import { serve } from '../../api/dist/serve.js';

await serve({ renderInBrowser: (headers) => headers['x-e2e-render'] === 'browser' });
