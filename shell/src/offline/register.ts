import { Workbox } from 'workbox-window';

/**
 * Registers the public sites' service worker (production builds only: `sw.js` is built by the
 * production config). Once it controls the page it is sent the URLs this page has already loaded
 * (Workbox's CACHE_URLS message), so even the first visit can be read again offline.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  const sendLoaded = () => {
    const urlsToCache = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin === window.location.origin);
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  };
  wb.addEventListener('controlling', sendLoaded);
  wb.register()
    .then(() => {
      if (navigator.serviceWorker.controller) sendLoaded();
    })
    .catch((error: unknown) => console.warn('[shell] service worker not registered', error));
}
