import type { ContactMessage } from '@school/shared/contract';
import { useSearchPage } from '../../../lib/paged-query';
import { INBOX_PAGE_SIZE, MESSAGES_PATH } from './inbox-paths';

/** GET /api/contact/messages?q&page&limit (auth). */
export const useMessages = (q: string, page: number) => useSearchPage<ContactMessage>(MESSAGES_PATH, q, page, INBOX_PAGE_SIZE);
