export const INBOX_PAGE_SIZE = 20;
