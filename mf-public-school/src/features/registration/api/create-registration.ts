import { useMutation } from '@tanstack/react-query';
import { call, uploadTarget } from '@school/shared/session';
import { useLang } from '@school/shared/kit';
import { STAFF_ENDPOINTS as E, type RegistrationBody } from '@school/shared/contract';

/** The four document uploads: each one's path and multipart field, as the contract declares them (SPEC.md §7). */
export const REGISTRATION_UPLOADS = {
  marksheet: uploadTarget(E.uploadMarksheet),
  ppphoto: uploadTarget(E.uploadPpPhoto),
  characterCf: uploadTarget(E.uploadCharacterCf),
  application: uploadTarget(E.uploadApplication),
} as const;

/**
 * POST /api/registrations (no auth); the answer carries the registration's reference. Nothing in the public
 * site lists registrations, so nothing is invalidated.
 */
export function createRegistration(input: RegistrationBody) {
  return call(E.createRegistration, { body: input });
}

/** Sends the page's language along: the applicant's confirmation mail is written in it (issue 33). */
export function useCreateRegistration() {
  const lang = useLang();
  return useMutation({ mutationFn: (input: RegistrationBody) => createRegistration({ ...input, lang }) });
}
