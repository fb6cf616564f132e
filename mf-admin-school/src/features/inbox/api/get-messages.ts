import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { getPage, resourceKey, usePagedList } from '@school/shared/admin';
import { INBOX_PAGE_SIZE } from './inbox-paths';

/** GET /api/contact/messages?q&page&limit (auth); its page and words in the URL as `messages-page`, `messages-q`. */
export const useMessages = () =>
  usePagedList({
    queryKey: resourceKey(E.listContactMessages.path),
    fetchPage: (r) => getPage(E.listContactMessages, r),
    pageSize: INBOX_PAGE_SIZE,
    prefix: 'messages',
  });
