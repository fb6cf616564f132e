import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callWith } from '@school/shared/session';
import { resourceKey, type DeleteEndpoint } from './keys';

/**
 * A record's declared delete endpoint (`/api/news/:id`), or the base path of one not declared yet
 * (DELETE `${basePath}/${id}`; it goes once every caller passes its declaration, issue 35).
 */
export type DeleteTarget = DeleteEndpoint | string;

export const deleteItem = (target: DeleteTarget, id: string) =>
  typeof target === 'string'
    ? api.delete<{ message: string }>(`${target}/${encodeURIComponent(id)}`)
    : callWith(target, { params: { id } });

/** DELETE the record `id`; on success the resource's lists (and `alsoInvalidate`) reload. */
export function useDeleteItem(target: DeleteTarget, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  const base = typeof target === 'string' ? target : target.path;
  return useMutation({
    mutationFn: (id: string) => deleteItem(target, id),
    onSuccess: (_data, id) => {
      // The deleted record's own query must not refetch (it would 404): drop it.
      client.removeQueries({ queryKey: [...resourceKey(base), id] });
      return Promise.all([base, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) })));
    },
  });
}
