import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useRouteError, type RouteObject } from 'react-router-dom';
import { ApiError } from '@school/shared/session';
import { PublicProvider } from './public-provider';
import { LANG_PREFIX, LangContext, langFromPath, stripLang, type Lang } from './lang';
import { prefetchRoute, type RouteEntry } from './route-prefetch';
import { hydrateServerState, ServerRenderContext, type AppRouter } from './server-render';
import { SiteContext, siteSettingsQuery, type SiteSource } from './site';
import { siteMenusQuery } from './site-menus';
import { siteAlertsQuery } from './site-alerts';
import { SiteColoured } from './site-theme';

/** A 4xx (e.g. a record that does not exist) will not change on retry. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One TanStack Query client per mounted app, with the same caching rules in all four remotes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read still goes out once: the service worker may answer it from its copy of a page
      // already visited. A form's send is never held back either: it fails at once and says so.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'always' },
    },
  });
}

/** The remote's route table, handed to the router's one catch-all route, with what prefetches its pages. */
const RoutesContext = createContext<{ children: ReactNode; routes?: readonly RouteEntry[]; client?: QueryClient }>({ children: null });
function RouteTable() {
  const { children, routes, client } = useContext(RoutesContext);
  return (
    <>
      {routes && client && <PrefetchOnNavigate routes={routes} client={client} />}
      {children}
    </>
  );
}

/**
 * A data router catches render errors and would show its own error page; rethrowing hands them to the
 * shell's boundary instead, which reloads once after a redeploy (ChunkLoadError) or offers Retry.
 */
function RethrowToShell(): never {
  throw useRouteError();
}

/** Prefetches each page navigated to after the first (the first is started before the first render). */
function PrefetchOnNavigate({ routes, client }: { routes: readonly RouteEntry[]; client: QueryClient }) {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    prefetchRoute(routes, pathname, client);
  }, [pathname, routes, client]);
  return null;
}

/**
 * The public sites' router: the plain BrowserRouter around the one catch-all route. The consoles pass
 * the kit's DataRouter instead, whose useBlocker holds a link or Back away from a half-filled form; on
 * a first visit it would cost about 15 KB gzip (issue 12), so a public form asks on a link click
 * instead (LeaveGuard).
 */
function PlainRouter({ routes, basename }: { routes: RouteObject[]; basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        <Route path="*" element={routes[0].element} />
      </Routes>
    </BrowserRouter>
  );
}

/** The providers around an app: the consoles pass the kit's antd one (KitProvider). */
export type AppProvider = ComponentType<{ dark: boolean; theme?: ThemeConfig; lang: Lang; children: ReactNode }>;

/**
 * The providers every remote's exposed `./app` renders around its route table: the theme and toasts
 * (`provider`: by default the public sites' PublicProvider, which loads antd only where a page uses
 * it), an optional per-site theme on top, server state and the router.
 * The QueryClient is created per mount (never at import time); with `routes`, the page
 * being opened gets its code and data started at once, before anything renders.
 */
export function RemoteApp({
  dark,
  theme,
  provider: Provider = PublicProvider,
  router: Router = PlainRouter,
  queryClient,
  routes,
  site,
  languages = false,
  lang: givenLang,
  children,
}: {
  dark: boolean;
  /** the site whose settings (name, contacts: `useSiteFacts`) and menus (`useSiteMenus`) the app shows, and their API paths; fetched with the first page */
  site?: SiteSource;
  /** a public site: `/ne/…` serves the same routes in Nepali (the router's basename is `/ne`) */
  languages?: boolean;
  /** the page's language when there is no window to read it from (a server renderer passes the request's) */
  lang?: Lang;
  theme?: ThemeConfig;
  provider?: AppProvider;
  /** the router in a browser (a server render always takes the renderer's static one) */
  router?: AppRouter;
  /** tests pass their own client */
  queryClient?: QueryClient;
  routes?: readonly RouteEntry[];
  children: ReactNode;
}) {
  // In a server render (issue 12) the URL is the request's, the client the renderer's, the router static.
  const server = useContext(ServerRenderContext);
  const [lang] = useState<Lang>(() => {
    if (!languages) return 'en';
    if (givenLang) return givenLang;
    if (server) return langFromPath(new URL(server.url, 'http://server.render').pathname);
    return typeof window !== 'undefined' ? langFromPath(window.location.pathname) : 'en';
  });
  const [client] = useState(() => {
    if (server) {
      server.once('prefetch', () => {
        // every page's layout shows the site's settings: asked for with the page's own data, in the first pass
        if (site) void server.client.prefetchQuery(siteSettingsQuery(site));
        // and a public site's header and footer its menus
        if (site?.menusPath) void server.client.prefetchQuery(siteMenusQuery(site));
        // and its alert banner, above the header of every page
        if (site?.alertsPath) void server.client.prefetchQuery(siteAlertsQuery(site));
        if (routes) prefetchRoute(routes, stripLang(new URL(server.url, 'http://server.render').pathname), server.client);
      });
      return server.client;
    }
    const c = queryClient ?? createQueryClient();
    // a server-rendered page brings its data: the first render shows what the server showed, with no fetch
    hydrateServerState(c);
    if (routes && typeof window !== 'undefined') prefetchRoute(routes, stripLang(window.location.pathname), c);
    return c;
  });
  const basename = lang === 'en' ? undefined : LANG_PREFIX[lang];
  // One catch-all route renders the remote's own <Routes>, under whichever router.
  const [routeObjects] = useState<RouteObject[]>(() => [{ path: '*', element: <RouteTable />, errorElement: <RethrowToShell /> }]);
  const AppRouter = server?.Router ?? Router;
  const tableValue = useMemo(() => ({ children, routes, client }), [children, routes, client]);
  const routed = (
    <LangContext.Provider value={lang}>
      <RoutesContext.Provider value={tableValue}>
        <AppRouter routes={routeObjects} basename={basename} />
      </RoutesContext.Provider>
    </LangContext.Provider>
  );
  // antd's own texts (pagination, date pickers, modals) follow the page's language (AntdScope); a public
  // site's antd theme and stylesheets take its colours from its settings (issue 31)
  return (
    <SiteContext.Provider value={site ?? null}>
      <QueryClientProvider client={client}>
        {site?.coloured ? (
          <SiteColoured Provider={Provider} dark={dark} theme={theme} lang={lang}>
            {routed}
          </SiteColoured>
        ) : (
          <Provider dark={dark} theme={theme} lang={lang}>
            {routed}
          </Provider>
        )}
      </QueryClientProvider>
    </SiteContext.Provider>
  );
}
