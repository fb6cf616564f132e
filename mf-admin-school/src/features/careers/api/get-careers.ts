import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { getPage, resourceKey, usePagedList } from '@school/shared/admin';

export const CAREERS_PAGE_SIZE = 24;

/** GET /api/careers?q&page&limit: the postings, searched and paged on the server (page and words in the URL). */
export const useCareerPage = () =>
  usePagedList({ queryKey: resourceKey(E.listCareers.path), fetchPage: (r) => getPage(E.listCareers, r), pageSize: CAREERS_PAGE_SIZE });
