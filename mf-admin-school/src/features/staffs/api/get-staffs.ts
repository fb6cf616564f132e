import { useList } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** GET /api/staffs. */
export const useStaffs = () => useList(E.listStaffs);
