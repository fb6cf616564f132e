export const REGISTRATIONS_PATH = '/api/registrations';
export const registrationPath = (id: string) => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}`;
export const REGISTRATIONS_EXPORT_PATH = `${REGISTRATIONS_PATH}/export.csv`;
export const registrationDocumentsPath = (id: string) => `${registrationPath(id)}/documents.zip`;
