import { useEffect, useState } from 'react';
import { langOfPath, OFFLINE_TEXTS, orderSaved, savedPageOf, type SavedPage } from './offline-page';

/** The pages the service worker has saved (its 'pages' cache), read from the page itself. */
async function readSaved(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open('pages');
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const res = await cache.match(request, { ignoreVary: true });
    if (res) pages.push(savedPageOf(request.url, await res.text()));
  }
  return pages;
}

/**
 * A page's code could not be loaded and the device is offline (issue 38, item 3): the offline page's
 * words inside the app, with the pages that can be read, instead of a reload that would end on the
 * browser's error page. Retry loads the page again (the service worker answers with the offline page
 * while the connection is still gone).
 */
export function OfflineFallback() {
  const lang = langOfPath(window.location.pathname);
  const t = OFFLINE_TEXTS[lang];
  const [saved, setSaved] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    readSaved().then(setSaved, () => setSaved([]));
  }, []);
  return (
    <main className="shell-fallback shell-offline-page" data-testid="offline-page" lang={lang}>
      <h1>{t.title}</h1>
      <p>{t.lead}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t.retry}
      </button>
      {saved && (
        <section aria-labelledby="offline-saved">
          <h2 id="offline-saved">{t.saved}</h2>
          {saved.length ? (
            <ul>
              {orderSaved(saved, lang).map((p) => (
                <li key={p.path}>
                  {/* a full load: the service worker answers it from its copy */}
                  <a href={p.path} lang={p.lang === 'ne' ? 'ne' : undefined}>
                    {p.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t.none}</p>
          )}
        </section>
      )}
    </main>
  );
}
