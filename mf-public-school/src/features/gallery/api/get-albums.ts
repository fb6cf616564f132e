import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E, type ListQuery } from '@school/shared/contract';
import { pageQuery } from '../../../lib/list-query';

export const ALBUMS_PAGE_SIZE = 12;

export function getAlbums(params: ListQuery) {
  return callPage(E.listAlbums, { query: pageQuery(params) });
}

export const albumsQueryOptions = (params: ListQuery) =>
  queryOptions({
    queryKey: ['albums', 'list', params.page, params.limit],
    queryFn: () => getAlbums(params),
    placeholderData: keepPreviousData,
  });

export function useAlbums(params: ListQuery) {
  return useQuery(albumsQueryOptions(params));
}
