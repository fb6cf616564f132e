import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Album } from '@school/shared/contract';

export const ALBUMS_PAGE_SIZE = 12;

/** Women's-centre albums (GET /api/gallery), one server page at a time. */
export const getAlbums = (page: number, limit = ALBUMS_PAGE_SIZE) =>
  api.getPage<Album>(`/api/gallery?page=${page}&limit=${limit}`);

export const albumsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['women', 'albums', { page }], queryFn: () => getAlbums(page), placeholderData: keepPreviousData });

export const useAlbums = (page: number) => useQuery(albumsQueryOptions(page));
