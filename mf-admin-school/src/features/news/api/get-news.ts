import { itemQueryOptions, useItem } from '@school/shared/admin';
import type { News } from '@school/shared/contract';
import { NEWS_PATH } from './news-paths';

export const newsPath = (id: string) => `${NEWS_PATH}/${encodeURIComponent(id)}`;

export const newsQueryOptions = (id: string) => itemQueryOptions<News>(newsPath(id));

/** GET /api/news/{id}: the details the edit form starts from. */
export const useNews = (id: string) => useItem<News>(newsPath(id));
