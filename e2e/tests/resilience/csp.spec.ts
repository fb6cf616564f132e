import { expect, test, type Page } from '@playwright/test';
import { SCHOOL_URL, WOMEN_URL, signIn } from '../../support/env';

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

async function visitAll(page: Page, origin: string, paths: string[]) {
  const read = await watchCsp(page);
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-remote', /mf_/);
    await page.waitForLoadState('networkidle');
    expect(await read(), `CSP violations on ${origin}${path}`).toEqual([]);
  }
}

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

  test('no violation on any public school route', async ({ page }) => {
    test.setTimeout(180_000);
    await visitAll(page, SCHOOL_URL, SCHOOL_PUBLIC);
  });

  test("no violation on any women's-centre route", async ({ page }) => {
    test.setTimeout(120_000);
    await visitAll(page, WOMEN_URL, WOMEN_PUBLIC);
  });

  test('no violation on any admin route', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await visitAll(page, SCHOOL_URL, SCHOOL_ADMIN);
  });
});
