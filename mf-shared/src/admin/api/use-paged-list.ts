import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

/** One page of a list, and how many items the whole list holds (its X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The filters of a list, by name: a value for each one set (none: the filter is off). */
export type ListFilters<F extends string> = Partial<Record<F, string>>;

/** What a paged list asks its fetcher for: a page, its size, the search words (left out when none) and the filters set. */
export type PageRequest<F extends string = never> = { page: number; limit: number; q?: string } & ListFilters<F>;

export interface PagedListOptions<T, F extends string = never> {
  /** The key its mutations invalidate (`resourceKey(path)`): the pages are kept under it. */
  queryKey: QueryKey;
  /** Fetches one page: a typed call of the list's endpoint, e.g. `(r) => callPage(E.listNews, { query: r })`. */
  fetchPage: (request: PageRequest<F>) => Promise<Page<T>>;
  pageSize: number;
  /** The names of its filters, each kept in the URL under its name. */
  filters?: readonly F[];
  /** Where a screen shows two lists (the inbox's tabs): each one's URL names start `<prefix>-`. */
  prefix?: string;
}

export interface PagedListState<T, F extends string = never> {
  query: UseQueryResult<Page<T>>;
  page: number;
  pageSize: number;
  /** The search words ('' for none). */
  q: string;
  filters: ListFilters<F>;
  setPage: (page: number) => void;
  /** A new search, from the first page. */
  search: (q: string) => void;
  /** Sets or clears (undefined or '') filters, from the first page. */
  filter: (change: Partial<Record<F, string | undefined>>) => void;
  /** After one of the items shown was deleted: the last one of a page past the first steps back a page. */
  afterDelete: () => void;
}

/**
 * The consoles' one paged list (issue 35, item 4): its page, search words and filters live in the URL's
 * query string (`?q=annual&page=2&kind=news`), so a reload, Back and a shared link keep them. The first
 * page and empty values are left out of the URL. Changing the search or a filter starts from page 1.
 */
export function usePagedList<T, F extends string = never>({ queryKey, fetchPage, pageSize, filters: names = [], prefix }: PagedListOptions<T, F>): PagedListState<T, F> {
  const [params, setParams] = useSearchParams();
  const key = (name: string) => (prefix ? `${prefix}-${name}` : name);
  const page = Math.max(1, Math.floor(Number(params.get(key('page')))) || 1);
  const q = params.get(key('q')) ?? '';
  const filters: ListFilters<F> = {};
  for (const name of names) {
    const value = params.get(key(name));
    if (value) filters[name] = value;
  }
  const request: PageRequest<F> = { page, limit: pageSize, ...(q ? { q } : {}), ...filters };
  const query = useQuery({
    queryKey: [...queryKey, 'page', request],
    queryFn: () => fetchPage(request),
    placeholderData: keepPreviousData,
  });

  /** Writes these URL values (undefined, '' or page 1: left out), keeping every other one. */
  const update = (change: Record<string, string | number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) {
        if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(key(name));
        else next.set(key(name), String(value));
      }
      return next;
    });

  const setPage = (next: number) => update({ page: next });
  return {
    query,
    page,
    pageSize,
    q,
    filters,
    setPage,
    search: (words) => update({ q: words.trim(), page: 1 }),
    filter: (change) => update({ ...change, page: 1 }),
    afterDelete: () => {
      if (page > 1 && query.data?.items.length === 1) setPage(page - 1);
    },
  };
}
