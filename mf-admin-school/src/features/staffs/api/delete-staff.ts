import { useConfirmedDelete } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';
import { STAFFS_PATH } from './staffs-path';

/** DELETE /api/staffs/{id}; the list and the dashboard counts reload. */
export const useDeleteStaff = () => useConfirmedDelete(STAFFS_PATH, 'Staff Deleted Successfully', [COUNTS_PATH]);
