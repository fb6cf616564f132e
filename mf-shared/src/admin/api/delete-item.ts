import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import { resourceKey } from './keys';

export const deleteItem = (basePath: string, id: string) =>
  api.delete<{ message: string }>(`${basePath}/${encodeURIComponent(id)}`);

/** DELETE `${basePath}/${id}`; on success the resource's lists (and `alsoInvalidate`) reload. */
export function useDeleteItem(basePath: string, alsoInvalidate: string[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(basePath, id),
    onSuccess: (_data, id) => {
      // The deleted record's own query must not refetch (it would 404): drop it.
      client.removeQueries({ queryKey: [...resourceKey(basePath), id] });
      return Promise.all(
        [basePath, ...alsoInvalidate].map((p) => client.invalidateQueries({ queryKey: resourceKey(p) })),
      );
    },
  });
}
