import { expect, test } from '@playwright/test';
import { closeWelcome, expectAccessible, publicList } from './support';

const STATIC_ROUTES = [
  '/school', '/college', '/women-centre', '/about', '/hafamily/bod', '/hafamily/honorary', '/hafamily/staffs',
  '/scholarship', '/alumni', '/gallery/albums', '/gallery/videos', '/contact', '/careers', '/registration',
  '/news', '/events', '/notice', '/downloads', '/admin/login', '/no/such/page',
];

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  test.beforeEach(async ({ page }) => {
    // outside services are not part of this site's markup
    await page.route(/youtube|google\.com\/maps/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>embed</title></html>' }));
  });

  test('home, with the welcome modal open and then closed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Welcome to Hope Academy' })).toBeVisible();
    await expectAccessible(page, '/ (modal)');
    await closeWelcome(page);
    await expect(page.getByTestId('home-news')).toBeVisible();
    await expectAccessible(page, '/');
  });

  for (const path of STATIC_ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('loading')).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }

  test('detail pages: news, album and career', async ({ page, request }) => {
    const [news, albums, careers] = await Promise.all([
      publicList<{ _id: string }>(request, '/api/news/latest'),
      publicList<{ _id: string }>(request, '/api/gallery/albums'),
      publicList<{ _id: string }>(request, '/api/careers'),
    ]);
    for (const path of [`/news/${news[0]._id}`, `/gallery/albums/${albums[0]._id}`, `/careers/${careers[0]._id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path);
    }
  });

  test('open drawers and the mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/notice');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'About' }).click();
    await expectAccessible(page, 'mobile menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notices' }).click();
    await expect(page.getByRole('dialog', { name: 'Latest Notices' }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'notices drawer');
  });
});
