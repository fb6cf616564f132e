import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { call } from '@school/shared/session';
import { REGISTRATIONS_PATH } from './registration-paths';

export const markRegistrationRead = (id: string) => call(E.readRegistration, { params: { id } });

/** PATCH /api/registrations/{id}/read: the notifications list drops it. */
export function useMarkRegistrationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markRegistrationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(REGISTRATIONS_PATH), exact: true }),
  });
}
