import { useMutation } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E, type ContactBody, type SubmitResult } from '@school/shared/contract';
import { call } from '@school/shared/session';

/** The contact form's fields: the contract's `mailerState`. */
export type ContactValues = ContactBody['mailerState'];

/** POST /api/contact/send, SPEC.md §7. */
export function sendContact(mailerState: ContactValues): Promise<SubmitResult> {
  return call(E.sendContact, { body: { mailerState } });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
