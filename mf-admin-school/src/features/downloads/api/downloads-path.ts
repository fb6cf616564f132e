export const DOWNLOADS_PATH = '/api/downloads';
/** GET /api/downloads/{id}/download: the file as a blob. */
export const downloadFilePath = (id: string) => `${DOWNLOADS_PATH}/${encodeURIComponent(id)}/download`;
