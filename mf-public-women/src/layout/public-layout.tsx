import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HydratedMark, LoadingView } from '@school/shared/kit';
import { AlertBanner } from '@school/shared/public';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './layout.css';

/** Header, the page (each page renders its own <main id="main">), footer. */
export function PublicLayout() {
  return (
    <div className="w-site">
      <AlertBanner />
      <SiteHeader />
      <Suspense
        fallback={
          <main id="main" className="w-container w-page-loading">
            <LoadingView rows={8} />
          </main>
        }
      >
        <Outlet />
        <HydratedMark />
      </Suspense>
      <SiteFooter />
    </div>
  );
}
