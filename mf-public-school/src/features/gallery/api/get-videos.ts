import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getVideos() {
  return call(E.listVideos, { query: {} });
}

export const videosQueryOptions = () => queryOptions({ queryKey: ['videos'], queryFn: getVideos });

export function useVideos() {
  return useQuery(videosQueryOptions());
}
