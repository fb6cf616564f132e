import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import { REGISTRATIONS_PATH, registrationPath } from './registration-paths';

export const markRegistrationRead = (id: string) => api.patch<unknown>(`${registrationPath(id)}/read`);

/** PATCH /api/registrations/{id}/read: the notifications list drops it. */
export function useMarkRegistrationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRegistrationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(REGISTRATIONS_PATH), exact: true }),
  });
}
