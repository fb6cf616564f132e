// Row: 20 server renders at once (issue 35). Twenty different pages that are not in the page cache
// (news articles, Nepali articles, later list pages), all asked for at the same moment, as a burst of
// first visits after a write would; the time until the last page has arrived, and renders per second.
// Three rounds, each on pages no earlier round asked for, and the median round is kept. The server's CPU
// time over the round is read too, so the figure says whether the renders used both cores.
import { median } from '../harness/figures.mjs';
import { BROWSER_ENCODING, cpuMs } from './throughput.mjs';

export const MISS_PAGES = 20;
const ROUNDS = 3;

/** The pages of one round: 12 articles, 4 Nepali articles and 4 list pages, none asked for before. */
function pagesOf(round, ids) {
  const at = (i) => ids[(round * 16 + i) % ids.length];
  return [
    ...Array.from({ length: 12 }, (_, i) => `/news/${at(i)}`),
    ...Array.from({ length: 4 }, (_, i) => `/ne/news/${at(12 + i)}`),
    `/news?page=${2 + round * 2}`,
    `/news?page=${3 + round * 2}`,
    `/ne/news?page=${2 + round * 2}`,
    `/gallery/albums?page=${2 + round}`,
  ];
}

async function newsIds(apiBase, count) {
  const res = await fetch(`${apiBase}/api/news?page=1&limit=${count}`);
  if (!res.ok) throw new Error(`GET /api/news → ${res.status}`);
  const body = await res.json();
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const ids = items.map((n) => n._id ?? n.id).filter(Boolean);
  if (ids.length < 16 * ROUNDS) throw new Error(`only ${ids.length} news items (the data set makes 1,000)`);
  return ids;
}

export async function measureSsrMisses(base, { serverPid, log = console.log } = {}) {
  const apiBase = base.replace('localhost', '127.0.0.1');
  const headers = { 'accept-encoding': BROWSER_ENCODING, accept: 'text/html' };
  const ids = await newsIds(apiBase, 16 * ROUNDS);
  // the bundles loaded and the render path compiled, on pages no round asks for
  for (const path of ['/about', '/ne/about', '/news', '/ne/news']) {
    const r = await fetch(apiBase + path, { headers });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`GET ${path} → ${r.status}`);
  }
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pages = pagesOf(round, ids);
    const cpu0 = serverPid ? cpuMs(serverPid) : null;
    const t0 = performance.now();
    const answers = await Promise.all(
      pages.map(async (path) => {
        const r = await fetch(apiBase + path, { headers });
        await r.arrayBuffer();
        return { path, status: r.status, cache: r.headers.get('x-ssr'), ms: performance.now() - t0 };
      }),
    );
    const lastMs = performance.now() - t0;
    const cpu1 = serverPid ? cpuMs(serverPid) : null;
    const wrong = answers.filter((a) => a.status !== 200 || a.cache !== 'MISS');
    if (wrong.length) throw new Error(`not a fresh render: ${wrong.map((a) => `${a.path} → ${a.status} ${a.cache ?? 'no x-ssr'}`).join(', ')}`);
    const firstMs = Math.min(...answers.map((a) => a.ms));
    const cpuCores = cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / lastMs : null;
    rounds.push({ lastMs, firstMs, rendersPerS: (pages.length * 1000) / lastMs, cpuCores });
    log(`  round ${round + 1}: ${pages.length} misses, first page ${firstMs.toFixed(0)} ms, last ${lastMs.toFixed(0)} ms → ${((pages.length * 1000) / lastMs).toFixed(1)} renders/s` + (cpuCores !== null ? `, server CPU ${cpuCores.toFixed(2)} cores` : ''));
  }
  const lastMs = median(rounds.map((r) => r.lastMs));
  return { pages: MISS_PAGES, rounds, lastMs, firstMs: median(rounds.map((r) => r.firstMs)), rendersPerS: (MISS_PAGES * 1000) / lastMs };
}
