import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';

export const markRead = (basePath: string, id: string) => api.patch<unknown>(`${basePath}/${encodeURIComponent(id)}/read`);

/**
 * PATCH `${basePath}/{id}/read` for a contact message or a job application;
 * every loaded page of the list is updated in place, then reloaded.
 */
export function useMarkRead(basePath: string) {
  const client = useQueryClient();
  const key = resourceKey(basePath);
  return useMutation({
    mutationFn: (id: string) => markRead(basePath, id),
    onMutate: (id) =>
      client.setQueriesData<{ items: { _id: string; isRead: boolean }[]; total: number }>({ queryKey: key }, (data) =>
        data?.items ? { ...data, items: data.items.map((item) => (item._id === id ? { ...item, isRead: true } : item)) } : data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
