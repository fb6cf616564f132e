import { useMutation } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { CareerApplyBody, SubmitResult } from '@school/shared/contract';

/**
 * The application as the contract takes it: `cv` is the reference POST /api/upload?kind=cv returned, and
 * `careerId` (beyond SPEC.md's fields) lets the inbox link the application to its posting.
 */
export type CareerApplication = CareerApplyBody['careerData'];

/** POST /api/careers/send, SPEC.md §7; the response says 'success' or 'fail'. */
export function applyCareer(careerData: CareerApplication): Promise<SubmitResult> {
  return api.post<SubmitResult, CareerApplyBody>('/api/careers/send', { careerData });
}

export function useApplyCareer() {
  return useMutation({ mutationFn: applyCareer });
}
