import type { RemoteName, RuntimeConfig } from '@school/shared/contract';

/** Which public site a remote shows; null for the consoles, whose pages are never reported. */
const SITE_OF: Partial<Record<RemoteName, 'school' | 'women'>> = { mf_public_school: 'school', mf_public_women: 'women' };

/**
 * Real-user monitoring (issue 36, item 4): a sampled share of public page views (`vitalsSampleRate` of
 * the runtime config, VITALS_SAMPLE_RATE) loads the reporter and `web-vitals` as a lazy chunk once the
 * page has loaded and the browser is idle, so neither the first load nor its main thread pays for it.
 * A view not sampled loads nothing. True when this view reports.
 */
export function startVitals(remote: RemoteName, config: Pick<RuntimeConfig, 'vitalsSampleRate' | 'apiBase'>, random = Math.random): boolean {
  const site = SITE_OF[remote];
  if (!site || !(random() < (config.vitalsSampleRate ?? 0))) return false;
  // the landing page's template: the one its LCP, FCP and TTFB are of
  const pathname = window.location.pathname;
  const load = () => {
    void import(/* webpackChunkName: "vitals" */ './report-vitals').then(({ reportVitals }) => reportVitals(site, pathname, config.apiBase));
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return true;
}
