import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Album } from '@school/shared/contract';

export const getAlbum = (id: string) => api.get<Album>(`/api/gallery/${encodeURIComponent(id)}`);

export const albumQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['women', 'album', id], queryFn: () => getAlbum(id), retry: false });

export const useAlbum = (id: string) => useQuery(albumQueryOptions(id));
