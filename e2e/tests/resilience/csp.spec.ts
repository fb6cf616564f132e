import { expect, test, type Page } from '@playwright/test';
import { ADMIN, imagesSettled, SCHOOL_URL, storeLogin, WOMEN_URL } from '../../support';

const SCHOOL_PUBLIC = [
  '/', '/school', '/college', '/women-centre', '/about', '/hafamily/bod', '/hafamily/honorary', '/hafamily/staffs',
  '/scholarship', '/alumni', '/gallery/albums', '/gallery/videos', '/contact', '/careers', '/registration', '/news',
  '/events', '/notice', '/downloads', '/admin/login', '/no-such-page',
];
const WOMEN_PUBLIC = ['/', '/about', '/clinic', '/gallery', '/contact', '/admin/login', '/no-such-page'];
const SCHOOL_ADMIN = [
  '/admin/home', '/admin/modal', '/admin/carousel', '/admin/news', '/admin/news/all', '/admin/events', '/admin/events/all',
  '/admin/albums', '/admin/albums/all', '/admin/videos', '/admin/testimonials', '/admin/staffs', '/admin/notices',
  '/admin/notices/all', '/admin/downloads', '/admin/downloads/all', '/admin/careers', '/admin/careers/add/new', '/admin/inbox',
];

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
 * Opens one route and reads the violations once it is ready: the remote is mounted, its
 * heading shows and nothing is still loading. (Not 'networkidle': a page with third-party
 * frames or polling may never reach it.)
 */
async function visit(page: Page, origin: string, path: string) {
  const read = await watchCsp(page);
  await page.goto(`${origin}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-remote', /mf_/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
  await imagesSettled(page);
  expect(await read(), `CSP violations on ${origin}${path}`).toEqual([]);
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

  // One test per route, so a slow machine costs one page's budget.
  for (const path of SCHOOL_PUBLIC) test(`no violation on the school's ${path}`, ({ page }) => visit(page, SCHOOL_URL, path));
  for (const path of WOMEN_PUBLIC) test(`no violation on the women's-centre ${path}`, ({ page }) => visit(page, WOMEN_URL, path));
  for (const path of SCHOOL_ADMIN) {
    test(`no violation on the console's ${path}`, async ({ page }) => {
      await storeLogin(page);
      await visit(page, SCHOOL_URL, path);
      await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
    });
  }
});
