import { useConfirmedDelete } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { COUNTS_PATH } from '../../../lib/paths';

/** DELETE /api/staffs/{id}; the list and the dashboard counts reload. */
export const useDeleteStaff = () => useConfirmedDelete(E.deleteStaff, 'Staff Deleted Successfully', [COUNTS_PATH]);
