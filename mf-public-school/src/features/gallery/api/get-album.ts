import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getAlbum(id: string) {
  return call(E.getAlbum, { params: { id } });
}

export const albumQueryOptions = (id: string) => queryOptions({ queryKey: ['albums', 'item', id], queryFn: () => getAlbum(id) });

export function useAlbum(id: string) {
  return useQuery(albumQueryOptions(id));
}
