// Issue 13: what a repeat visit costs once the service worker has the site. /news is visited first (it
// installs the worker), then /notice; then both again online (pages and API network first, hashed chunks
// and pictures from the worker's cache) and offline (all of it from the worker's cache). Network bytes
// are as sent (compressed); the worker's are the decoded bodies it hands the page.
import { sleep } from '../harness/processes.mjs';

const PAGES = ['/news', '/notice'];

/**
 * Loads `url` (or reloads) and sums three things: bytes over the network (the page's own requests that
 * the worker did not answer, and the worker's own fetches, compressed as sent), and bytes the worker
 * handed the page (decoded, from its cache or from its fetch).
 */
async function load(context, page, url, { reload = false } = {}) {
  const pageResponses = [];
  const workerRequests = [];
  const onResponse = (r) => pageResponses.push(r);
  const onRequest = (req) => {
    if (req.serviceWorker()) workerRequests.push(req);
  };
  page.on('response', onResponse);
  context.on('requestfinished', onRequest);
  try {
    if (reload) await page.reload({ waitUntil: 'load' });
    else await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await sleep(500);
  } finally {
    page.off('response', onResponse);
    context.off('requestfinished', onRequest);
  }
  const wire = async (req) => {
    const sizes = await req.sizes().catch(() => null);
    return sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
  };
  let network = 0;
  let worker = 0;
  for (const r of pageResponses) {
    if (r.fromServiceWorker()) {
      const body = await r.body().catch(() => null);
      worker += body ? body.length : 0;
    } else network += await wire(r.request());
  }
  for (const req of workerRequests) network += await wire(req);
  return { network, worker, requests: pageResponses.length, workerFetches: workerRequests.length };
}

export async function measureOfflineBytes(browser, base, log = console.log) {
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true });
  const out = {};
  try {
    const page = await context.newPage();
    for (const path of PAGES) out[path] = { first: await load(context, page, `${base}${path}`) };
    // the first visit installed the worker; it controls the page from the next load
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !(await page.evaluate(() => !!navigator.serviceWorker?.controller))) await sleep(250);
    for (const path of PAGES) out[path].online = await load(context, page, `${base}${path}`);
    await context.setOffline(true);
    for (const path of PAGES) {
      await page.goto(`${base}${path}`).catch(() => undefined);
      out[path].offline = await load(context, page, `${base}${path}`, { reload: true });
      out[path].offline.notice = await page.getByText(/^You are offline: showing the copy from/).count() > 0;
    }
    await context.setOffline(false);
    for (const path of PAGES) {
      const v = out[path];
      const k = (n) => `${(n / 1024).toFixed(1)} KB`;
      log(`  ${path}: visit ${k(v.first.network)} over the network · online repeat ${k(v.online.network)} over the network (${v.online.workerFetches} worker fetches), ${k(v.online.worker)} handed over by the worker · offline repeat ${k(v.offline.network)} over the network, ${k(v.offline.worker)} from the worker's cache (notice shown: ${v.offline.notice})`);
    }
  } finally {
    await context.close();
  }
  return out;
}
