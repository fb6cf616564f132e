import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

/** One page of a list, with the total from the X-Total-Count header. */
export const getPage = <T>(path: string, page: number, limit: number) =>
  api.getPage<T>(`${path}?page=${page}&limit=${limit}`);

export const pageQueryOptions = <T>(path: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...resourceKey(path), { page, limit }],
    queryFn: () => getPage<T>(path, page, limit),
    placeholderData: keepPreviousData,
  });

export function usePage<T>(path: string, page: number, limit: number) {
  return useQuery(pageQueryOptions<T>(path, page, limit));
}
