// The offline page (issue 38, item 3): what a visitor sees when a page cannot be opened because the
// connection is gone and this device has no copy of it. The service worker answers such a navigation
// with `offlinePageHtml` (sw.ts); inside the app, a page whose code fails to load offline shows the
// same words (remote-boundary.tsx). Both list the pages this device can open offline and offer a retry.
// Plain text and markup only: the worker imports it, so no React and nothing of the remotes.
// Who the site is (its name, phone numbers and colour) is not written here: it is the site's settings
// (issue 31), read from the server's state inside a page this device has saved (`offlineSiteOf`).

export type OfflineLang = 'en' | 'ne';

export const OFFLINE_TEXTS = {
  en: {
    title: 'You are offline',
    lead: 'This page has not been saved on this device, and opening it needs a connection.',
    saved: 'Pages you can read offline',
    none: 'No pages are saved on this device yet.',
    retry: 'Try again',
    call: 'To reach us, call',
  },
  ne: {
    title: 'तपाईं अफलाइन हुनुहुन्छ',
    lead: 'यो पृष्ठ यो उपकरणमा सुरक्षित छैन, यसलाई खोल्न इन्टरनेट जडान चाहिन्छ।',
    saved: 'अफलाइन पढ्न सकिने पृष्ठहरू',
    none: 'यो उपकरणमा अहिलेसम्म कुनै पृष्ठ सुरक्षित छैन।',
    retry: 'फेरि प्रयास गर्नुहोस्',
    call: 'सम्पर्कका लागि फोन गर्नुहोस्',
  },
} as const satisfies Record<OfflineLang, Record<string, string>>;

/** The public sites' Nepali pages live under /ne (issue 13). */
export const langOfPath = (path: string): OfflineLang => (/^\/ne(\/|$)/.test(path) ? 'ne' : 'en');

export interface SavedPage {
  path: string;
  title: string;
  lang: OfflineLang;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '');

/** A saved page as the list shows it: its path and the `<title>` its HTML carries. */
export function savedPageOf(url: string, html: string): SavedPage {
  const { pathname, search } = new URL(url);
  const title = decode(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '') || pathname;
  return { path: pathname + search, title, lang: langOfPath(pathname) };
}

/** The visitor's language's pages first, then the rest; each group by title. */
export function orderSaved(pages: SavedPage[], lang: OfflineLang): SavedPage[] {
  return [...pages].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang) || a.title.localeCompare(b.title));
}

/** The site's settings as the offline page shows them (`GET /api/settings?site=`'s fields it reads). */
export interface OfflineSite {
  name: string;
  phones: string[];
  colors?: { primary?: string };
  ne?: { name?: string };
}

const isSite = (data: unknown): data is OfflineSite =>
  typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string' && 'phones' in data && Array.isArray(data.phones);

/**
 * The site's settings inside a saved page: a server-rendered page carries the queries it was rendered
 * from (`<script id="ssr-state">`, issue 12), its own site's settings among them. The page's remote
 * (`data-remote`) tells which site it is; null when the page holds none.
 */
export function offlineSiteOf(html: string): OfflineSite | null {
  const match = /<script type="application\/json" id="ssr-state"(?: data-remote="([^"]*)")?>([\s\S]*?)<\/script>/.exec(html);
  if (!match) return null;
  const own = /women/.test(match[1] ?? '') ? 'women' : 'school';
  try {
    const state: { queries?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] } } = JSON.parse(match[2]);
    const settings = (state.queries?.queries ?? []).filter((q) => q.queryKey[0] === 'site-settings' && isSite(q.state.data));
    const data = (settings.find((q) => q.queryKey[1] === own) ?? settings[0])?.state.data;
    return isSite(data) ? data : null;
  } catch {
    return null;
  }
}

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OfflinePageInput {
  /** the page asked for, path and query */
  url: string;
  saved: SavedPage[];
  /** the site's colour (its pages' theme-color) */
  color: string;
  /** the site's self-hosted Devanagari font file, when this device has it */
  fontUrl?: string;
  /** the site's settings, when a saved page holds them: its name heads the page, its phones close it */
  site?: OfflineSite | null;
}

/**
 * The whole offline page. Its one action is a retry: a form that asks for the same page again (a form,
 * not a script, so no Content-Security-Policy question arises for a page the worker makes up).
 */
export function offlinePageHtml({ url, saved, color: themeColor, fontUrl, site }: OfflinePageInput): string {
  const { pathname, searchParams } = new URL(url);
  const lang = langOfPath(pathname);
  const t = OFFLINE_TEXTS[lang];
  const color = site?.colors?.primary && /^#[0-9a-fA-F]{6}$/.test(site.colors.primary) ? site.colors.primary : themeColor;
  const name = (lang === 'ne' && site?.ne?.name?.trim()) || site?.name || '';
  const phones = (site?.phones ?? []).filter((p) => p.trim());
  const call = phones.length ? `<p>${t.call}: ${phones.map((p) => `<a href="${escape(telHref(p))}">${escape(p)}</a>`).join(', ')}</p>` : '';
  const font = fontUrl
    ? `@font-face{font-family:'Noto Sans Devanagari';font-weight:400 700;font-display:swap;src:url(${JSON.stringify(fontUrl)}) format('woff2');unicode-range:U+0900-097F,U+200C-200D}`
    : '';
  const hidden = [...searchParams].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`).join('');
  const list = saved.length
    ? `<ul>${orderSaved(saved, lang)
        .map((p) => `<li><a href="${escape(p.path)}"${p.lang === 'ne' ? ' lang="ne"' : ''}>${escape(p.title)}</a></li>`)
        .join('')}</ul>`
    : `<p>${t.none}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${escape(color)}">
<title>${t.title}</title>
<style>
${font}
body{margin:0;font:16px/1.6 'Noto Sans Devanagari',system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1f2933;background:#f5f7fa}
.band{background:${escape(color)};min-height:8px;color:#fff}
.band p{max-width:40rem;margin:0 auto;padding:12px 20px;font-weight:700;font-size:1.1rem}
main{max-width:40rem;margin:0 auto;padding:28px 20px}
h1{margin:0 0 8px;font-size:1.6rem;color:${escape(color)}}
h2{font-size:1.1rem;margin:28px 0 8px}
button{font:inherit;font-weight:600;padding:10px 22px;border:0;border-radius:6px;background:${escape(color)};color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #ffb000;outline-offset:2px}
ul{padding-left:1.2rem}li{margin:6px 0}a{color:${escape(color)}}
</style>
</head>
<body>
<div class="band">${name ? `<p>${escape(name)}</p>` : ''}</div>
<main data-testid="offline-page">
<h1>${t.title}</h1>
<p>${t.lead}</p>
<form method="get" action="${escape(pathname)}">${hidden}<button type="submit">${t.retry}</button></form>
<h2>${t.saved}</h2>
${list}
${call}
</main>
</body>
</html>`;
}
