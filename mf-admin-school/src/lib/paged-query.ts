import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { resourceKey, type ListEndpoint } from '@school/shared/admin';
import { api, callPageWith, type ItemOf } from '@school/shared/session';

interface Page<T> {
  items: T[];
  total: number;
}

/**
 * One page of a console list searched on the server: `?q=…&page=…&limit=…`, with the total from
 * X-Total-Count. Keyed under the resource, so its create, delete and mark-read mutations (which
 * invalidate the resource) reload it. The list is its declared endpoint; a path still reads one not
 * declared yet (it goes once every caller passes its declaration, issue 35).
 */
export function useSearchPage<E extends ListEndpoint>(list: E, q: string, page: number, limit: number): UseQueryResult<Page<ItemOf<E>>>;
export function useSearchPage<T>(path: string, q: string, page: number, limit: number): UseQueryResult<Page<T>>;
export function useSearchPage(list: ListEndpoint | string, q: string, page: number, limit: number): UseQueryResult<Page<unknown>> {
  const query = { ...(q ? { q } : {}), page, limit };
  return useQuery({
    queryKey: [...resourceKey(typeof list === 'string' ? list : list.path), 'search', { q, page, limit }],
    queryFn: () =>
      typeof list === 'string'
        ? api.getPage<unknown>(`${list}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), limit: String(limit) }).toString()}`)
        : callPageWith<ListEndpoint, unknown>(list, { query }),
    placeholderData: keepPreviousData,
  });
}
