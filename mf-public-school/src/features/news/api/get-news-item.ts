import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getNewsItem(id: string) {
  return call(E.getNews, { params: { id } });
}

export const newsItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['news', 'item', id], queryFn: () => getNewsItem(id) });

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
