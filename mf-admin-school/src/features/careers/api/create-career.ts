import { useCreateItem } from '@school/shared/admin';
import type { Career, CareerBody } from '@school/shared/contract';
import { CAREERS_PATH } from './career-paths';

/** POST /api/careers; the response is the created career, and the careers list reloads. */
export const useCreateCareer = () => useCreateItem<CareerBody, Career>(CAREERS_PATH);
