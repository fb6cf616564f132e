import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { STAFF_ENDPOINTS as E, type RegistrationUpdateBody } from '@school/shared/contract';
import { REGISTRATIONS_PATH, registrationPath } from './registration-paths';

export const updateRegistration = (id: string, body: RegistrationUpdateBody) => call(E.updateRegistration, { params: { id }, body });

/** PATCH /api/registrations/{id} {status?, note?}: the detail and every registrations list reload. */
export function useUpdateRegistration(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationUpdateBody) => updateRegistration(id, body),
    onSuccess: (updated) => {
      client.setQueryData([...resourceKey(registrationPath(id)), 'item'], updated);
      return client.invalidateQueries({ queryKey: resourceKey(REGISTRATIONS_PATH) });
    },
  });
}
