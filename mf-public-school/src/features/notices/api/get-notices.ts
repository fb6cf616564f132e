import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, type ListQuery } from '@school/shared/contract';
import { pageQuery } from '../../../lib/list-query';

export const NOTICES_PAGE_SIZE = 10;

export function getNotices(params: ListQuery) {
  return callPage(E.listNotices, { query: pageQuery(params) });
}

export const noticesQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: ['notices', 'list', params.page, params.limit, params.q?.trim() ?? ''],
    queryFn: () => getNotices(params),
    placeholderData: keepPreviousData,
  });

export function useNotices(params: ListQuery) {
  return useQuery(noticesQueryOptions(params));
}
