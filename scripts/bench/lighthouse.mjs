// Row 2: Lighthouse (npm package, programmatic) on Debian's Chromium, default mobile
// emulation and simulated throttling. Runs are repeated; the median run (by performance) is kept.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, disableFeatures } from '../../test-support/chromium.mjs';
import { onCleanup } from '../harness/processes.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function summarise(lhr) {
  const score = (c) => (lhr.categories[c]?.score === null || lhr.categories[c]?.score === undefined ? null : Math.round(lhr.categories[c].score * 100));
  const num = (a) => lhr.audits[a]?.numericValue ?? null;
  const failing = {};
  for (const c of CATEGORIES) {
    failing[c] = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || c !== 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue ?? null }));
  }
  const lcpNode =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node ??
    (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i.type === 'node');
  const lcpElement = lcpNode ? `${lcpNode.snippet ?? ''} ${lcpNode.nodeLabel ? `"${lcpNode.nodeLabel.slice(0, 60)}"` : ''}`.trim() : null;
  const clsElements = (lhr.audits['layout-shifts']?.details?.items ?? [])
    .filter((i) => i.score >= 0.005)
    .slice(0, 3)
    .map((i) => `${i.node?.snippet?.slice(0, 80) ?? '?'} (${i.score.toFixed(3)})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: num('first-contentful-paint'),
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    speedIndexMs: num('speed-index'),
    lcpElement,
    clsElements,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
    failing,
  };
}

/** The first item's `_id` of a public list, or null (its row then reads 'not run'). */
async function firstId(url) {
  try {
    const body = await (await fetch(url)).json();
    const first = Array.isArray(body) ? body[0] : (body?.news?.[0] ?? body?.items?.[0]);
    return first?._id ?? null;
  } catch {
    return null;
  }
}

/**
 * The twelve pages of issue 36 (item 2): the three homes, `/news`, a news article, `/events`, `/notice`,
 * `/registration`, `/contact`, a career, an album and `/ne/news`. The items are the newest, read from the
 * API; the women's home is reached on its own host.
 */
export async function lighthouseTargets(base, womenBase) {
  const [article, career, album] = await Promise.all([
    firstId(`${base}/api/news/latest`),
    firstId(`${base}/api/careers`),
    firstId(`${base}/api/gallery/albums?page=1&limit=1`),
  ]);
  return [
    { key: 'school /', url: `${base}/` },
    { key: 'school /ne/', url: `${base}/ne` },
    { key: 'women /', url: `${womenBase}/` },
    { key: 'school /news', url: `${base}/news` },
    ...(article ? [{ key: 'school news article', url: `${base}/news/${article}` }] : []),
    { key: 'school /events', url: `${base}/events` },
    { key: 'school /notice', url: `${base}/notice` },
    { key: 'school /registration', url: `${base}/registration` },
    { key: 'school /contact', url: `${base}/contact` },
    ...(career ? [{ key: 'school a career', url: `${base}/careers/${career}` }] : []),
    ...(album ? [{ key: 'school an album', url: `${base}/gallery/albums/${album}` }] : []),
    { key: 'school /ne/news', url: `${base}/ne/news` },
  ];
}

/** The row keys, in print order (the table lists each, 'not run' where a page could not be measured). */
export const LIGHTHOUSE_KEYS = [
  'school /',
  'school /ne/',
  'women /',
  'school /news',
  'school news article',
  'school /events',
  'school /notice',
  'school /registration',
  'school /contact',
  'school a career',
  'school an album',
  'school /ne/news',
];

export async function runLighthouse(allTargets, { runs = 3, outDir, log = console.log } = {}) {
  // BENCH_LH_PAGES='school /,school /ne/news' measures only those pages (a quick check while working)
  const only = process.env.BENCH_LH_PAGES?.split(',').map((k) => k.trim()).filter(Boolean);
  const targets = only?.length ? allTargets.filter((t) => only.includes(t.key)) : allTargets;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, disableFeatures(chromeLauncher.Launcher.defaultFlags()), '--headless=new'],
    logLevel: 'silent',
  });
  const off = onCleanup(() => chrome.kill());
  const results = {};
  try {
    for (const t of targets) {
      const all = [];
      const errors = [];
      // A run can fail on a busy machine (e.g. NO_NAVSTART); such runs are retried, twice at most.
      for (let attempt = 1; all.length < runs && attempt <= runs + 2; attempt++) {
        try {
          const r = await lighthouse(t.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
          const s = summarise(r.lhr);
          if (s.runtimeError || s.performance === null) throw new Error(s.runtimeError ?? 'no performance score');
          all.push({ ...s, lhr: r.lhr });
          log(`  ${t.key} run ${all.length}/${runs}: perf ${s.performance}, a11y ${s.accessibility}, bp ${s.bestPractices}, seo ${s.seo}, LCP ${Math.round(s.lcpMs)} ms, CLS ${s.cls?.toFixed(3)}, TBT ${Math.round(s.tbtMs)} ms`);
        } catch (e) {
          errors.push(e.message);
          log(`  ${t.key} attempt ${attempt}: failed (${e.message})`);
        }
      }
      if (!all.length) {
        results[t.key] = { url: t.url, error: `every Lighthouse run failed: ${errors[0]}` };
        continue;
      }
      const sorted = [...all].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (outDir) writeFileSync(join(outDir, `lighthouse-${t.key.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(median.lhr));
      const { lhr, ...kept } = median;
      results[t.key] = {
        url: t.url,
        runs: all.length,
        failedAttempts: errors,
        performanceRange: [sorted[0].performance, sorted[sorted.length - 1].performance],
        ...kept,
      };
    }
  } finally {
    off();
    await chrome.kill();
  }
  return results;
}
