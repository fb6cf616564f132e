import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ifUnmodifiedSince, resourceKey } from '@school/shared/admin';
import { callWith } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, type News, type NewsInput } from '@school/shared/contract';

/**
 * PUT /api/news/{id} with {news: {newsId, …}}. `loaded`: the item's `updatedAt` as the form loaded it, sent
 * back as `If-Unmodified-Since` (issue 32, item 6), so a save on top of someone else's newer one is a 409.
 */
export const updateNews = (id: string, body: NewsInput, loaded?: string): Promise<News> =>
  callWith(E.updateNews, { params: { id }, body: { news: { newsId: id, ...body } } }, ifUnmodifiedSince(loaded));

/** The news item's save; on success every news query reloads. */
export function useUpdateNews(id: string, loaded?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsInput) => updateNews(id, body, loaded),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKey(E.updateNews.path) }),
  });
}
