import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useRouteError } from 'react-router-dom';
import { ApiError } from '@school/shared/session';
import { KitProvider } from './providers';
import { prefetchRoute, type RouteEntry } from './route-prefetch';

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
 * The providers every remote's exposed `./app` renders around its route table: the kit's
 * antd theme and toasts, an optional per-site theme on top, server state and the router.
 * The QueryClient is created per mount (never at import time); with `routes`, the page
 * being opened gets its code and data started at once, before anything renders.
 */
export function RemoteApp({
  dark,
  theme,
  queryClient,
  routes,
  children,
}: {
  dark: boolean;
  theme?: ThemeConfig;
  /** tests pass their own client */
  queryClient?: QueryClient;
  routes?: readonly RouteEntry[];
  children: ReactNode;
}) {
  const [client] = useState(() => {
    const c = queryClient ?? createQueryClient();
    if (routes && typeof window !== 'undefined') prefetchRoute(routes, window.location.pathname, c);
    return c;
  });
  // A data router (rather than BrowserRouter), so forms can use useBlocker to warn before
  // unsaved changes are lost. Its one catch-all route renders the remote's own <Routes>.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RouteTable />, errorElement: <RethrowToShell /> }]));
  // The shell swaps remotes without a reload: the old router must stop listening to history.
  useEffect(() => () => router.dispose(), [router]);
  const routed = (
    <QueryClientProvider client={client}>
      <RoutesContext.Provider value={{ children, routes, client }}>
        <RouterProvider router={router} />
      </RoutesContext.Provider>
    </QueryClientProvider>
  );
  return <KitProvider dark={dark}>{theme ? <ConfigProvider theme={theme}>{routed}</ConfigProvider> : routed}</KitProvider>;
}
