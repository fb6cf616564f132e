import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';

/**
 * One page of a console list searched on the server: `${path}?q=…&page=…&limit=…`, with the
 * total from X-Total-Count. Keyed under the resource, so its create, delete and mark-read
 * mutations (which invalidate the resource) reload it.
 */
export function useSearchPage<T>(path: string, q: string, page: number, limit: number) {
  const params = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), limit: String(limit) });
  return useQuery({
    queryKey: [...resourceKey(path), 'search', { q, page, limit }],
    queryFn: () => api.getPage<T>(`${path}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}
