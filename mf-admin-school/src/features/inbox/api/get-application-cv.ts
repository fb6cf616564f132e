import { CONTENT_ENDPOINTS as E, pathWith } from '@school/shared/contract';
import { api } from '@school/shared/session';

/** GET /api/careers/applications/{id}/cv with the admin's token, saved under the CV's original name. */
export async function downloadCv(id: string, originalFile: string): Promise<void> {
  const blob = await api.blob(pathWith(E.applicationCv.path, { id }));
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = originalFile.replace(/[\\/:*?"<>|]+/g, '-') || 'cv';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
