import { useCreateItem } from '@school/shared/admin';
import type { Career } from '@school/shared/types';
import { CAREERS_PATH } from './career-paths';
import type { CareerBody } from './career-body';

/** POST /api/careers; the response is the created career, and the careers list reloads. */
export const useCreateCareer = () => useCreateItem<CareerBody, Career>(CAREERS_PATH);
