import { useConfirmedDelete } from '@school/shared/admin';
import { DOWNLOADS_PATH } from './downloads-path';

/** DELETE /api/downloads/{id} after 'Are you sure'. */
export const useDeleteDownload = () => useConfirmedDelete(DOWNLOADS_PATH, 'File Deleted Successfully');
