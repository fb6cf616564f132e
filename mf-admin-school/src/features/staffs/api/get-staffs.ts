import { useList } from '@school/shared/admin';
import type { Staff } from '@school/shared/contract';
import { STAFFS_PATH } from './staffs-path';

/** GET /api/staffs. */
export const useStaffs = () => useList<Staff[]>(STAFFS_PATH);
