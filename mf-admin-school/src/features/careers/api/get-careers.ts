import { useList } from '@school/shared/admin';
import type { Career } from '@school/shared/contract';
import { CAREERS_PATH } from './career-paths';

/** GET /api/careers. */
export const useCareers = () => useList<Career[]>(CAREERS_PATH);
