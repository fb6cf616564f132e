import { expect, type Page, SCHOOL_URL, signIn, test, WOMEN_URL } from '../support';

/** Every JS file the page downloads, as a list of URLs. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' || req.url().endsWith('.js')) urls.push(req.url());
  });
  return urls;
}

test.describe('platform', () => {
  test('(a) the public home and /news render the seeded news', async ({ page, request }) => {
    const news = (await (await request.get(`${SCHOOL_URL}/api/news`)).json()) as { title: string }[];
    expect(news.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await expect(page.getByText(news[0].title).first()).toBeVisible();
    await page.goto('/news');
    await expect(page.getByText(news[0].title).first()).toBeVisible();
  });

  test("(b) women.localhost mounts the women's-centre remote", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(WOMEN_URL);
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_women');
    await expect(page.getByTestId('women-home')).toBeVisible();
    expect(scripts.some((u) => u.includes('/remotes/mf-public-women/'))).toBe(true);
    expect(scripts.some((u) => u.includes('/remotes/mf-public-school/'))).toBe(false);
  });

  test('(d) a public visit downloads no file of either admin remote, and an admin visit none of the public one', async ({ page }) => {
    const scripts = recordScripts(page);
    for (const path of ['/', '/news', '/admin/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
    await page.goto(WOMEN_URL);
    await expect(page.getByTestId('women-home')).toBeVisible();
    expect(scripts.filter((u) => u.includes('/remotes/mf-admin-'))).toEqual([]);
    expect(scripts.some((u) => u.includes('/remotes/mf-public-school/'))).toBe(true);

    await signIn(page);
    const adminScripts = recordScripts(page);
    await page.reload();
    await expect(page.getByTestId('admin-user')).toBeVisible();
    expect(adminScripts.some((u) => u.includes('/remotes/mf-admin-school/'))).toBe(true);
    expect(adminScripts.filter((u) => u.includes('/remotes/mf-public-'))).toEqual([]);
  });

  test("(g) a visitor's pages download neither the API client nor the staff's button until they are needed", async ({ page }) => {
    // issue 36: the pages come with their data, so nothing is called until the visitor acts, and the API
    // client (ky) is loaded with the first call; the way back to the console is loaded for staff only (login.spec)
    const scripts = recordScripts(page);
    for (const url of ['/', '/news', '/ne', WOMEN_URL]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.some((u) => u.includes('/remotes/mf-public-school/'))).toBe(true);
    expect(scripts.filter((u) => /\/(back-to-console|ky)\.[0-9a-f]{8}\.js$/.test(new URL(u).pathname))).toEqual([]);
    // the client does come with the first call: the news search asks the API
    const client = page.waitForRequest((r) => /\/ky\.[0-9a-f]{8}\.js$/.test(new URL(r.url()).pathname));
    await page.goto('/news');
    await page.getByRole('searchbox').fill('exam');
    await client;
  });

  test('(e) with one remote unreachable the shell shows its fallback, and the other remote still works', async ({ page, context }) => {
    let blocked = true;
    await context.route('**/remotes/mf-public-school/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading')).toHaveText('This part of the site is not available right now');

    const women = await context.newPage();
    await women.goto(WOMEN_URL);
    await expect(women.getByTestId('women-home')).toBeVisible();

    // Once the remote is back, Retry mounts it without a page reload.
    blocked = false;
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await expect(fallback).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });

  test('(f) the shell and the mounted remote share one session store', async ({ page }) => {
    await signIn(page);
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_admin_school');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));

    // The console flips adminMode in the store; the shell, subscribed to the same store, swaps remotes at once.
    await page.getByRole('button', { name: 'View site' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await expect(page).toHaveURL(`${SCHOOL_URL}/`);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);

    // Module Federation's share scope loaded the session entry exactly once, at one version.
    const loaded = await page.evaluate(() => {
      type Shared = { loaded?: boolean; loading?: unknown; useIn?: string[]; from?: string };
      const fed = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
      const found: { instance: string; version: string; from?: string; loaded: boolean }[] = [];
      for (const [instance, scopes] of Object.entries(fed.__SHARE__)) {
        for (const scope of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(scope['@school/shared/session'] ?? {})) {
            found.push({ instance, version, from: entry.from, loaded: !!entry.loaded || !!entry.loading });
          }
        }
      }
      return found;
    });
    const loadedVersions = new Set(loaded.filter((l) => l.loaded).map((l) => `${l.from}@${l.version}`));
    expect(loadedVersions.size).toBe(1);

    // And the public remote, now mounted, reads the same signed-in user from that store.
    await expect(page.getByRole('button', { name: /console/i })).toBeVisible();
  });
});
