import { useList } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E, pathWith } from '@school/shared/contract';

/** GET /api/downloads. */
export const useDownloads = () => useList(E.listDownloads);

/** GET /api/downloads/{id}/download: the file as a blob. */
export const downloadFilePath = (id: string) => pathWith(E.downloadFile.path, { id });
