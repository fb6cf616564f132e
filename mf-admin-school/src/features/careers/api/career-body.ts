import { NEPALI_CAREER_FIELDS, type CareerBody } from '@school/shared/contract';
import { nepaliBody } from '@school/shared/admin';

/** The career form's values: the contract's body but its closing day, which the forms hold as a picker's value. */
export type CareerValues = Omit<CareerBody, 'applyBefore'>;

/** The JSON fields of a career (SPEC.md §7), as both POST and PUT send them: the contract's body. */
export const toCareerBody = (v: CareerValues, applyBefore: string): CareerBody => ({
  title: v.title,
  careerCategory: v.careerCategory,
  noOfVacancy: Number(v.noOfVacancy),
  employmentType: v.employmentType,
  location: v.location,
  offeredSalary: v.offeredSalary,
  applyBefore,
  educationLevel: v.educationLevel,
  experienceRequired: v.experienceRequired,
  careerSpecs: v.careerSpecs ?? '',
  careerDesc: v.careerDesc ?? '',
  note: v.note ?? '',
  ...nepaliBody(v, NEPALI_CAREER_FIELDS),
});
