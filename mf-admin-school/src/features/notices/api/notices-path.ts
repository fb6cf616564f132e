export const NOTICES_PATH = '/api/notices';
