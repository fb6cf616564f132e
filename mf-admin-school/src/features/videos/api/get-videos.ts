import { useList } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** GET /api/gallery/videos. */
export const useVideos = () => useList(E.listVideos);
