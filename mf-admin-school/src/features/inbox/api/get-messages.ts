import { useList } from '@school/shared/admin';
import type { ContactMessage } from '@school/shared/types';
import { MESSAGES_PATH } from './inbox-paths';

/** GET /api/contact/messages (auth). */
export const useMessages = () => useList<ContactMessage[]>(MESSAGES_PATH);
