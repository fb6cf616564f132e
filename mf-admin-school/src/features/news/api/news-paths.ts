export const NEWS_PATH = '/api/news';
/** The console's reads: every item, drafts and scheduled ones too. */
export const NEWS_ALL_PATH = '/api/news/all';
export const NEWS_PAGE_SIZE = 10;
