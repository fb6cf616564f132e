import { useCreateItem } from '@school/shared/admin';
import type { Video, VideoBody } from '@school/shared/contract';
import { VIDEOS_PATH } from './videos-path';

/** POST /api/gallery/videos {src: the 11-character video id}; the video list reloads. */
export const useCreateVideo = () => useCreateItem<VideoBody, Video>(VIDEOS_PATH);
