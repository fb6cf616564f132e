import type { JobApplication } from '@school/shared/contract';
import { useSearchPage } from '../../../lib/paged-query';
import { APPLICATIONS_PATH, INBOX_PAGE_SIZE } from './inbox-paths';

/** GET /api/careers/applications?q&page&limit (auth). */
export const useApplications = (q: string, page: number) => useSearchPage<JobApplication>(APPLICATIONS_PATH, q, page, INBOX_PAGE_SIZE);
