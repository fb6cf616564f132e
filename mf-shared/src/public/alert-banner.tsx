import { lazy, Suspense } from 'react';
import { useSiteAlerts } from '@school/shared/kit';
import './alert-banner.css';

/*
 * The alert banner (issue 33, item 1): the site's active alerts above the header of every public page,
 * in the page's language, server-rendered (it reads without JavaScript). An urgent alert is announced
 * at once to screen readers (role="alert"), the others politely (role="status"). A visitor may dismiss
 * an info alert: remembered in localStorage by the alert's id and its `updatedAt`, so it comes back when
 * the alert changes.
 *
 * Its code is a chunk of its own, loaded only when the site has an alert (most pages, most days, have none):
 * a server-rendered banner stays as the server wrote it until its code has come, and is then hydrated.
 */
const AlertList = lazy(() => import(/* webpackChunkName: "alert-banner" */ './alert-list').then((m) => ({ default: m.AlertList })));

/** The site's active alerts, most urgent first; nothing when there are none. */
export function AlertBanner() {
  const alerts = useSiteAlerts();
  if (alerts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertList alerts={alerts} />
    </Suspense>
  );
}
