// Chromium through playwright-core, never a downloaded browser; one fresh context
// (empty cache, empty storage) per visit.
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test-support/chromium.mjs';
import { onCleanup, sleep } from '../harness/processes.mjs';

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS, headless: true });
  const off = onCleanup(() => browser.close());
  return {
    browser,
    async close() {
      off();
      await browser.close();
    },
  };
}

/**
 * Visits `url` in a new context and returns every finished request with its transferred
 * size and (for scripts, when `bodies`) its decoded body.
 * `act(page)` runs after the page has settled (e.g. scroll to the bottom).
 */
export async function visit(browser, url, { initScript, viewport, deviceScaleFactor, isMobile, headers, act, bodies = true, settleMs = 1_500 } = {}) {
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1280, height: 800 },
    deviceScaleFactor: deviceScaleFactor ?? 1,
    isMobile: isMobile ?? false,
    serviceWorkers: 'block',
    ...(headers ? { extraHTTPHeaders: headers } : {}),
  });
  try {
    if (initScript) await context.addInitScript(initScript.fn, initScript.arg);
    const page = await context.newPage();
    const pending = [];
    const failed = [];
    page.on('requestfailed', (req) => failed.push({ url: req.url(), error: req.failure()?.errorText }));
    page.on('requestfinished', (req) => {
      pending.push(
        (async () => {
          const resp = await req.response();
          if (!resp) return null;
          const sizes = await req.sizes().catch(() => null);
          const headers = await resp.allHeaders().catch(() => ({}));
          const type = req.resourceType();
          const ctype = headers['content-type'] ?? '';
          const isScript = type === 'script' || /javascript|ecmascript/.test(ctype) || /\.m?js(\?|$)/.test(new URL(req.url()).pathname);
          let body = null;
          if (bodies && isScript) body = await resp.body().catch(() => null);
          return {
            url: req.url(),
            type,
            status: resp.status(),
            contentType: ctype,
            encoding: headers['content-encoding'] ?? null,
            cacheControl: headers['cache-control'] ?? null,
            transferred: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : null,
            bodyTransferred: sizes ? sizes.responseBodySize : null,
            isScript,
            body,
          };
        })(),
      );
    });
    const t0 = Date.now();
    const resp = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await sleep(settleMs);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    const loadMs = Date.now() - t0;
    if (act) {
      await act(page);
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      await sleep(settleMs);
    }
    const snapshot = await page
      .evaluate(() => ({
        title: document.title,
        h1: document.querySelector('h1')?.textContent?.trim().slice(0, 80) ?? null,
        text: document.body?.innerText?.replace(/\s+/g, ' ').trim().slice(0, 160) ?? '',
        remote: document.documentElement.dataset.remote ?? null,
      }))
      .catch(() => ({}));
    const requests = (await Promise.all(pending)).filter(Boolean);
    return { status: resp?.status() ?? null, loadMs, requests, failed, snapshot };
  } finally {
    await context.close();
  }
}
