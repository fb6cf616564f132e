import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

/** A whole list (the API returns a JSON array when no page is asked for). */
export const getList = <T>(path: string) => api.get<T>(path);

export const listQueryOptions = <T>(path: string) =>
  queryOptions({ queryKey: resourceKey(path), queryFn: () => getList<T>(path) });

export function useList<T>(path: string) {
  return useQuery(listQueryOptions<T>(path));
}
