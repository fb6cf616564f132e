import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPage, call } from '@school/shared/session';
import { MEDIA_ENDPOINTS as E, type MediaType, type Site, type UpdateMediaBody } from '@school/shared/contract';

/*
 * The media library's calls (issue 32), through the contract's declared endpoints. Keys start with the
 * API path, as the CRUD hooks' do: a change reloads every page of the library.
 */

export interface MediaFilter {
  q: string;
  type: MediaType | undefined;
  page: number;
}

export const MEDIA_PAGE_SIZE = 24;

const keys = {
  all: ['api', 'media'] as const,
  list: (site: Site, f: MediaFilter) => ['api', 'media', site, f.q, f.type ?? 'all', f.page],
  usage: (id: string) => ['api', 'media', 'usage', id],
};

export function useMediaList(site: Site, filter: MediaFilter) {
  return useQuery({
    queryKey: keys.list(site, filter),
    queryFn: () =>
      callPage(E.listMedia, {
        query: { site, page: filter.page, limit: MEDIA_PAGE_SIZE, ...(filter.q ? { q: filter.q } : {}), ...(filter.type ? { type: filter.type } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMediaUsage(id: string) {
  return useQuery({ queryKey: keys.usage(id), queryFn: () => call(E.mediaUsage, { params: { id } }) });
}

/** Reloads the library after an upload made outside react-query (antd's Upload posts each file itself). */
export function useReloadMedia() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useUpdateMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMediaBody }) => call(E.updateMedia, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(E.deleteMedia, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
