import { useConfirmedDelete } from '@school/shared/admin';
import { VIDEOS_PATH } from './videos-path';

/** DELETE /api/gallery/videos/{id} after 'Are you sure'. */
export const useDeleteVideo = () => useConfirmedDelete(VIDEOS_PATH, 'Video Deleted Successfully');
