import { useConfirmedDelete } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** DELETE /api/downloads/{id} after 'Are you sure'. */
export const useDeleteDownload = () => useConfirmedDelete(E.deleteDownload, 'File Deleted Successfully');
