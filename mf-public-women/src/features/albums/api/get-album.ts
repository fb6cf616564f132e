import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export const getAlbum = (id: string) => call(E.getWomenAlbum, { params: { id } });

export const albumQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['women', 'album', id], queryFn: () => getAlbum(id), retry: false });

export const useAlbum = (id: string) => useQuery(albumQueryOptions(id));
