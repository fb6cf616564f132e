import { useMutation } from '@tanstack/react-query';
import { call, uploadTarget } from '@school/shared/session';
import { STAFF_ENDPOINTS as E, type RegistrationBody } from '@school/shared/contract';

/** The four document uploads: each one's path and multipart field, as the contract declares them (SPEC.md §7). */
export const REGISTRATION_UPLOADS = {
  marksheet: uploadTarget(E.uploadMarksheet),
  ppphoto: uploadTarget(E.uploadPpPhoto),
  characterCf: uploadTarget(E.uploadCharacterCf),
  application: uploadTarget(E.uploadApplication),
} as const;

/** POST /api/registrations (no auth). Nothing in the public site lists registrations, so nothing is invalidated. */
export function createRegistration(input: RegistrationBody) {
  return call(E.createRegistration, { body: input });
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
