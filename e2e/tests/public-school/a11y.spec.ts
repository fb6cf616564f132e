import { chunks, closeWelcome, expect, expectAccessible, offline, type Page, publicList, test, walk } from '../../support';
import { plainPaths } from '../../support/route-tables';

/** Every page that opens without an id, read from the route table, and a not-found path ('/' has its own test below). */
const STATIC_ROUTES = plainPaths('school').filter((path) => path !== '/');

/**
 * Ready to audit: the heading is there and no list is still loading. (Not 'networkidle':
 * a page with third-party frames or polling may never reach it.)
 */
async function pageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// A few pages per test, each a step of one tab's walk (support/walk.ts), so a slow machine costs a few
// pages' budget and the tests spread over the workers; the pages only read.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  // outside services are not part of this site's markup (support/walk.ts: blocked, not routed, so the cache stays on)
  test.beforeEach(({ page }) => offline(page));

  test('home, with the welcome modal open and then closed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Welcome to Hope Academy' })).toBeVisible();
    await expectAccessible(page, '/ (modal)');
    await closeWelcome(page);
    await expect(page.getByTestId('home-news')).toBeVisible();
    await expectAccessible(page, '/');
  });

  for (const part of chunks(STATIC_ROUTES, 6)) {
    test(`${part[0]} … ${part.at(-1)!}`, async ({ page }) => {
      await walk(part, (path) => path, async (path) => {
        await page.goto(path);
        await pageReady(page);
        await expectAccessible(page, path);
      });
    });
  }

  const DETAILS: [string, string][] = [
    ['news', '/api/news/latest'],
    ['album', '/api/gallery/albums'],
    ['career', '/api/careers'],
    ['event', '/api/events/upcoming'],
  ];
  test('the detail pages: a news article, an album, a vacancy, an event', async ({ page, request }) => {
    await walk(DETAILS, ([kind]) => `${kind} detail page`, async ([kind, list]) => {
      const [first] = await publicList<{ _id: string }>(request, list);
      const path = { news: `/news/${first._id}`, album: `/gallery/albums/${first._id}`, career: `/careers/${first._id}`, event: `/events/${first._id}` }[kind]!;
      await page.goto(path);
      await pageReady(page);
      await expectAccessible(page, path);
    });
  });

  // Issue 13: the Nepali site passes too (its own texts, antd's Nepali locale, the language switch).
  test('Nepali home, with the welcome modal open and then closed', async ({ page }) => {
    await page.goto('/ne');
    const welcome = page.getByRole('dialog', { name: 'होप एकेडेमी मा स्वागत छ' });
    await expect(welcome).toBeVisible();
    await expectAccessible(page, '/ne (modal)');
    await welcome.getByRole('button', { name: 'बन्द' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByTestId('home-news')).toBeVisible();
    await expectAccessible(page, '/ne');
  });

  test('Nepali pages: news, notices, contact, registration', async ({ page }) => {
    await walk(['/ne/news', '/ne/notice', '/ne/contact', '/ne/registration'], (path) => path, async (path) => {
      await page.goto(path);
      await pageReady(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('ne');
      await expectAccessible(page, path);
    });
  });

  test('open drawers and the mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/notice');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'About' }).click();
    await expectAccessible(page, 'mobile menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notices', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Latest Notices' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'notices drawer');
  });
});
