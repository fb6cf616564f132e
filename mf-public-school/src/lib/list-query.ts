/** Server-side paging and search (`?page&limit&q`); the API answers with X-Total-Count. */
export interface PageParams {
  page: number;
  limit: number;
  /** Sent only once it is longer than one character (SPEC.md §5, news search). */
  q?: string;
}

export function listQuery(path: string, { page, limit, q }: PageParams): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const text = q?.trim() ?? '';
  if (text.length > 1) params.set('q', text);
  return `${path}?${params}`;
}
