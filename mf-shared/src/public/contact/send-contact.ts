import { useMutation } from '@tanstack/react-query';
import { api } from '@school/shared/session';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface SendStatus {
  status: 'success' | 'fail';
}

/** POST /api/contact/send, SPEC.md §7. */
export function sendContact(mailerState: ContactValues): Promise<SendStatus> {
  return api.post<SendStatus>('/api/contact/send', { mailerState });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
