import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, ResponseOf } from '@school/shared/contract';
import { callWith } from '@school/shared/session';
import { resourceKey, type ListEndpoint } from './keys';

/** A whole list (the API returns a JSON array when no page is asked for); `query` searches it. */
export const getList = <E extends ListEndpoint, T = ResponseOf<E>>(endpoint: E, query: ListQuery = {}) => callWith<E, T>(endpoint, { query });

export const listQueryOptions = <E extends ListEndpoint, T = ResponseOf<E>>(endpoint: E) =>
  queryOptions({ queryKey: resourceKey(endpoint.path), queryFn: () => getList<E, T>(endpoint) });

/** A declared list; a screen generic over several lists names the answer's type (`T`). */
export function useList<E extends ListEndpoint, T = ResponseOf<E>>(endpoint: E) {
  return useQuery(listQueryOptions<E, T>(endpoint));
}
