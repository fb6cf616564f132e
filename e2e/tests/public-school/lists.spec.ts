import { adminPost, adminToken, adminUpload, emptyList, expect, inDays, pdfFile, RENDER_IN_BROWSER, test, unique } from '../../support';

const token = adminToken;

const DATE = /\d{2}-[A-Z][a-z]{2}-\d{4}/;

test.describe('events, notices and downloads', () => {
  test('/events lists upcoming events (date, title, description), 10 per page', async ({ page, request }) => {
    const t = await token(request);
    const title = unique('Inter-house debate final');
    await adminPost(request, t, '/api/events', { title, description: 'Blue and Red houses debate whether homework should be optional.', date: inDays(2) });
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/events/upcomingevents') && calls.push(r.url()));
    // the paging call is the browser's: a server-rendered page brings its first page with it
    await page.setExtraHTTPHeaders(RENDER_IN_BROWSER);
    await page.goto('/events');
    const item = page.getByTestId('events-list').getByRole('article').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Blue and Red houses debate');
    await expect(item.locator('time')).toHaveText(DATE);
    expect(calls.some((u) => /[?&]limit=10\b/.test(u))).toBe(true);
    await expect(page.getByTestId('events-list').getByRole('article')).toHaveCount(await page.getByTestId('events-list').getByRole('article').count());
    expect(await page.getByTestId('events-list').getByRole('article').count()).toBeLessThanOrEqual(10);
  });

  test('/events shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/events\/upcomingevents/);
    await page.goto('/events');
    await expect(page.getByText("Sorry we couldn't find any upcoming Events. Please stay updated.")).toBeVisible();
  });

  test('/notice: the view icon opens the PDF in a preview that zooms and pages through it; the download icon keeps the name', async ({ page, request }) => {
    const t = await token(request);
    const file = await adminUpload(request, t, 'pdf', pdfFile('exam-routine-grade-9.pdf', 'Exam routine', 3));
    const title = unique('Second terminal exam routine');
    await adminPost(request, t, '/api/notices', { title, description: 'The routine for the second terminal examination is attached.', file, originalFile: 'exam-routine-grade-9.pdf' });

    await page.goto('/notice');
    const item = page.getByTestId('notice-list').getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('exam-routine-grade-9.pdf');
    await expect(item).toContainText('The routine for the second terminal examination');
    await expect(item.locator('time')).toHaveText(DATE);
    const download = item.getByRole('link', { name: 'Download exam-routine-grade-9.pdf' });
    await expect(download).toHaveAttribute('download', 'exam-routine-grade-9.pdf');

    const worker = page.waitForRequest(/pdf\.worker/);
    await item.getByRole('button', { name: `View ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await worker;
    await expect(dialog.getByTestId('pdf-page-count')).toHaveText('of 3');
    await expect(dialog.locator('.pdf-viewer-page canvas')).toBeVisible();
    await expect(dialog.locator('.pdf-viewer-page')).toHaveAttribute('data-page-number', '1');

    await dialog.getByRole('button', { name: 'Next page' }).click();
    await expect(dialog.locator('.pdf-viewer-page')).toHaveAttribute('data-page-number', '2');
    await dialog.getByRole('button', { name: 'Last page' }).click();
    await expect(dialog.locator('.pdf-viewer-page')).toHaveAttribute('data-page-number', '3');
    await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'First page' }).click();
    await expect(dialog.locator('.pdf-viewer-page')).toHaveAttribute('data-page-number', '1');
    await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await dialog.getByLabel('Page', { exact: true }).fill('2');
    await dialog.getByLabel('Page', { exact: true }).press('Enter');
    await expect(dialog.locator('.pdf-viewer-page')).toHaveAttribute('data-page-number', '2');

    // zoom: 0.6 to 2 in steps of 0.1
    const zoom = dialog.getByTestId('pdf-zoom');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText('110%');
    for (let i = 0; i < 5; i++) await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText('60%');
    await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (let i = 0; i < 14; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText('200%');
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  test('/notice shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/notices\?/);
    await page.goto('/notice');
    await expect(page.getByText("Sorry we couldn't find any notices. Please stay updated.")).toBeVisible();
  });

  test('/downloads lists title, date and original name, and downloads the file under that name', async ({ page, request }) => {
    const t = await token(request);
    const content = pdfFile('Prospectus 2083.pdf', 'Prospectus', 1);
    const file = await adminUpload(request, t, 'download', content);
    const title = unique('School prospectus');
    await adminPost(request, t, '/api/downloads', { title, file, originalFile: 'Prospectus 2083.pdf' });

    await page.goto('/downloads');
    const item = page.getByTestId('download-list').getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Prospectus 2083.pdf');
    await expect(item.locator('time')).toHaveText(DATE);
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: 'Download Prospectus 2083.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('Prospectus 2083.pdf');
    const saved = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved).equals(content.buffer)).toBe(true);
  });

  test('/downloads shows its empty message', async ({ page }) => {
    await emptyList(page, /\/api\/downloads\?/);
    await page.goto('/downloads');
    await expect(page.getByText("Sorry we couldn't find any available downloads. Please stay updated.")).toBeVisible();
  });
});
