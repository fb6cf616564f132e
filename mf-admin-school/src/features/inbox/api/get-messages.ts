import type { ContactMessage } from '@school/shared/contract';
import { resourceKey, usePagedList } from '@school/shared/admin';
import { getSearchPage } from '../../../lib/paged-query';
import { INBOX_PAGE_SIZE, MESSAGES_PATH } from './inbox-paths';

/** GET /api/contact/messages?q&page&limit (auth); its page and words in the URL as `messages-page`, `messages-q`. */
export const useMessages = () =>
  usePagedList<ContactMessage>({
    queryKey: resourceKey(MESSAGES_PATH),
    fetchPage: (r) => getSearchPage<ContactMessage>(MESSAGES_PATH, r),
    pageSize: INBOX_PAGE_SIZE,
    prefix: 'messages',
  });
