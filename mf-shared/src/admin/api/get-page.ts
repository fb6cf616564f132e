import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

/** One page of a list, with the total from the X-Total-Count header; `q` searches its words on the server. */
export const getPage = <T>(path: string, page: number, limit: number, q = '') =>
  api.getPage<T>(`${path}?page=${page}&limit=${limit}${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}`);

export const pageQueryOptions = <T>(path: string, page: number, limit: number, q = '') =>
  queryOptions({
    queryKey: [...resourceKey(path), { page, limit, ...(q.trim() ? { q: q.trim() } : {}) }],
    queryFn: () => getPage<T>(path, page, limit, q),
    placeholderData: keepPreviousData,
  });

export function usePage<T>(path: string, page: number, limit: number, q = '') {
  return useQuery(pageQueryOptions<T>(path, page, limit, q));
}
