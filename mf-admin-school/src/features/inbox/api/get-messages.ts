import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { callPage } from '@school/shared/session';
import { INBOX_PAGE_SIZE, MESSAGES_PATH } from './inbox-paths';

/** GET /api/contact/messages?q&page&limit (auth), keyed under the messages so their mark-read and delete reload it. */
export const useMessages = (q: string, page: number) =>
  useQuery({
    queryKey: [...resourceKey(MESSAGES_PATH), 'search', { q, page, limit: INBOX_PAGE_SIZE }],
    queryFn: () => callPage(E.listContactMessages, { query: { ...(q ? { q } : {}), page, limit: INBOX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
