import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Album } from '@school/shared/contract';

export function getAlbum(id: string) {
  return api.get<Album>(`/api/gallery/albums/${encodeURIComponent(id)}`);
}

export const albumQueryOptions = (id: string) => queryOptions({ queryKey: ['albums', 'item', id], queryFn: () => getAlbum(id) });

export function useAlbum(id: string) {
  return useQuery(albumQueryOptions(id));
}
