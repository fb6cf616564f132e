import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getNotice(id: string) {
  return call(E.getNotice, { params: { id } });
}

/** One published notice, for its own page (/notice/:id, issue 32). */
export const noticeQueryOptions = (id: string) => queryOptions({ queryKey: ['notices', 'item', id], queryFn: () => getNotice(id) });

export function useNotice(id: string) {
  return useQuery(noticeQueryOptions(id));
}
