import type { Career } from '@school/shared/types';

/** The JSON fields of a career (SPEC.md §7), as both POST and PUT send them. */
export type CareerBody = Omit<Career, '_id' | 'createdAt'> & { note: string };

export interface CareerValues {
  title: string;
  careerCategory: string;
  noOfVacancy: number;
  employmentType: string;
  location: string;
  offeredSalary: string;
  educationLevel: string;
  experienceRequired: string;
  careerSpecs: string;
  careerDesc: string;
  note?: string;
}

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
});
