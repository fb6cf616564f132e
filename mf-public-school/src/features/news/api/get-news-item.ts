import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { News } from '@school/shared/contract';

export function getNewsItem(id: string) {
  return api.get<News>(`/api/news/${encodeURIComponent(id)}`);
}

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news', 'item', id], queryFn: () => getNewsItem(id) });

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
