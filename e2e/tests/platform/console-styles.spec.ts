import { expect, openConsole, type Page, SCHOOL_URL, storeLogin, test, WOMEN_URL } from '../../support';

const DESKTOP = { width: 1366, height: 800 };

const css = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const width = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!.width;

/**
 * The console's shared stylesheet (mf-shared/src/admin/admin.css) in the production build: it was
 * imported only by a barrel that webpack drops, so grids fell back to one card per row and
 * thumbnails stretched to the full width.
 */
test.describe('console screens carry their shared styles (production build)', () => {
  test.use({ viewport: DESKTOP });

  for (const [site, origin] of [['school', SCHOOL_URL], ['women', WOMEN_URL]] as const) {
    test(`${site}: album cards sit in a grid with card-sized images`, async ({ page }) => {
      await openConsole(page, `${origin}/admin/albums/all`);
      await expect(page.locator('.admin-grid .admin-card-img').first()).toBeVisible();
      expect(await css(page, '.admin-grid', 'display')).toBe('grid');
      // Several cards share a row, so a card image is far narrower than the content column.
      expect(await width(page, '.admin-card-img')).toBeLessThan(500);
      expect(await css(page, '.admin-heading-1', 'font-size')).toBe('26px');
      // the card's Delete stays inside it (issue 38: it stuck out 17 px)
      const card = (await page.getByTestId('admin-card').first().boundingBox())!;
      const del = (await page.getByTestId('admin-card').first().getByRole('button', { name: 'Delete' }).boundingBox())!;
      expect(del.x + del.width).toBeLessThanOrEqual(card.x + card.width);
    });

    test(`${site}: testimonial photos are 96 px portraits inside their cards`, async ({ page }) => {
      await openConsole(page, `${origin}/admin/testimonials`);
      const photo = page.locator('.admin-person-img').first();
      await expect(photo).toBeVisible();
      const box = (await photo.boundingBox())!;
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([96, 96]);
      const card = (await page.locator('.admin-person').first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      expect(await css(page, '.admin-section-head h2', 'font-size')).toBe('20px');
    });
  }

  test('school: staff cards sit in a grid', async ({ page }) => {
    await openConsole(page, `${SCHOOL_URL}/admin/staffs`);
    await expect(page.locator('.admin-grid .admin-card-img').first()).toBeVisible();
    expect(await css(page, '.admin-grid', 'display')).toBe('grid');
    expect(await width(page, '.admin-card-img')).toBeLessThan(500);
    // More than one card on the first row.
    const tops = await page.locator('.admin-grid > *').evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(1);
    expect(tops[1]).toBe(tops[0]);
  });

  test('school: the Users table takes the width beside its form (issue 38: squeezed to 248 px)', async ({ page }) => {
    await openConsole(page, `${SCHOOL_URL}/admin/users`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    expect(await width(page, '.users-layout .ant-table-wrapper')).toBeGreaterThan(600);
  });

  test("school: 'Publish at' in BS keeps a readable day beside the time (issue 38: 24 px)", async ({ page }) => {
    await openConsole(page, `${SCHOOL_URL}/admin/events`);
    const form = page.getByRole('form', { name: 'Add Upcoming Event' });
    await form.getByRole('checkbox', { name: /Schedule/ }).check();
    await form.getByTestId('calendar-publishAt').getByText('BS', { exact: true }).click();
    const day = form.getByPlaceholder('YYYY-MM-DD (BS)').last();
    await expect(day).toBeVisible();
    // polled: the BS input is drawn, then laid out beside the time once the switch's row settles
    await expect.poll(async () => (await day.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(120);
    expect((await form.getByLabel('Time', { exact: true }).boundingBox())!.width).toBeLessThan(200);
  });

  test('school: news thumbnails are 160 px wide', async ({ page }) => {
    await openConsole(page, `${SCHOOL_URL}/admin/news/all`);
    await expect(page.locator('.admin-item-thumb').first()).toBeVisible();
    expect(Math.round(await width(page, '.admin-item-thumb'))).toBe(160);
    expect(await css(page, '.admin-item-body', 'display')).toBe('flex');
  });
});

test.describe('console top bar', () => {
  test.use({ viewport: DESKTOP });

  test('every top-bar icon names itself in a tooltip on hover', async ({ page }) => {
    const user = await openConsole(page, `${SCHOOL_URL}/admin/home`);
    await expect(page.getByTestId('admin-user')).toHaveText(user.name);
    const tooltip = (text: string) => page.getByRole('tooltip').filter({ hasText: text });
    for (const name of ['Collapse sidebar', 'View site', 'Settings', 'Change password', 'Logout']) {
      await page.getByRole('button', { name }).hover();
      await expect(tooltip(name)).toBeVisible();
      await page.mouse.move(700, 500);
      await expect(tooltip(name)).toBeHidden();
    }
    await page.getByTestId('admin-user').hover();
    await expect(tooltip(`Signed in as ${user.name}`)).toBeVisible();
  });

  test('a collapsed sidebar shows each link name on hover', async ({ page }) => {
    await storeLogin(page, { extra: { sidebarToggle: false } });
    await openConsole(page, `${WOMEN_URL}/admin/carousel`);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
    for (const name of ['Events', 'Albums', 'Testimonials']) {
      await sidebar.getByRole('menuitem').filter({ has: page.getByRole('link', { name, exact: true }) }).hover();
      await expect(page.getByRole('tooltip').filter({ hasText: name })).toBeVisible();
    }
  });
});

test.describe('favicon', () => {
  for (const [site, origin] of [['school', SCHOOL_URL], ['women', WOMEN_URL]] as const) {
    test(`${site}: the page links a real icon, served as an image`, async ({ page }) => {
      await page.goto(`${origin}/`);
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href).toBeTruthy();
      expect(href).not.toMatch(/^data:/);
      // Fetched by the page itself: only the browser resolves women.localhost.
      const res = await page.evaluate(async (url) => {
        const r = await fetch(url);
        return { status: r.status, type: r.headers.get('content-type') ?? '', size: (await r.arrayBuffer()).byteLength };
      }, href!);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^image\/(svg\+xml|png|x-icon|vnd\.microsoft\.icon)/);
      expect(res.size).toBeGreaterThan(100);
    });
  }
});
