import { acceptConfirm, expect, formError, type Page, pngFile, signIn, test, textFile, toast, unique, upload, visitor } from '../../support';

// Serial: the dashboard count check needs no other staff added or removed meanwhile,
// and no other spec file touches staffs.
test.describe.configure({ mode: 'serial' });

async function staffCount(page: Page): Promise<number> {
  await page.goto('/admin/home');
  const value = page.getByTestId('count-staffs').locator('.ant-statistic-content-value');
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.innerText());
}

test.describe('admin staffs', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('Add New Staff: messages after the first submit, and images only', async ({ page }) => {
    await page.goto('/admin/staffs');
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Staff' });
    await dialog.getByRole('button', { name: 'Add Staff' }).click();
    for (const msg of ['Please Select Image File', 'Please provide FullName', 'Please provide valid phone number', 'Please provide position', 'Please provide valid email address']) {
      await expect(formError(dialog, msg)).toBeVisible();
    }
    await dialog.getByLabel('Phone').fill('98-abc');
    await dialog.getByLabel('Email').fill('not-an-email');
    await expect(formError(dialog, 'Please provide valid phone number')).toBeVisible();
    await expect(formError(dialog, 'Please provide valid email address')).toBeVisible();
    await upload(dialog, 'Image', textFile(), 'failed');
    await expect(dialog.getByText('Only image file can be added.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Staff' })).toBeDisabled();
  });

  test('add a staff: toast, list, dashboard count, public staff page; delete', async ({ page, browser }) => {
    const before = await staffCount(page);
    const name = unique('E2E Staff');
    await page.goto('/admin/staffs');
    await page.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Staff' });
    await upload(dialog, 'Image', pngFile('staff.png', [10, 160, 90]));
    await dialog.getByLabel('Full Name').fill(name);
    await dialog.getByLabel('Phone').fill('9812345678');
    await dialog.getByLabel('Position').fill('Physics Teacher');
    await dialog.getByLabel('Email').fill('staff@example.test');
    await dialog.getByRole('button', { name: 'Add Staff' }).click();
    await expect(toast(page, 'Staff Added Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('admin-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Physics Teacher');

    expect(await staffCount(page)).toBe(before + 1);

    const guest = await visitor(browser);
    await guest.goto('/hafamily/staffs');
    await expect(guest.getByText(name).first()).toBeVisible();

    await page.goto('/admin/staffs');
    acceptConfirm(page);
    await page.getByTestId('admin-card').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Staff Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-card').filter({ hasText: name })).toHaveCount(0);
    expect(await staffCount(page)).toBe(before);

    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(guest.getByText(name)).toHaveCount(0);
    await guest.context().close();
  });
});
