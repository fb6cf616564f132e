import { acceptConfirm, adminToken, expect, register, signIn, test, toast, unique } from '../../support';
import { readFileSync } from 'node:fs';

test.describe('admin dashboard', () => {
  test('counts, clock and calendar, and the about blurb', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin\/home$/);
    const counts = (await (await page.request.get('/api/dashboard/counts', { headers: { Authorization: `Bearer ${await adminToken(page)}` } })).json()) as Record<string, number>;
    for (const [key, label] of [['staffs', 'Total Staffs'], ['news', 'Total News'], ['notices', 'Total Notices'], ['albums', 'Total Albums']]) {
      const card = page.getByTestId(`count-${key}`);
      await expect(card).toContainText(label);
      // Seeded counts stay under 1000, so the card shows the plain number.
      await expect(card.locator('.ant-statistic-content-value')).toHaveText(/^\d+$/);
      expect(counts[key]).toBeLessThan(1000);
    }
    const clock = page.getByTestId('clock');
    const first = await clock.innerText();
    await expect.poll(() => clock.innerText()).not.toBe(first);
    await expect(page.locator('.ant-picker-calendar')).toBeVisible();
    await expect(page.getByText(/About Hope Academy/)).toBeVisible();
  });

  test('a new registration shows in Notifications; its detail shows every field and the private documents; delete goes to /', async ({ page }) => {
    const firstName = unique('Asha').replace(' ', '');
    const { _id: id } = await register(page, { firstName });
    await signIn(page);
    const link = page.getByRole('link', { name: `New registration: ${firstName} Tester` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/home/registration/${id}$`));
    for (const text of [firstName, 'Tester', 'applicant@example.test', '9800000000', 'Lalitpur-3', 'Primary', 'Please admit me.']) {
      await expect(page.locator('.reg-fields').getByText(text, { exact: true })).toBeVisible();
    }
    // The photo is fetched with the token and shown from an object URL.
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Mark sheet' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`marksheet-${firstName}-Tester.pdf`);
    expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');

    // Viewing stays inside the console: the PDF preview, and the photo in a dialog.
    await page.getByRole('button', { name: 'View Mark sheet' }).click();
    const preview = page.getByRole('dialog', { name: 'Mark sheet' });
    await expect(preview.getByTestId('pdf-page-count')).toHaveText('of 1');
    await expect(preview.locator('canvas')).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'View Photo' }).click();
    const photo = page.getByRole('dialog', { name: 'Photo' });
    await expect(photo.locator('img[src^="blob:"]')).toBeVisible();
    expect(await photo.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    await photo.getByRole('button', { name: 'Close' }).click();

    // Opening it marked it read: it leaves the notifications.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByRole('link', { name: `New registration: ${firstName} Tester` })).toHaveCount(0);

    await page.goto(`/admin/home/registration/${id}`);
    acceptConfirm(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Registration Deleted Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/home$/);
    const res = await page.request.get(`/api/registrations/${id}`, { headers: { Authorization: `Bearer ${await adminToken(page)}` } });
    expect(res.status()).toBe(404);
  });

  test('the documents cannot be read without a token', async ({ page }) => {
    const { _id: id } = await register(page, { firstName: 'Private' });
    const token = await adminToken(page);
    const reg = (await (await page.request.get(`/api/registrations/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { markSheet: string };
    expect((await page.request.get(reg.markSheet)).status()).toBe(401);
    expect((await page.request.get(reg.markSheet, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await page.request.delete(`/api/registrations/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  });
});
