import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Notice } from '@school/shared/contract';
import { listQuery, type PageParams } from '../../../lib/list-query';

export const NOTICES_PAGE_SIZE = 10;

export function getNotices(params: PageParams) {
  return api.getPage<Notice>(listQuery('/api/notices', params));
}

export const noticesQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: ['notices', 'list', params.page, params.limit, params.q?.trim() ?? ''],
    queryFn: () => getNotices(params),
    placeholderData: keepPreviousData,
  });

export function useNotices(params: PageParams) {
  return useQuery(noticesQueryOptions(params));
}
