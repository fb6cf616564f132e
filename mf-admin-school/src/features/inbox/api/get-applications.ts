import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';
import { getPage, resourceKey, usePagedList } from '@school/shared/admin';
import { INBOX_PAGE_SIZE } from './inbox-paths';

/** GET /api/careers/applications?q&page&limit (auth); its page and words in the URL as `applications-page`, `applications-q`. */
export const useApplications = () =>
  usePagedList({
    queryKey: resourceKey(E.listApplications.path),
    fetchPage: (r) => getPage(E.listApplications, r),
    pageSize: INBOX_PAGE_SIZE,
    prefix: 'applications',
  });
