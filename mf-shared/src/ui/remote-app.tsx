import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from '@school/shared/session';
import { KitProvider } from './providers';

/** A 4xx (e.g. a record that does not exist) will not change on retry. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** One TanStack Query client per remote, with the same caching rules in all four. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  });
}

/** The remote's route table, handed to the router's one catch-all route. */
const RoutesContext = createContext<ReactNode>(null);
function RouteTable() {
  return <>{useContext(RoutesContext)}</>;
}

/**
 * The providers every remote's exposed `./app` renders around its route table: the kit's
 * antd theme and toasts, an optional per-site theme on top, server state and the router.
 */
export function RemoteApp({
  dark,
  theme,
  queryClient,
  children,
}: {
  dark: boolean;
  theme?: ThemeConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // A data router (rather than BrowserRouter), so forms can use useBlocker to warn before
  // unsaved changes are lost. Its one catch-all route renders the remote's own <Routes>.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RouteTable /> }]));
  // The shell swaps remotes without a reload: the old router must stop listening to history.
  useEffect(() => () => router.dispose(), [router]);
  const routed = (
    <QueryClientProvider client={queryClient}>
      <RoutesContext.Provider value={children}>
        <RouterProvider router={router} />
      </RoutesContext.Provider>
    </QueryClientProvider>
  );
  return <KitProvider dark={dark}>{theme ? <ConfigProvider theme={theme}>{routed}</ConfigProvider> : routed}</KitProvider>;
}
