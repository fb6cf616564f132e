import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import type { News } from '@school/shared/types';
import { NEWS_PATH } from './news-paths';
import { newsPath } from './get-news';
import type { NewsBody } from './create-news';

export const updateNews = (id: string, body: NewsBody) =>
  api.put<News>(newsPath(id), { news: { newsId: id, ...body } });

/** PUT /api/news/{id} with {news: {newsId, …}}; on success every news query reloads. */
export function useUpdateNews(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsBody) => updateNews(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(NEWS_PATH) }),
  });
}
