import { api } from '@school/shared/session';
import type { Page, PageRequest } from './use-paged-list';

/** One page of a list at `path` (`?page=&limit=&q=`), with the total from the X-Total-Count header. */
export const getPage = <T>(path: string, { page, limit, q }: PageRequest): Promise<Page<T>> =>
  api.getPage<T>(`${path}?page=${page}&limit=${limit}${q ? `&q=${encodeURIComponent(q)}` : ''}`);
