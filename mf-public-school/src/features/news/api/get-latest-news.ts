import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { News } from '@school/shared/contract';

export function getLatestNews() {
  return api.get<News[]>('/api/news/latest');
}

export const latestNewsQueryOptions = () => queryOptions({ queryKey: ['news', 'latest'], queryFn: getLatestNews });

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions());
}
