import { useList } from '@school/shared/admin';
import type { ContactMessage } from '@school/shared/contract';
import { MESSAGES_PATH } from './inbox-paths';

/** GET /api/contact/messages (auth). */
export const useMessages = () => useList<ContactMessage[]>(MESSAGES_PATH);
