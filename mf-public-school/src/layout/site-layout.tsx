import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HydratedMark, LoadingView } from '@school/shared/kit';
import { AlertBanner } from '@school/shared/public';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import '@school/shared/public/styles.css';
import '../styles/site.css';
import { useText } from '../i18n';

/** Every public page: skip link, header, the page (lazy, with placeholders), footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const { t } = useText();
  useEffect(() => {
    // Block body: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="site">
      <a href="#main-content" className="site-skip-link">
        {t('header.skip')}
      </a>
      <AlertBanner />
      <SiteHeader />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="pub-container pub-section">
              <LoadingView rows={6} />
            </div>
          }
        >
          <Outlet />
          <HydratedMark />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
