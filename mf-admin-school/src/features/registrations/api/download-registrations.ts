import { downloadAttachment } from '../../../lib/save-file';
import { REGISTRATIONS_EXPORT_PATH, registrationDocumentsPath } from './registration-paths';
import { filterQuery, type RegistrationFilters } from './registration-filters';

/** GET /api/registrations/export.csv with the list's filters, fetched with the token and saved under the server's name. */
export function exportRegistrationsCsv(filters: RegistrationFilters): Promise<string> {
  const query = filterQuery(filters);
  return downloadAttachment(`${REGISTRATIONS_EXPORT_PATH}${query ? `?${query}` : ''}`, 'registrations.csv');
}

/** GET /api/registrations/{id}/documents.zip: every document of one registration in one file. */
export const downloadRegistrationDocuments = (id: string, fallbackName: string) =>
  downloadAttachment(registrationDocumentsPath(id), fallbackName);
