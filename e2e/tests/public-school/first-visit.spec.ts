import { expect, RENDER_IN_BROWSER, test } from '../../support';

/** The home route's data calls (its route-table prefetch) and its chunk (named in the route table). */
const HOME_API = ['/api/carousel', '/api/modal', '/api/news/latest', '/api/events/upcoming'];
const HOME_CHUNK = /\/home-page\.[0-9a-f]{8}\.js$/;

test.describe('first visit to the home page', () => {
  test('the home data requests start while the home page code is still on its way', async ({ page }) => {
    // A server-rendered home brings its data; the route prefetch serves the page drawn in the browser
    // (a server bundle missing or failing, or a visit that comes through the shell's own navigation).
    await page.setExtraHTTPHeaders(RENDER_IN_BROWSER);
    const started = new Set<string>();
    let allStarted!: () => void;
    const allHomeCalls = new Promise<void>((resolve) => (allStarted = resolve));
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (!HOME_API.includes(path)) return;
      started.add(path);
      if (started.size === HOME_API.length) allStarted();
    });
    // Hold the home chunk until its data requests have started. Without the route prefetch
    // they would only start once this chunk had arrived and rendered, so the hold gives up
    // after a bound (not a sleep: the passing case continues as soon as the calls are seen).
    let startedWhileHeld: string[] | null = null;
    await page.route(HOME_CHUNK, async (route) => {
      await Promise.race([allHomeCalls, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      startedWhileHeld = [...started].sort();
      await route.continue();
    });

    await page.goto('/');
    // longer than the hold's bound, so a missing prefetch fails on the assertion below
    await expect(page.getByTestId('home-news').getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    expect(startedWhileHeld).toEqual([...HOME_API].sort());
  });

  test('a first visit elsewhere does not fetch the home data', async ({ page }) => {
    const homeCalls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/news/latest' || path === '/api/carousel' || HOME_CHUNK.test(path)) homeCalls.push(path);
    });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(homeCalls).toEqual([]);
  });
});
