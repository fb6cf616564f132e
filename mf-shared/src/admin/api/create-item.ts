import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

export const createItem = <TResult, TBody>(path: string, body: TBody) => api.post<TResult>(path, body);

/**
 * POST a new record. On success the resource's lists reload, plus any other
 * paths named in `alsoInvalidate` (e.g. the dashboard counts).
 */
export function useCreateItem<TBody, TResult = unknown>(path: string, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => createItem<TResult, TBody>(path, body),
    onSuccess: () =>
      Promise.all([path, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) }))),
  });
}
