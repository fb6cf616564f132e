import { useList } from '@school/shared/admin';
import type { Notice } from '@school/shared/contract';
import { NOTICES_PATH } from './notices-path';

/** GET /api/notices. */
export const useNotices = () => useList<Notice[]>(NOTICES_PATH);
