import { useQuery } from '@tanstack/react-query';
import { getList, resourceKey } from '@school/shared/admin';
import type { Notice } from '@school/shared/contract';
import { NOTICES_ALL_PATH } from './notices-path';

/** GET /api/notices/all (every notice, drafts too), `?q=` searching their words on the server. */
export function useNotices(q = '') {
  const words = q.trim();
  return useQuery({
    queryKey: [...resourceKey(NOTICES_ALL_PATH), { q: words }],
    queryFn: () => getList<Notice[]>(words ? `${NOTICES_ALL_PATH}?q=${encodeURIComponent(words)}` : NOTICES_ALL_PATH),
  });
}
