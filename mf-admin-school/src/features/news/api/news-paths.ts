export const NEWS_PATH = '/api/news';
export const NEWS_PAGE_SIZE = 10;
