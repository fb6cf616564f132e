import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export const ALBUMS_PAGE_SIZE = 12;

/** Women's-centre albums (GET /api/gallery), one server page at a time. */
export const getAlbums = (page: number, limit = ALBUMS_PAGE_SIZE) =>
  callPage(E.listWomenAlbums, { query: { page, limit } });

export const albumsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['women', 'albums', { page }], queryFn: () => getAlbums(page), placeholderData: keepPreviousData });

export const useAlbums = (page: number) => useQuery(albumsQueryOptions(page));
