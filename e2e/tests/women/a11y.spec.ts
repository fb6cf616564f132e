import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SCHOOL_URL, WOMEN_URL } from '../../support/env';
import { noModal } from './support';

const ROUTES = ['/', '/about', '/clinic', '/gallery', '/contact', '/no-such-page', '/admin/login'];

test.describe("women's-centre public pages pass axe (issue 7: accessibility 100)", () => {
  test.use({ baseURL: WOMEN_URL });

  for (const width of [1280, 390]) {
    test(`every public route at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await noModal(page);
      const album = await page.request.get(`${SCHOOL_URL}/api/gallery`).then((r) => r.json() as Promise<{ _id: string }[]>);
      for (const path of [...ROUTES, `/gallery/${album[0]._id}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // Bring the lazy parts (calendar, sliders, brochures) in before checking.
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(800);
        await page.waitForLoadState('networkidle');
        // Google's map frame is outside our control and does not load offline here.
        const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
        const found = result.violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
        expect(found, found.join('\n')).toEqual([]);
      }
    });
  }
});
