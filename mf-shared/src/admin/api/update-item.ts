import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

export const updateItem = <TResult, TBody>(basePath: string, id: string, body: TBody) =>
  api.put<TResult, TBody>(`${basePath}/${encodeURIComponent(id)}`, body);

/**
 * PUT `${basePath}/${id}` (issue 14: every field optional). On success the resource's lists and
 * items reload, plus any other paths named in `alsoInvalidate`.
 */
export function useUpdateItem<TBody, TResult = unknown>(basePath: string, id: string, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => updateItem<TResult, TBody>(basePath, id, body),
    onSuccess: () =>
      Promise.all([basePath, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) }))),
  });
}
