import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { useSearchPage } from '../../../lib/paged-query';

export const CAREERS_PAGE_SIZE = 24;

/** GET /api/careers?q&page&limit: one page of the postings, searched on the server. */
export const useCareerPage = (q: string, page: number) => useSearchPage(E.listCareers, q, page, CAREERS_PAGE_SIZE);
