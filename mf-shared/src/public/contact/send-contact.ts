import { useMutation } from '@tanstack/react-query';
import type { ContactBody, SubmitResult } from '@school/shared/contract';
import { api } from '@school/shared/session';

/** The contact form's fields: the contract's `mailerState`. */
export type ContactValues = ContactBody['mailerState'];

/** POST /api/contact/send, SPEC.md §7. */
export function sendContact(mailerState: ContactValues): Promise<SubmitResult> {
  return api.post<SubmitResult, ContactBody>('/api/contact/send', { mailerState });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
