import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { use, useContext, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { RenderRequest, RenderResult } from '@school/shared/contract';
import { renderScopeOf, setRenderScopeReader, type RenderScope } from '@school/shared/session';
import { createQueryClient, DataSaverContext, langFromPath, PageRoot, preloadCatalogs, ServerRenderContext, type SentError, type ServerRender, type ServerState } from '@school/shared/kit';
import type { ClientStylesheet } from './client-css';
import { collectedCss } from './css';

/**
 * Each render's runtime config and API transport (issue 35). Renders of one bundle overlap (the API no
 * longer queues them), so they live in the render's async context, never in module state: every API call
 * and `getRuntimeConfig()` made while a render runs, in any pass, reads its own request's.
 */
const scopes = new AsyncLocalStorage<RenderScope>();
setRenderScopeReader(() => scopes.getStore());

/** The render passes at most: the first finds the queries the page asks for, the next shows their data. */
const MAX_PASSES = 3;

async function html(tree: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // no boundary is outlined (that would complete it with an inline script, which the CSP refuses)
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  // an error inside a Suspense boundary would leave that part to the browser: the render counts as failed
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

/** Resolves once no query of the client is fetching. */
function settled(client: QueryClient): Promise<void> {
  if (!client.isFetching()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching()) return;
      stop();
      resolve();
    });
  });
}

/** Queries a render asked for (useQuery makes them, but does not fetch them on a server) and nobody fetched. */
const unfetched = (client: QueryClient): Query[] =>
  client.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn !== undefined && (q.options as { enabled?: unknown }).enabled !== false);

/** `<` and the line separators escaped, so the JSON cannot end its script element or break it. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * A remote's server renderer: the same App the browser mounts, rendered for one URL with React 19's
 * `prerenderToNodeStream` (it waits for lazy screens and the router), the page's data fetched in
 * between passes, antd's styles extracted, and the queries dehydrated for the browser's first render.
 */
export function createRenderer(App: ComponentType, remote: string, stylesheet: ClientStylesheet | null = null) {
  return function render(request: RenderRequest): Promise<RenderResult> {
    return scopes.run(renderScopeOf(request.config, { origin: request.origin, fetch: request.fetch }), () => renderPage(App, remote, stylesheet, request));
  };
}

async function renderPage(App: ComponentType, remote: string, stylesheet: ClientStylesheet | null, request: RenderRequest): Promise<RenderResult> {
  // the page's language's texts, as the browser's shell loads them before its first render
  await preloadCatalogs(langFromPath(new URL(request.url, 'http://server.render').pathname));
  const client = createQueryClient();
  // a failed query is shown failed (its error view), as the browser will show it from the state
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const made = new Map<string, unknown>();
  const server: ServerRender = {
    url: request.url,
    origin: request.pageOrigin,
    client,
    once: <T,>(key: string, make: () => T) => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as T;
    },
    Router: StaticRouter,
  };
  // every query that settles (data or error) after a pass began means that pass showed a placeholder
  let settledCount = 0;
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) settledCount++;
  });
  let body = '';
  let cache = createCache();
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const before = settledCount;
      cache = createCache();
      // the tree the shell hydrates (PageRoot), so the two cannot differ
      body = await html(
        <PageRoot>
          <StyleProvider cache={cache}>
            <ServerRenderContext.Provider value={server}>
              <DataSaverContext.Provider value={request.saveData}>
                <App />
              </DataSaverContext.Provider>
            </ServerRenderContext.Provider>
          </StyleProvider>
        </PageRoot>,
      );
      await settled(client);
      await Promise.all(unfetched(client).map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
      if (settledCount === before) break;
    }
  } finally {
    stop();
  }
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error',
  });
  for (const q of queries.queries) {
    const error = q.state.error as { message?: string; status?: number; name?: string } | null;
    if (error) q.state.error = { name: error.name ?? 'Error', message: error.message ?? '', status: error.status ?? 0 } satisfies SentError as never;
  }
  const state: ServerState = { remote, queries };
  // the client build's stylesheet, named so the browser does not fetch it again; without one (a dev
  // build), the CSS of the modules rendered so far
  const css = stylesheet ? stylesheet.css : collectedCss();
  const named = stylesheet ? ` data-href="${stylesheet.file}"` : '';
  return {
    remote,
    html: body,
    styles: `${fontPreloads(request.url, css, request.saveData)}${extractStyle(cache)}<style data-ssr-css="${remote}"${named}>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    state: safeJson(state),
  };
}

/** The router of a server render: the app's one catch-all route, matched against the request's URL. */
function StaticRouter({ routes, basename }: { routes: RouteObject[]; basename?: string }) {
  const server = useContext(ServerRenderContext)!;
  const { handler, context } = server.once('router', () => {
    const handler = createStaticHandler(routes, { basename });
    return { handler, context: handler.query(new Request(new URL(server.url, 'http://server.render'))) };
  });
  const routed = use(context);
  if (routed instanceof Response) throw new Error(`the router answered ${server.url} with a redirect`);
  return <StaticRouterProvider router={server.once('static-router', () => createStaticRouter(handler.dataRoutes, routed))} context={routed} hydrate={false} />;
}

/**
 * A Nepali page's Devanagari font file (the self-hosted subset, one weight: bold is drawn from it,
 * kit/devanagari.css), preloaded: it is then there for the first paint, and the text does not move when it
 * arrives (issue 13's Lighthouse rows; with `font-display: swap` alone the shift measured 0.22). English pages do not need them, nor a
 * visitor who saves data (issue 36): the page then draws Nepali in the device's font (kit/devanagari.css).
 */
function fontPreloads(url: string, css: string, saveData: boolean): string {
  if (saveData) return '';
  if (langFromPath(new URL(url, 'http://server.render').pathname) !== 'ne') return '';
  const files = [...new Set(css.match(/[^\s"'()]*noto-sans-devanagari-devanagari-400-normal[^\s"'()]*\.woff2/g) ?? [])].sort();
  return files.map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`).join('');
}
