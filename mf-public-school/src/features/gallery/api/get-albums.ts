import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Album } from '@school/shared/contract';
import { listQuery, type PageParams } from '../../../lib/list-query';

export const ALBUMS_PAGE_SIZE = 12;

export function getAlbums(params: PageParams) {
  return api.getPage<Album>(listQuery('/api/gallery/albums', params));
}

export const albumsQueryOptions = (params: PageParams) =>
  queryOptions({
    queryKey: ['albums', 'list', params.page, params.limit],
    queryFn: () => getAlbums(params),
    placeholderData: keepPreviousData,
  });

export function useAlbums(params: PageParams) {
  return useQuery(albumsQueryOptions(params));
}
