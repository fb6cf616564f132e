import { useMutation } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Registration } from '@school/shared/types';

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  preference: string;
  lvl?: string;
  faculty?: string;
  markSheet: string;
  ppPhoto: string;
  characterCerf?: string;
  application?: string;
  attachApplication?: string;
  /** The reCAPTCHA response; empty when captcha is off. */
  token: string;
}

/** The four document upload endpoints and their multipart field names (SPEC.md §7). */
export const REGISTRATION_UPLOADS = {
  marksheet: '/api/registrations/uploads/marksheet',
  ppphoto: '/api/registrations/uploads/ppphoto',
  characterCf: '/api/registrations/uploads/characterCf',
  application: '/api/registrations/uploads/application',
} as const;

/** POST /api/registrations (no auth). Nothing in the public site lists registrations, so nothing is invalidated. */
export function createRegistration(input: RegistrationInput) {
  return api.post<Registration>('/api/registrations', input);
}

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
