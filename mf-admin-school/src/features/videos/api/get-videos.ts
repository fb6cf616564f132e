import { useList } from '@school/shared/admin';
import type { Video } from '@school/shared/contract';
import { VIDEOS_PATH } from './videos-path';

/** GET /api/gallery/videos. */
export const useVideos = () => useList<Video[]>(VIDEOS_PATH);
