import { ADMIN, expect, imagesSettled, type Page, SCHOOL_URL, storeLogin, test } from '../../support';
import { allRoutes, concretePath, routeName, settled, type SiteRoute } from '../platform/routes';

/** Collects CSP violations reported by the page and by the console. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return async () => [...violations, ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])) as string[])];
}

/**
 * Opens one route and reads the violations once it is ready: the remote is mounted, the screen has
 * rendered and nothing is still loading. (Not 'networkidle': a page with third-party frames or polling
 * may never reach it.)
 */
async function visit(page: Page, route: SiteRoute) {
  const read = await watchCsp(page);
  await page.goto(`${route.origin}${await concretePath(page, route)}`);
  await expect(page.locator('html')).toHaveAttribute('data-remote', /mf_/);
  await settled(page, route);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await imagesSettled(page);
  expect(await read(), `CSP violations on ${routeName(route)}`).toEqual([]);
}

// The routes only read: they may run side by side.
test.describe.configure({ mode: 'parallel' });

test.describe('Content Security Policy', () => {
  test('the headers are set', async ({ request }) => {
    const res = await request.get(`${SCHOOL_URL}/`);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(csp).toContain('frame-ancestors');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBeTruthy();
  });

  // One test per route of the route tables (both sites in English and Nepali, both consoles), so a slow
  // machine costs one page's budget and a new screen is covered without a list here.
  for (const route of allRoutes({ nepali: true })) {
    test(`no violation on ${routeName(route)}`, async ({ page }) => {
      const console_ = route.site.endsWith('console');
      if (console_) await storeLogin(page, { origin: route.origin });
      await visit(page, route);
      if (console_) await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
    });
  }
});
