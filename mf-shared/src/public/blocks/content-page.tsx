import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Page } from '@school/shared/contract';
import { ErrorView, LoadingView, type SiteKey } from '@school/shared/kit';
import { PageBanner, type Crumb } from '../page-banner';
import { PageBlocks, type BlockSlots } from './page-blocks';
import { pageQuery, useContentPageMeta } from './page-query';

/** The API's 404, or its 400 for a path no page could have: the site's 404 page. */
const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);

function PageBody({ page, crumbs, slots, after }: { page: Page; crumbs?: Crumb[]; slots?: BlockSlots; after?: ReactNode }) {
  const { title } = useContentPageMeta(page);
  return (
    <>
      <PageBanner title={title ?? page.title} crumbs={crumbs} />
      <PageBlocks blocks={page.blocks} slots={slots} after={after} />
    </>
  );
}

export interface ContentPageProps {
  site: SiteKey;
  /** the page's path; the location's (without `/ne`) when not given */
  path?: string;
  /** the breadcrumb trail between Home and the page */
  crumbs?: Crumb[];
  /** the site's sections for the blocks that list other content */
  slots?: BlockSlots;
  /** what a path with no published page shows: the site's 404 page */
  notFound: ReactNode;
  /** the site's own part of the page, at the end of its last band */
  after?: ReactNode;
}

/** A page made of blocks, with its banner and head; the site's 404 page where none is published at the path. */
export function ContentPage({ site, path, crumbs, slots, notFound, after }: ContentPageProps) {
  const location = useLocation();
  // a hydrated 404 stays one: no second request on mount
  const query = useQuery({ ...pageQuery(site, path ?? location.pathname), retryOnMount: false });
  if (query.isPending) return <LoadingView rows={6} />;
  if (query.isError) return isNotFound(query.error) ? <>{notFound}</> : <ErrorView message={query.error.message} />;
  return <PageBody page={query.data} crumbs={crumbs} slots={slots} after={after} />;
}
