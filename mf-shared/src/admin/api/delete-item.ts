import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callWith } from '@school/shared/session';
import { resourceKey, type DeleteEndpoint } from './keys';

/** A record's declared delete endpoint (`/api/news/:id`). */
export type DeleteTarget = DeleteEndpoint;

export const deleteItem = (target: DeleteTarget, id: string) => callWith(target, { params: { id } });

/** DELETE the record `id`; on success the resource's lists (and `alsoInvalidate`) reload. */
export function useDeleteItem(target: DeleteTarget, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  const base = target.path;
  return useMutation({
    mutationFn: (id: string) => deleteItem(target, id),
    onSuccess: (_data, id) => {
      // The deleted record's own query must not refetch (it would 404): drop it.
      client.removeQueries({ queryKey: [...resourceKey(base), id] });
      return Promise.all([base, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) })));
    },
  });
}
