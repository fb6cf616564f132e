import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

export const getItem = <T>(path: string) => api.get<T>(path);

export const itemQueryOptions = <T>(path: string) =>
  queryOptions({ queryKey: [...resourceKey(path), 'item'], queryFn: () => getItem<T>(path) });

/** One record by its path, e.g. `/api/gallery/albums/42`. */
export function useItem<T>(path: string, enabled = true) {
  return useQuery({ ...itemQueryOptions<T>(path), enabled });
}
