import type { Career } from '@school/shared/contract';
import { resourceKey, usePagedList } from '@school/shared/admin';
import { getSearchPage } from '../../../lib/paged-query';
import { CAREERS_PATH } from './career-paths';

export const CAREERS_PAGE_SIZE = 24;

/** GET /api/careers?q&page&limit: the postings, searched and paged on the server (page and words in the URL). */
export const useCareerPage = () =>
  usePagedList<Career>({ queryKey: resourceKey(CAREERS_PATH), fetchPage: (r) => getSearchPage<Career>(CAREERS_PATH, r), pageSize: CAREERS_PAGE_SIZE });
