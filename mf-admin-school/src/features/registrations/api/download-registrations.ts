import { STAFF_ENDPOINTS as E, type RegistrationExportQuery } from '@school/shared/contract';
import { callFile, filledIn } from '@school/shared/session';
import { downloadAttachment } from '../../../lib/save-file';

/** GET /api/registrations/export.csv with the list's filters, fetched with the token and saved under the server's name. */
export function exportRegistrationsCsv(filters: RegistrationExportQuery): Promise<string> {
  return downloadAttachment(callFile(E.exportRegistrations, { query: filledIn(filters) }), 'registrations.csv');
}

/** GET /api/registrations/{id}/documents.zip: every document of one registration in one file. */
export const downloadRegistrationDocuments = (id: string, fallbackName: string) =>
  downloadAttachment(callFile(E.registrationDocuments, { params: { id } }), fallbackName);
