import { useMutation } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { SendStatus } from '@school/shared/public';

export interface CareerApplication {
  fullName: string;
  originalFile: string;
  phoneNumber: string;
  email: string;
  message: string;
  /** The reference returned by POST /api/upload?kind=cv. */
  cv: string;
  careerTitle: string;
  /** Accepted by the API in addition to SPEC.md's fields, so the inbox can link the application to its posting. */
  careerId?: string;
}

/** POST /api/careers/send, SPEC.md §7; the response says 'success' or 'fail'. */
export function applyCareer(careerData: CareerApplication): Promise<SendStatus> {
  return api.post<SendStatus>('/api/careers/send', { careerData });
}

export function useApplyCareer() {
  return useMutation({ mutationFn: applyCareer });
}
