import { useItem } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** The console's news list shows 10 a page. */
export const NEWS_PAGE_SIZE = 10;

/** GET /api/news/all/{id}: the details the edit form starts from, draft or not (a draft's public URL answers 404). */
export const useNews = (id: string) => useItem(E.getAnyNews, id);
