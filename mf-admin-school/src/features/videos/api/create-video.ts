import { useCreateItem, useUpdateItem } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** POST /api/gallery/videos {src: the 11-character video id}; the video list reloads. */
export const useCreateVideo = () => useCreateItem(E.createVideo);

/** PUT /api/gallery/videos/{id} {src} (issue 14); the video list reloads. */
export const useUpdateVideo = (id: string) => useUpdateItem(E.updateVideo, id);
