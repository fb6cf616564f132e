import { useConfirmedDelete } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { COUNTS_PATH } from '../../../lib/paths';

/** DELETE /api/notices/{id}; the list and the dashboard counts reload. */
export const useDeleteNotice = () => useConfirmedDelete(E.deleteNotice, 'Notice Deleted Successfully', [COUNTS_PATH]);
