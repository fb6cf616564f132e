import { useList } from '@school/shared/admin';
import type { Download } from '@school/shared/contract';
import { DOWNLOADS_PATH } from './downloads-path';

/** GET /api/downloads. */
export const useDownloads = () => useList<Download[]>(DOWNLOADS_PATH);
