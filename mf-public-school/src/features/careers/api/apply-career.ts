import { useMutation } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { useLang } from '@school/shared/kit';
import { PUBLIC_CONTENT_ENDPOINTS as E, type CareerApplyBody, type FormLang, type SubmitResult } from '@school/shared/contract';

/**
 * The application as the contract takes it: `cv` is the reference POST /api/upload?kind=cv returned, and
 * `careerId` (beyond SPEC.md's fields) lets the inbox link the application to its posting.
 */
export type CareerApplication = CareerApplyBody['careerData'];

/**
 * POST /api/careers/send, SPEC.md §7; the response says 'success' (with the application's reference) or
 * 'fail'. `lang`, the page's, is the language of the applicant's confirmation mail (issue 33).
 */
export function applyCareer(careerData: CareerApplication, lang: FormLang = 'en'): Promise<SubmitResult> {
  return call(E.applyForCareer, { body: { careerData, lang } });
}

export function useApplyCareer() {
  const lang = useLang();
  return useMutation({ mutationFn: (careerData: CareerApplication) => applyCareer(careerData, lang) });
}
