import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { News } from '@school/shared/contract';
import { listQuery, type PageParams } from '../../../lib/list-query';

/** SPEC.md §9: the public news list shows 6 per page. */
export const NEWS_PAGE_SIZE = 6;

export function getNews(params: PageParams) {
  return api.getPage<News>(listQuery('/api/news', params));
}

export const newsQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: ['news', 'list', params.page, params.limit, params.q?.trim() ?? ''],
    queryFn: () => getNews(params),
    placeholderData: keepPreviousData,
  });

export function useNews(params: PageParams) {
  return useQuery(newsQueryOptions(params));
}
