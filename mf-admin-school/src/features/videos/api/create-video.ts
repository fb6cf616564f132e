import { useCreateItem } from '@school/shared/admin';
import type { Video } from '@school/shared/types';
import { VIDEOS_PATH } from './videos-path';

/** POST /api/gallery/videos {src: the 11-character video id}; the video list reloads. */
export const useCreateVideo = () => useCreateItem<{ src: string }, Video>(VIDEOS_PATH);
