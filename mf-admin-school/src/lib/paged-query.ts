import type { Page, PageRequest } from '@school/shared/admin';
import { api } from '@school/shared/session';

/**
 * One page of a console list searched on the server: `${path}?q=…&page=…&limit=…`, with the
 * total from X-Total-Count (the fetcher of a `usePagedList`).
 */
export function getSearchPage<T>(path: string, { q, page, limit }: PageRequest): Promise<Page<T>> {
  const params = new URLSearchParams({ ...(q ? { q } : {}), page: String(page), limit: String(limit) });
  return api.getPage<T>(`${path}?${params.toString()}`);
}
