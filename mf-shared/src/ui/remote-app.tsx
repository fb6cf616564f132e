import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@school/shared/session';
import { KitProvider } from './providers';
import { prefetchRoute, type RouteEntry } from './route-prefetch';

/** A 4xx (e.g. a record that does not exist) will not change on retry. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One TanStack Query client per mounted app, with the same caching rules in all four remotes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  });
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
  const routed = (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        {routes && <PrefetchOnNavigate routes={routes} client={client} />}
        {children}
      </BrowserRouter>
    </QueryClientProvider>
  );
  return <KitProvider dark={dark}>{theme ? <ConfigProvider theme={theme}>{routed}</ConfigProvider> : routed}</KitProvider>;
}
