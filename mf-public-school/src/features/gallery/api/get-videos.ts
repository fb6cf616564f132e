import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Video } from '@school/shared/contract';

export function getVideos() {
  return api.get<Video[]>('/api/gallery/videos');
}

export const videosQueryOptions = () => queryOptions({ queryKey: ['videos'], queryFn: getVideos });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
