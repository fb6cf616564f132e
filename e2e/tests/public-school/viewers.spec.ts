import AxeBuilder from '@axe-core/playwright';
import { adminDelete, adminPost, adminToken, adminUpload, type APIRequestContext, expect, type Page, pdfFile, pngFile, register, signIn, test, unique } from '../../support';

/** A published notice with a real two-page PDF; returns its title. */
async function publishNotice(request: APIRequestContext): Promise<string> {
  const t = await adminToken(request);
  const file = await adminUpload(request, t, 'pdf', pdfFile('timetable.pdf', 'Timetable', 2));
  const title = unique('Winter timetable');
  await adminPost(request, t, '/api/notices', { title, description: 'The winter timetable.', file, originalFile: 'timetable.pdf' });
  return title;
}

async function openNotice(page: Page, title: string) {
  await page.goto('/notice');
  await page.getByRole('button', { name: `View ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('pdf-page-count')).toHaveText('of 2');
  await expect(dialog.locator('.pdf-viewer-page canvas')).toBeVisible();
  return dialog;
}

test.describe('PDF viewer', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('zoomed to 200 %, the page scrolls to its left edge', async ({ page, request }) => {
    const dialog = await openNotice(page, await publishNotice(request));
    for (let i = 0; i < 10; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByTestId('pdf-zoom')).toHaveText('200%');
    const scroller = dialog.getByTestId('pdf-canvas');
    const canvas = dialog.locator('.pdf-viewer-page canvas');
    // The page is now wider than its scroller.
    await expect.poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(200);

    // Scroll to the far right, then all the way back: the left edge must be reachable and shown.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(0);
    const box = await scroller.evaluate((el) => {
      const s = el.getBoundingClientRect();
      const c = el.querySelector('canvas')!.getBoundingClientRect();
      return { scrollerLeft: s.left + el.clientLeft, canvasLeft: c.left };
    });
    expect(box.canvasLeft).toBeGreaterThanOrEqual(box.scrollerLeft);
    await expect(canvas).toBeVisible();
  });

  test('on an 800-px-high screen the dialog fits, with Download in view, also at 200 %', async ({ page, request }) => {
    const dialog = await openNotice(page, await publishNotice(request));
    const download = dialog.getByRole('link', { name: 'Download timetable.pdf' });
    const fits = async () => {
      await expect(download).toBeInViewport({ ratio: 1 });
      const bottom = await dialog.evaluate((el) => (el.closest('.ant-modal') ?? el).getBoundingClientRect().bottom);
      expect(bottom).toBeLessThanOrEqual(800);
    };
    await fits();
    for (let i = 0; i < 10; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByTestId('pdf-zoom')).toHaveText('200%');
    await fits();
    await expect(download).toHaveAttribute('download', 'timetable.pdf');
  });
});

test.describe('PDF viewer in the console', () => {
  test('a mark sheet that is not a real PDF shows "This file cannot be previewed" and the console keeps working', async ({ page }) => {
    const firstName = unique('Broken').replace(' ', '');
    const { _id: id } = await register(page, {
      firstName,
      lastName: 'Viewer',
      email: 'broken-pdf@example.test',
      phone: '9800000001',
      address: 'Bhaktapur',
      markSheet: pdfFile('marks.pdf', 'Marks', 1),
    });

    // The stored mark sheet is served as bytes that start like a PDF and are not one.
    await page.route(/\/api\/registrations\/files\/[^/?]+\.pdf/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n<html><body>not a pdf</body></html>\n' }),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signIn(page);
    await page.goto(`/admin/home/registration/${id}`);
    await page.getByRole('button', { name: 'View Mark sheet' }).click();
    const dialog = page.locator('.pdf-viewer-modal');
    await expect(dialog.getByText('Mark sheet', { exact: true })).toBeVisible();
    const failure = dialog.locator('.pdf-viewer-failed');
    await expect(failure).toContainText('This file cannot be previewed');
    await expect(failure.getByRole('button', { name: /Download Mark sheet/ })).toBeVisible();

    // The console is still there: the dialog closes and the page goes on working.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admin-user')).toBeVisible();
    await expect(page.getByText(firstName, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    await adminDelete(page, await adminToken(page), `/api/registrations/${id}`);
  });
});

test.describe('gallery lightbox', () => {
  test('its controls have names, there is no flip or rotate, and the backdrop hides the page behind', async ({ page, request }) => {
    const t = await adminToken(request);
    const images: string[] = [];
    for (const rgb of [[220, 60, 60], [60, 160, 90], [40, 70, 200]] as [number, number, number][]) {
      images.push(await adminUpload(request, t, 'image', pngFile('photo.png', rgb, [800, 435])));
    }
    const album = await adminPost<{ _id: string; name: string }>(request, t, '/api/gallery/albums', { name: unique('Science fair'), images });

    await page.goto(`/gallery/albums/${album._id}`);
    await page.getByRole('button', { name: 'Open photo 2 of 3 in the viewer' }).click();
    const lightbox = page.locator('.ant-image-preview');
    await expect(lightbox.locator('.ant-image-preview-img')).toBeVisible();

    for (const name of ['Close', 'Previous photo', 'Next photo', 'Zoom in', 'Zoom out']) {
      await expect(lightbox.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(lightbox.getByRole('button', { name: /flip|rotate/i })).toHaveCount(0);
    await expect(lightbox.locator('[class*="flip"], [class*="rotate"]')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).include('.ant-image-preview').analyze();
    const bad = results.violations.filter((v) => v.id === 'button-name' || v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // The footer's links must not show through: the backdrop is (nearly) opaque.
    const alpha = await lightbox.locator('.ant-image-preview-mask').evaluate((el) => {
      const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const parts = m ? m[1].split(',').map((x) => Number(x.trim())) : [];
      return parts.length === 4 ? parts[3] : 1;
    });
    expect(alpha).toBeGreaterThanOrEqual(0.85);

    await expect(lightbox.getByText('2 / 3')).toBeVisible();
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightbox.getByText('3 / 3')).toBeVisible();
    await expect(lightbox.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox.locator('.ant-image-preview-img')).toBeHidden();
  });
});
