import { useMutation } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Registration, RegistrationBody } from '@school/shared/contract';

/** The four document upload endpoints and their multipart field names (SPEC.md §7). */
export const REGISTRATION_UPLOADS = {
  marksheet: '/api/registrations/uploads/marksheet',
  ppphoto: '/api/registrations/uploads/ppphoto',
  characterCf: '/api/registrations/uploads/characterCf',
  application: '/api/registrations/uploads/application',
} as const;

/** POST /api/registrations (no auth). Nothing in the public site lists registrations, so nothing is invalidated. */
export function createRegistration(input: RegistrationBody) {
  return api.post<Registration, RegistrationBody>('/api/registrations', input);
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
