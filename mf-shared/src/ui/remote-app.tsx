import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
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
  const routed = (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </QueryClientProvider>
  );
  return <KitProvider dark={dark}>{theme ? <ConfigProvider theme={theme}>{routed}</ConfigProvider> : routed}</KitProvider>;
}
