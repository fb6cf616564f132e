import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Download } from '@school/shared/contract';
import { listQuery, type PageParams } from '../../../lib/list-query';

export const DOWNLOADS_PAGE_SIZE = 10;

export function getDownloads(params: PageParams) {
  return api.getPage<Download>(listQuery('/api/downloads', params));
}

export const downloadsQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: ['downloads', 'list', params.page, params.limit],
    queryFn: () => getDownloads(params),
    placeholderData: keepPreviousData,
  });

export function useDownloads(params: PageParams) {
  return useQuery(downloadsQueryOptions(params));
}

/** The API streams the file with its original name (Content-Disposition). */
export const downloadPath = (id: string) => `/api/downloads/${encodeURIComponent(id)}/download`;
