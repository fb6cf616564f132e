export const NOTICES_PATH = '/api/notices';
/** The console's list: every notice, drafts and scheduled ones too. */
export const NOTICES_ALL_PATH = '/api/notices/all';
