import { useItem } from '@school/shared/admin';
import type { News } from '@school/shared/contract';
import { NEWS_ALL_PATH, NEWS_PATH } from './news-paths';

export const newsPath = (id: string) => `${NEWS_PATH}/${encodeURIComponent(id)}`;

/** The console reads an item at /api/news/all/{id}: a draft's public URL answers 404. */
export const newsConsolePath = (id: string) => `${NEWS_ALL_PATH}/${encodeURIComponent(id)}`;

/** GET /api/news/all/{id}: the details the edit form starts from, draft or not. */
export const useNews = (id: string) => useItem<News>(newsConsolePath(id));
