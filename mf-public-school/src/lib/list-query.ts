import type { ListQuery } from '@school/shared/contract';

/**
 * A page of a list as the API is asked for it (`?page&limit&q`; it answers with X-Total-Count): the
 * search only once it is longer than one character (SPEC.md §5, news search).
 */
export function pageQuery({ page, limit, q }: ListQuery): ListQuery {
  const text = q?.trim() ?? '';
  return text.length > 1 ? { page, limit, q: text } : { page, limit };
}
