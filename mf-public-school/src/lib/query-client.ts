import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@school/shared/session';

/** A 4xx (e.g. a news item that does not exist) will not change on retry. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
  },
});
