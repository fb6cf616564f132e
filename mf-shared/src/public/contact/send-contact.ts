import { useMutation } from '@tanstack/react-query';
import { STAFF_ENDPOINTS as E, type ContactBody, type FormLang, type SubmitResult } from '@school/shared/contract';
import { useLang } from '@school/shared/kit';
import { call } from '@school/shared/session';

/** The contact form's fields: the contract's `mailerState`. */
export type ContactValues = ContactBody['mailerState'];

/** POST /api/contact/send, SPEC.md §7, with the page's language for the sender's confirmation mail (issue 33). */
export function sendContact(mailerState: ContactValues, lang: FormLang = 'en'): Promise<SubmitResult> {
  return call(E.sendContact, { body: { mailerState, lang } });
}

/** Sends in the language of the page the form is on. */
export function useSendContact() {
  const lang = useLang();
  return useMutation({ mutationFn: (mailerState: ContactValues) => sendContact(mailerState, lang) });
}
