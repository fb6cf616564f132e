// Row 'firstvisit': a first visit to the school home page (empty cache, fresh context):
// the time until the first news card shows, and when the home data request starts
// compared with the home page's code (issue 19: the route's prefetch must keep fetching
// both at once). Several runs; the median is reported.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { median } from '../harness/figures.mjs';

/** The built home page chunk: the one holding the home news list (its name is a bare id in older builds). */
function homeChunkName() {
  const dist = join(ROOT, 'mf-public-school', 'dist');
  try {
    return readdirSync(dist).find((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('"home-news"')) ?? null;
  } catch {
    return null;
  }
}

/** Watches the DOM from the first byte and notes when the first home news card appears. */
function watchFirstNewsCard() {
  const check = () => {
    if (!window.__firstNewsCard && document.querySelector('[data-testid="home-news"] article')) window.__firstNewsCard = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

export async function measureFirstVisit(browser, base, { runs = 5, log = console.log } = {}) {
  const out = [];
  const chunkName = homeChunkName();
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    try {
      await context.addInitScript(watchFirstNewsCard);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.waitForFunction(() => window.__firstNewsCard, null, { timeout: 60_000 });
      const r = await page.evaluate((chunkName) => {
        const entries = performance.getEntriesByType('resource');
        const api = entries.find((e) => /\/api\/news\/latest/.test(e.name));
        const chunk = chunkName ? entries.find((e) => e.name.endsWith(`/${chunkName}`)) : undefined;
        return {
          newsCardMs: window.__firstNewsCard,
          newsApiStartMs: api?.startTime ?? null,
          homeChunkStartMs: chunk?.startTime ?? null,
          homeChunkEndMs: chunk?.responseEnd ?? null,
        };
      }, chunkName);
      out.push(r);
    } finally {
      await context.close();
    }
  }
  const result = {
    runs: out,
    newsCardMs: median(out.map((r) => r.newsCardMs)),
    newsApiStartMs: median(out.map((r) => r.newsApiStartMs)),
    homeChunkStartMs: median(out.map((r) => r.homeChunkStartMs)),
    homeChunkEndMs: median(out.map((r) => r.homeChunkEndMs)),
  };
  const f = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  log(
    `  first news card ${f(result.newsCardMs)} (median of ${runs}; runs ${out.map((r) => Math.round(r.newsCardMs)).join(', ')}); ` +
      `/api/news/latest starts at ${f(result.newsApiStartMs)}, home chunk ${f(result.homeChunkStartMs)}–${f(result.homeChunkEndMs)}`,
  );
  return result;
}
