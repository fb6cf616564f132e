import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { api } from '@school/shared/session';
import type { News, NewsInput, UpdateNewsInput } from '@school/shared/contract';
import { NEWS_PATH } from './news-paths';
import { newsPath } from './get-news';

export const updateNews = (id: string, body: NewsInput) =>
  api.put<News, UpdateNewsInput>(newsPath(id), { news: { newsId: id, ...body } });

/** PUT /api/news/{id} with {news: {newsId, …}}; on success every news query reloads. */
export function useUpdateNews(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsInput) => updateNews(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(NEWS_PATH) }),
  });
}
