import type { JobApplication } from '@school/shared/contract';
import { resourceKey, usePagedList } from '@school/shared/admin';
import { getSearchPage } from '../../../lib/paged-query';
import { APPLICATIONS_PATH, INBOX_PAGE_SIZE } from './inbox-paths';

/** GET /api/careers/applications?q&page&limit (auth); its page and words in the URL as `applications-page`, `applications-q`. */
export const useApplications = () =>
  usePagedList<JobApplication>({
    queryKey: resourceKey(APPLICATIONS_PATH),
    fetchPage: (r) => getSearchPage<JobApplication>(APPLICATIONS_PATH, r),
    pageSize: INBOX_PAGE_SIZE,
    prefix: 'applications',
  });
