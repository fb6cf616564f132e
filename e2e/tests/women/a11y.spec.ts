import AxeBuilder from '@axe-core/playwright';
import { chunks, expect, firstId, noModal, SCHOOL_URL, scrollThrough, storeLogin, test, walk, WOMEN_URL } from '../../support';
import { ROUTE_TABLES } from '../../support/route-tables';

/** Every page of the route table (an album by the first album's id), a not-found path and the sign-in page. */
const ROUTES = ROUTE_TABLES.women.filter((r) => !r.redirect).map((r) => r.pattern);
/** Issue 13: the Nepali site's pages too (a few, each at both widths). */
const NEPALI = ['/ne', '/ne/clinic', '/ne/contact'];

// A few pages per test (both widths), each a step of one tab's walk (support/walk.ts), so a slow machine
// costs a few pages' budget and the tests spread over the workers; the pages only read.
test.describe.configure({ mode: 'parallel' });

test.describe("women's-centre public pages pass axe (issue 7: accessibility 100)", () => {
  test.use({ baseURL: WOMEN_URL });

  for (const part of chunks([...ROUTES, ...NEPALI], 5)) {
    // One load per page, audited on a desktop and then, resized, on a phone; a few pages per tab.
    test(`${part[0]} … ${part.at(-1)!} at 1280 and 390 px`, async ({ page }) => {
      await noModal(page);
      await walk(part, (route) => route, async (route) => {
        await page.setViewportSize({ width: 1280, height: 900 });
        let path = route;
        if (route === '/gallery/:id') {
          const albums = await page.request.get(`${SCHOOL_URL}/api/gallery`).then((r) => r.json() as Promise<{ _id: string }[]>);
          path = `/gallery/${albums[0]._id}`;
        }
        if (route === '/events/:id') path = `/events/${await firstId(page.request, '/api/events/sub-domain')}`;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        for (const width of [1280, 390]) {
          if (width !== 1280) await page.setViewportSize({ width, height: 900 });
          // Bring the lazy parts (calendar, sliders, brochures) in, and wait until none is still loading.
          await scrollThrough(page);
          await expect(page.getByTestId('loading')).toHaveCount(0);
          await expect(page.locator('[aria-busy="true"], .w-calendar-placeholder')).toHaveCount(0);
          // Third-party frames (the map, once asked for) are not ours to audit.
          const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
          const found = result.violations.map((v) => `${path} at ${width} px: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
          expect(found, found.join('\n')).toEqual([]);
        }
      });
    });
  }
});

// Issue 34: the one console screen both consoles share that has its own content, Account security, on a phone.
test("women's console: Account security passes axe at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await storeLogin(page, { origin: WOMEN_URL });
  await page.goto(`${WOMEN_URL}/admin/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
});
