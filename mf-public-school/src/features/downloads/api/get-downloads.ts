import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, pathWith, type ListQuery } from '@school/shared/contract';
import { pageQuery } from '../../../lib/list-query';

export const DOWNLOADS_PAGE_SIZE = 10;

export function getDownloads(params: ListQuery) {
  return callPage(E.listDownloads, { query: pageQuery(params) });
}

export const downloadsQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: ['downloads', 'list', params.page, params.limit],
    queryFn: () => getDownloads(params),
    placeholderData: keepPreviousData,
  });

export function useDownloads(params: ListQuery) {
  return useQuery(downloadsQueryOptions(params));
}

/** The API streams the file with its original name (Content-Disposition). */
export const downloadPath = (id: string) => pathWith(E.downloadFile.path, { id });
