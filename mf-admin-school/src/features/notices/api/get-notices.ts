import { useQuery } from '@tanstack/react-query';
import { getList, resourceKey } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** GET /api/notices/all (every notice, drafts too), `?q=` searching their words on the server. */
export function useNotices(q = '') {
  const words = q.trim();
  return useQuery({
    queryKey: [...resourceKey(E.listAllNotices.path), { q: words }],
    queryFn: () => getList(E.listAllNotices, words ? { q: words } : {}),
  });
}
