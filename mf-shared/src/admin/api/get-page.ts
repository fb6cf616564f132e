import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPageWith, type ItemOf } from '@school/shared/session';
import { resourceKey, type ListEndpoint } from './keys';

/** One page of a list, with the total from the X-Total-Count header; `q` searches its words on the server. */
export const getPage = <E extends ListEndpoint, T = ItemOf<E>>(endpoint: E, page: number, limit: number, q = '') =>
  callPageWith<E, T>(endpoint, { query: { page, limit, ...(q.trim() ? { q: q.trim() } : {}) } });

export const pageQueryOptions = <E extends ListEndpoint, T = ItemOf<E>>(endpoint: E, page: number, limit: number, q = '') =>
  queryOptions({
    queryKey: [...resourceKey(endpoint.path), { page, limit, ...(q.trim() ? { q: q.trim() } : {}) }],
    queryFn: () => getPage<E, T>(endpoint, page, limit, q),
    placeholderData: keepPreviousData,
  });

/** A page of a declared list; a screen generic over several lists names the item's type (`T`). */
export function usePage<E extends ListEndpoint, T = ItemOf<E>>(endpoint: E, page: number, limit: number, q = '') {
  return useQuery(pageQueryOptions<E, T>(endpoint, page, limit, q));
}
