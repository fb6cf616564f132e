import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, type ListQuery } from '@school/shared/contract';
import { pageQuery } from '../../../lib/list-query';

/** SPEC.md §9: the public news list shows 6 per page. */
export const NEWS_PAGE_SIZE = 6;

export function getNews(params: ListQuery) {
  return callPage(E.listNews, { query: pageQuery(params) });
}

export const newsQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: ['news', 'list', params.page, params.limit, params.q?.trim() ?? ''],
    queryFn: () => getNews(params),
    placeholderData: keepPreviousData,
  });

export function useNews(params: ListQuery) {
  return useQuery(newsQueryOptions(params));
}
