import { useConfirmedDelete } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';
import { NOTICES_PATH } from './notices-path';

/** DELETE /api/notices/{id}; the list and the dashboard counts reload. */
export const useDeleteNotice = () => useConfirmedDelete(NOTICES_PATH, 'Notice Deleted Successfully', [COUNTS_PATH]);
