import { useCreateItem, useUpdateItem } from '@school/shared/admin';
import type { Video, VideoBody, VideoUpdate } from '@school/shared/contract';
import { VIDEOS_PATH } from './videos-path';

/** POST /api/gallery/videos {src: the 11-character video id}; the video list reloads. */
export const useCreateVideo = () => useCreateItem<VideoBody, Video>(VIDEOS_PATH);

/** PUT /api/gallery/videos/{id} {src} (issue 14); the video list reloads. */
export const useUpdateVideo = (id: string) => useUpdateItem<VideoUpdate, Video>(VIDEOS_PATH, id);
