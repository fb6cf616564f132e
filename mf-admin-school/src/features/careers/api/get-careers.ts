import type { Career } from '@school/shared/contract';
import { useSearchPage } from '../../../lib/paged-query';
import { CAREERS_PATH } from './career-paths';

export const CAREERS_PAGE_SIZE = 24;

/** GET /api/careers?q&page&limit: one page of the postings, searched on the server. */
export const useCareerPage = (q: string, page: number) => useSearchPage<Career>(CAREERS_PATH, q, page, CAREERS_PAGE_SIZE);
