// Issue 36, item 5: the bytes a first visit costs a phone, normally and with `Save-Data: on`.
// Each page in a fresh Chromium context (empty cache) at 360 × 740, DPR 2; every finished response is
// counted as Chromium transferred it (encoded body + headers), by kind. The visit waits for the network
// to be idle, then SETTLE_MS more, so what a page fetches after load (the other slides' pictures, the
// pop-up, prefetches) is counted too.
import { visit } from './browser.mjs';

export const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true };
export const BUDGET_KB = { normal: 400, saveData: 150 };
/** The welcome pop-up opens 2 s after load and idle: the visit lasts past it. */
const SETTLE_MS = 5_000;

/** A browser with Data Saver on sends the header and answers navigator.connection.saveData = true. */
const SAVE_DATA = {
  headers: { 'Save-Data': 'on' },
  initScript: {
    fn: () => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g', downlink: 10, rtt: 50 });
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
    },
  },
};

function kindOf(r) {
  const path = new URL(r.url).pathname;
  if (r.isScript) return 'scripts';
  if (r.type === 'stylesheet' || /text\/css/.test(r.contentType)) return 'styles';
  if (r.type === 'font' || /font\//.test(r.contentType) || /\.(woff2?|ttf|otf)$/.test(path)) return 'fonts';
  if (r.type === 'image' || /^image\//.test(r.contentType)) return 'images';
  if (r.type === 'document') return 'document';
  return 'data';
}

/** The pages: both homes, the Nepali home, `/news` and the staff's album (or the newest one). */
export async function dataCostPages(base, womenBase, albumId) {
  let album = albumId;
  if (!album) {
    try {
      const list = await (await fetch(`${base}/api/gallery/albums?page=1&limit=1`)).json();
      album = (Array.isArray(list) ? list[0] : list?.items?.[0])?._id ?? null;
    } catch {
      album = null;
    }
  }
  return [
    { key: 'school /', url: `${base}/` },
    { key: 'school /ne', url: `${base}/ne` },
    { key: 'women /', url: `${womenBase}/` },
    { key: 'school /news', url: `${base}/news` },
    ...(album ? [{ key: 'school an album', url: `${base}/gallery/albums/${album}` }] : []),
  ];
}

async function one(browser, url, extra) {
  const v = await visit(browser, url, { ...PHONE, ...extra, bodies: false, settleMs: SETTLE_MS });
  const byKind = { document: 0, scripts: 0, styles: 0, fonts: 0, images: 0, data: 0 };
  const largest = [];
  for (const r of v.requests) {
    const bytes = r.transferred ?? 0;
    byKind[kindOf(r)] += bytes;
    largest.push({ path: new URL(r.url).pathname, kind: kindOf(r), bytes });
  }
  largest.sort((a, b) => b.bytes - a.bytes);
  const total = Object.values(byKind).reduce((a, b) => a + b, 0);
  return { status: v.status, total, byKind, requests: v.requests.length, largest: largest.slice(0, 6), rendered: v.snapshot };
}

export async function measureDataCost(browser, pages, log = console.log) {
  const out = { phone: PHONE, settleMs: SETTLE_MS, pages: {} };
  for (const p of pages) {
    const row = { url: p.url };
    try {
      row.normal = await one(browser, p.url, {});
      row.saveData = await one(browser, p.url, SAVE_DATA);
      const k = (n) => `${(n / 1024).toFixed(0)} KB`;
      log(`  ${p.key}: ${k(row.normal.total)} (${row.normal.requests} requests), with Save-Data ${k(row.saveData.total)} (${row.saveData.requests})`);
      for (const [name, v] of [['normal', row.normal], ['Save-Data', row.saveData]]) {
        log(`    ${name}: ${Object.entries(v.byKind).map(([kind, n]) => `${kind} ${k(n)}`).join(' · ')}; largest ${v.largest.slice(0, 3).map((f) => `${f.path} ${k(f.bytes)}`).join(', ')}`);
      }
    } catch (e) {
      row.error = e.message;
      log(`  ${p.key}: n/a (${e.message})`);
    }
    out.pages[p.key] = row;
  }
  return out;
}
