/// <reference lib="webworker" />
// The public sites' service worker (issue 13, item 4): pages, lists and files a visitor has read stay
// readable when the connection drops. Built by Workbox's InjectManifest from this file; the shell's
// own files are precached from the manifest it injects, everything else is cached as it is visited.
//
// Never cached: the consoles (their pages and remotes), any request that carries a token, and any
// answer that is not a 200. Online, pages, remote entries and API reads always come from the network
// (network first), so nobody reads stale news while connected; the cache answers only when the
// network does not, and then says so (`X-Offline-Copy`, read by the API client to show a notice).
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { OFFLINE_COPY_HEADER } from '@school/shared/contract';
import { NEVER_KEPT_API, NEVER_KEPT_PAGES, PUBLIC_REMOTES } from './offline-rules';
import { notificationOf } from './push-message';
import { offlinePageHtml, offlineSiteOf, savedPageOf, type OfflineSite, type SavedPage } from './offline-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

// A new deploy's worker takes over as soon as it is installed, so the next page a visitor opens is
// served by it; pages already open keep the files they started with.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
// The first page takes this worker at once, and sends it the files it has already loaded (CACHE_URLS,
// see register.ts), so the visit that installed it can be read again offline.
clientsClaim();

// Only the shell's entry is fetched at install: the rest of the shell, like the remotes, is cached as it
// is used, so installing costs a phone on mobile data almost nothing. (Each page's HTML carries its own
// head, written by the server, so index.html is not precached either.) The offline notice's Nepali date
// (`offline-ne`, 1.3 KB) is fetched only once a Nepali page is read offline, so it is precached too.
precacheAndRoute(self.__WB_MANIFEST.filter((e) => /(^|\/)(main\.js|offline-ne\.[0-9a-f]+\.js)$/.test(typeof e === 'string' ? e : e.url)));
cleanupOutdatedCaches();

const ok = new CacheableResponsePlugin({ statuses: [200] });
// The API answers `Vary: Origin` (CORS) and `Vary: Accept-Encoding`; a page's own requests differ in
// neither in a way that changes the body, and a preload and a fetch of one URL must find the same copy.
const matchOptions = { ignoreVary: true };

/** A cached answer used because the network failed is marked with the time the server sent it. */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, cachedResponse.headers.get('date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * A page is server-rendered with its data (issue 12), so reading it offline may ask the API nothing: its
 * cached HTML says itself that it is the offline copy (`<html data-offline-copy>`, read by the shell).
 */
const markOfflinePage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const at = (cachedResponse.headers.get('date') ?? new Date().toUTCString()).replace(/[^\w ,:+-]/g, '');
    const html = (await cachedResponse.text()).replace(/<html\b/i, `<html data-offline-copy="${at}"`);
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/**
 * The pages this device can open offline, with their titles, and the site's settings (name, phones,
 * colour: issue 31) as the most recently saved page that carries them holds them.
 */
async function savedPages(): Promise<{ saved: SavedPage[]; site: OfflineSite | null }> {
  const cache = await caches.open('pages');
  const saved: SavedPage[] = [];
  let site: OfflineSite | null = null;
  for (const request of [...(await cache.keys())].reverse()) {
    const res = await cache.match(request, matchOptions);
    if (!res) continue;
    const html = await res.text();
    saved.push(savedPageOf(request.url, html));
    site ??= offlineSiteOf(html);
  }
  return { saved, site };
}

/** The site's colour, from a saved page's theme-color. */
async function siteColour(): Promise<string> {
  const cache = await caches.open('pages');
  const [first] = await cache.keys();
  const html = first ? await (await cache.match(first, matchOptions))?.text() : undefined;
  return /<meta name="theme-color" content="(#[0-9a-fA-F]{3,8})"/.exec(html ?? '')?.[1] ?? '#0b57a4';
}

/** The site's own Devanagari font, when a page in Nepali has brought it onto this device. */
async function devanagariFont(): Promise<string | undefined> {
  const cache = await caches.open('remote-chunks');
  return (await cache.keys()).map((r) => r.url).find((u) => /devanagari[^/]*400[^/]*\.woff2$/.test(u));
}

/**
 * A page that neither the network nor the cache can give (issue 38, item 3): the offline page, in the
 * site's colour and the visitor's language, with the site's name and phones, listing what can be read,
 * instead of the browser's error.
 */
const offlinePage: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const [{ saved, site }, color, fontUrl] = await Promise.all([savedPages(), siteColour(), devanagariFont()]);
    return new Response(offlinePageHtml({ url: request.url, saved, color, fontUrl, site }), {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const signedIn = (request: Request) => request.headers.has('authorization');

// Pages of the public sites (not the consoles, nor a preview link's page, which the network alone answers).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ matchOptions, cacheName: 'pages', networkTimeoutSeconds: 8, plugins: [ok, markOfflinePage, offlinePage, new ExpirationPlugin({ maxEntries: 60 })] }),
    { denylist: NEVER_KEPT_PAGES },
  ),
);

// The runtime config and the public remotes' entries: network first, so a deploy is seen at once.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    (url.pathname === '/remotes.json' || PUBLIC_REMOTES.some((r) => url.pathname === `/remotes/${r}/remoteEntry.js` || url.pathname === `/remotes/${r}/mf-manifest.json`)),
  new NetworkFirst({ matchOptions, cacheName: 'remote-entries', networkTimeoutSeconds: 8, plugins: [ok] }),
);

// The shell's own hashed chunks and assets never change under their name.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && (/^\/[\w-]+\.[0-9a-f]{8}\.js$/.test(url.pathname) || url.pathname.startsWith('/assets/')),
  new CacheFirst({ matchOptions, cacheName: 'shell-chunks', plugins: [ok, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })] }),
);

// The public remotes' hashed chunks never change under their name.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && PUBLIC_REMOTES.some((r) => url.pathname.startsWith(`/remotes/${r}/`)),
  new CacheFirst({ matchOptions, cacheName: 'remote-chunks', plugins: [ok, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

// Public API reads (lists and items), without a token; feeds are left to the network, and results are never kept.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/api/') && !NEVER_KEPT_API.test(url.pathname) && !signedIn(request),
  new NetworkFirst({ matchOptions, cacheName: 'api', networkTimeoutSeconds: 8, plugins: [ok, markOfflineCopy, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })] }),
);

// Images and PDFs already opened (notices, downloads, photos): their names never change.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/uploads/') && !signedIn(request),
  new CacheFirst({
    matchOptions,
    cacheName: 'uploads',
    plugins: [ok, new RangeRequestsPlugin(), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// A subscriber's push message (issue 33): shown in the language it was sent in (the subscriber's); a tap
// opens its page.
self.addEventListener('push', (event) => {
  const shown = event.data ? notificationOf(event.data.text()) : null;
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : null;
  event.waitUntil(self.clients.openWindow(typeof url === 'string' ? url : '/'));
});
