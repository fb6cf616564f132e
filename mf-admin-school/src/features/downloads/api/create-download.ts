import { CONTENT_RESOURCES as R, type Download, type DownloadBody } from '@school/shared/contract';
import { useCreateForm } from '@school/shared/admin';

export interface DownloadValues {
  title: string;
  file: string;
  originalFile: string;
}

/**
 * POST /api/downloads {title, originalFile, file}. With `download`, PUT /api/downloads/{id} (issue 14):
 * the title prefilled, the file (with its name) replaced only when a new one is chosen.
 */
export const useCreateDownloadForm = (download?: Download, onDone?: () => void) =>
  useCreateForm<DownloadValues, DownloadBody>({
    endpoints: R.downloads,
    successText: download ? 'File Edited Successfully' : 'File Added Successfully',
    toBody: (v) => ({ title: v.title, originalFile: v.originalFile, file: v.file }),
    onDone,
    savedLink: () => '/admin/downloads/all',
    edit: download && { id: download._id, values: { title: download.title } },
  });
