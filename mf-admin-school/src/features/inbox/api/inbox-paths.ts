export const MESSAGES_PATH = '/api/contact/messages';
export const APPLICATIONS_PATH = '/api/careers/applications';
export const INBOX_PAGE_SIZE = 20;
