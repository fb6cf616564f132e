import { callPageWith, type ItemOf } from '@school/shared/session';
import type { ListEndpoint } from './keys';
import type { Page, PageRequest } from './use-paged-list';

/**
 * One page of a declared list (`?page=&limit=&q=`), with the total from the X-Total-Count header: the
 * fetcher of a `usePagedList`. A screen generic over several lists names the item's type (`T`).
 */
export const getPage = <E extends ListEndpoint, T = ItemOf<E>>(endpoint: E, { page, limit, q }: PageRequest): Promise<Page<T>> =>
  callPageWith<E, T>(endpoint, { query: { page, limit, ...(q ? { q } : {}) } });
