import { queryOptions } from '@tanstack/react-query';
import { PUBLIC_SITE_ENDPOINTS, type Page } from '@school/shared/contract';
import { usePageMeta, type SiteKey } from '@school/shared/kit';
import { call } from '@school/shared/session';

// A staff-made page's query and head, apart from its blocks' code (content-page.tsx): the homes and the route
// table read the page without drawing every kind of block.

/**
 * A site's published page at a path (issue 31, `GET /api/pages/by-path`). A server render fetches it
 * with the page and hands it to the browser in its state, so the browser does not ask again.
 */
export const pageQuery = (site: SiteKey, path: string) =>
  queryOptions({
    queryKey: ['page', site, path],
    queryFn: () => call(PUBLIC_SITE_ENDPOINTS.pageByPath, { query: { site, path } }),
  });

/** A page's head from its record, in the page's language (none while it loads). */
export function useContentPageMeta(page: Page | undefined) {
  return usePageMeta(page ? { title: page.title, description: page.description || undefined, ne: page.ne } : {});
}
