import { acceptConfirm, expect, formError, pdfFile, pngFile, signIn, test, textFile, toast, unique, upload, visitor } from '../../support';
import { readFileSync } from 'node:fs';

test.describe('admin notices and downloads', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('Create Notice: messages, PDF only, preview, download, public /notice, delete', async ({ page, browser }) => {
    await page.goto('/admin/notices');
    const form = page.getByRole('form', { name: 'Create Notice' });
    await form.getByRole('button', { name: 'Publish now' }).click();
    for (const msg of ['Please provide Notice title', 'Please provide Notice description', 'Please add PDF File']) await expect(formError(form, msg)).toBeVisible();
    await upload(form, 'PDF File', pngFile('not-a-pdf.png'), 'failed');
    await expect(form.getByText('Only PDF file can be added.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Publish now' })).toBeDisabled();

    const title = unique('E2E notice');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill('School closes early on Friday.');
    await upload(form, 'PDF File', await pdfFile('closing-notice.pdf', title));
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Notice Added Successfully')).toBeVisible();

    await page.getByRole('button', { name: 'View All' }).click();
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await expect(item).toContainText('closing-notice.pdf');

    await item.getByRole('button', { name: /^(eye )?Preview$/ }).click();
    const preview = page.getByRole('dialog', { name: title });
    await expect(preview.getByTestId('pdf-page-count')).toHaveText('of 2');
    await expect(preview.locator('canvas')).toBeVisible();
    await preview.getByRole('button', { name: 'Next page' }).click();
    await expect(preview.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    await expect(preview.getByRole('button', { name: 'Next page' })).toBeDisabled();
    for (let i = 0; i < 4; i++) await preview.getByRole('button', { name: 'Zoom out' }).click();
    await expect(preview.getByTestId('pdf-zoom')).toHaveText('60%');
    await expect(preview.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Close' }).click();

    const downloadPromise = page.waitForEvent('download');
    await item.getByRole('button', { name: /^(download )?Download$/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9]{10}\.pdf$/);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    const guest = await visitor(browser);
    await guest.goto('/notice');
    await expect(guest.getByText(title).first()).toBeVisible();

    acceptConfirm(page);
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Notice Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: title })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });

  test('Create Download: messages, file check, list with download, public /downloads, delete', async ({ page, browser }) => {
    await page.goto('/admin/downloads');
    const form = page.getByRole('form', { name: 'Create Download' });
    await form.getByRole('button', { name: 'Create Download' }).click();
    await expect(formError(form, 'Please provide Download title')).toBeVisible();
    await expect(formError(form, 'Please add Valid file')).toBeVisible();
    const label = 'File (jpg, jpeg, png, pdf, docx or word)';
    await upload(form, label, textFile(), 'failed');
    await expect(form.getByText('Please add valid file', { exact: true })).toBeVisible();

    const title = unique('E2E download');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await upload(form, label, await pdfFile('admission-form.pdf', title));
    await form.getByRole('button', { name: 'Create Download' }).click();
    await expect(toast(page, 'File Added Successfully')).toBeVisible();

    await page.getByRole('button', { name: 'View All' }).click();
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await expect(item).toContainText('admission-form.pdf');
    const downloadPromise = page.waitForEvent('download');
    await item.getByRole('button', { name: /^(download )?Download$/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9]{10}\.pdf$/);

    const guest = await visitor(browser);
    await guest.goto('/downloads');
    await expect(guest.getByText(title).first()).toBeVisible();

    acceptConfirm(page);
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'File Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: title })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });
});
