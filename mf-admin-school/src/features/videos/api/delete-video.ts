import { useConfirmedDelete } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** DELETE /api/gallery/videos/{id} after 'Are you sure'. */
export const useDeleteVideo = () => useConfirmedDelete(E.deleteVideo, 'Video Deleted Successfully');
