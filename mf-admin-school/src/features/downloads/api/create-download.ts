import type { DownloadBody } from '@school/shared/contract';
import { useCreateForm } from '@school/shared/admin';
import { DOWNLOADS_PATH } from './downloads-path';

export interface DownloadValues {
  title: string;
  file: string;
  originalFile: string;
}

/** POST /api/downloads {title, originalFile, file}. */
export const useCreateDownloadForm = () =>
  useCreateForm<DownloadValues, DownloadBody>({
    path: DOWNLOADS_PATH,
    successText: 'File Added Successfully',
    toBody: (v) => ({ title: v.title, originalFile: v.originalFile, file: v.file }),
  });
