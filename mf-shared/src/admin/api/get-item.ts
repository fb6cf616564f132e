import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '@school/shared/contract';
import { callWith } from '@school/shared/session';
import { itemKey, type ItemEndpoint } from './keys';

/** One record by its declared endpoint and id (GET /api/gallery/albums/:id). */
export const getItem = <E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string) => callWith<E, T>(endpoint, { params: { id } });

export const itemQueryOptions = <E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string) =>
  queryOptions({ queryKey: [...itemKey(endpoint, id), 'item'], queryFn: () => getItem<E, T>(endpoint, id) });

/** One record by its declared endpoint and id (a screen generic over several names its type, `T`). */
export function useItem<E extends ItemEndpoint, T = ResponseOf<E>>(endpoint: E, id: string, enabled = true): UseQueryResult<T> {
  return useQuery({ ...itemQueryOptions<E, T>(endpoint, id), enabled });
}
