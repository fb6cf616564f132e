import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { call } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type NewsInput } from '@school/shared/contract';

export const updateNews = (id: string, body: NewsInput) => call(E.updateNews, { params: { id }, body: { news: { newsId: id, ...body } } });

/** PUT /api/news/{id} with {news: {newsId, …}}; on success every news query reloads. */
export function useUpdateNews(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsInput) => updateNews(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(E.updateNews.path) }),
  });
}
