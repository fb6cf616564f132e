import { useMutation } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type CareerApplyBody, type SubmitResult } from '@school/shared/contract';

/**
 * The application as the contract takes it: `cv` is the reference POST /api/upload?kind=cv returned, and
 * `careerId` (beyond SPEC.md's fields) lets the inbox link the application to its posting.
 */
export type CareerApplication = CareerApplyBody['careerData'];

/** POST /api/careers/send, SPEC.md §7; the response says 'success' or 'fail'. */
export function applyCareer(careerData: CareerApplication): Promise<SubmitResult> {
  return call(E.applyForCareer, { body: { careerData } });
}

export function useApplyCareer() {
  return useMutation({ mutationFn: applyCareer });
}
