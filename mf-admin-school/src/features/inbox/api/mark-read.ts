import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey, type ItemEndpoint, type ListEndpoint } from '@school/shared/admin';
import { callWith } from '@school/shared/session';

/**
 * The declared mark-as-read of a contact message or a job application (PATCH …/{id}/read); every loaded
 * page of its list is updated in place, then reloaded.
 */
export function useMarkRead(read: ItemEndpoint, list: ListEndpoint) {
  const client = useQueryClient();
  const key = resourceKey(list.path);
  return useMutation({
    mutationFn: (id: string) => callWith(read, { params: { id } }),
    onMutate: (id) =>
      client.setQueriesData<{ items: { _id: string; isRead: boolean }[]; total: number }>({ queryKey: key }, (data) =>
        data?.items ? { ...data, items: data.items.map((item) => (item._id === id ? { ...item, isRead: true } : item)) } : data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
