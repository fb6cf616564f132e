import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '@school/shared/contract';
import { api, callWith } from '@school/shared/session';
import { itemKey, resourceKey, type ItemEndpoint } from './keys';

/** One record by its declared endpoint and id (GET /api/gallery/albums/:id). */
export const getItem = <E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string) => callWith<E, T>(endpoint, { params: { id } });

export const itemQueryOptions = <E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string) =>
  queryOptions({ queryKey: [...itemKey(endpoint, id), 'item'], queryFn: () => getItem<E, T>(endpoint, id) });

/**
 * One record by its declared endpoint and id (a screen generic over several names its type, `T`). A path (e.g. `/api/registrations/42`) still reads an
 * endpoint not declared yet; it goes once every caller passes its declaration (issue 35).
 */
export function useItem<E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string, enabled?: boolean): UseQueryResult<T>;
export function useItem<T>(path: string, enabled?: boolean): UseQueryResult<T>;
export function useItem(target: ItemEndpoint | string, idOrEnabled?: string | boolean, enabled = true): UseQueryResult<unknown> {
  const options =
    typeof target === 'string'
      ? { queryKey: [...resourceKey(target), 'item'], queryFn: (): Promise<unknown> => api.get<unknown>(target), enabled: idOrEnabled !== false }
      : { queryKey: [...itemKey(target, String(idOrEnabled)), 'item'], queryFn: (): Promise<unknown> => getItem(target, String(idOrEnabled)), enabled };
  return useQuery<unknown>(options);
}
