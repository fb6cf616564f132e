import { ADMIN, expect, formError, type Page, signIn, test } from '../../support';

const LINKS = ['Home', 'Modal', 'Carousel', 'News', 'Events', 'Albums', 'Videos', 'Testimonials', 'Staffs', 'Notices', 'Downloads', 'Careers'];

const sidebarWidth = async (page: Page) => (await page.getByTestId('admin-sidebar').boundingBox())?.width;
const layoutBackground = (page: Page) => page.locator('.admin-content').evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  return page.getByRole('dialog', { name: 'Settings' });
}

test.describe('admin layout', () => {
  test('sidebar: the twelve links plus Inbox, 280 px, and each link opens its screen', async ({ page }) => {
    await signIn(page);
    const sidebar = page.getByTestId('admin-sidebar');
    for (const name of [...LINKS, 'Inbox']) await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    expect(await sidebarWidth(page)).toBe(280);
    await sidebar.getByRole('link', { name: 'Careers', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/careers$/);
    await expect(page.getByRole('heading', { name: 'Careers' })).toBeVisible();
    await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
  });

  test('the console follows a dark system setting; collapsed sidebar and a light choice persist across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page);
    const darkBackground = await layoutBackground(page);
    const settings = await openSettings(page);
    await settings.getByRole('switch', { name: 'Collapsed Sidebar' }).click();
    await settings.getByRole('switch', { name: 'Dark mode' }).click();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(70);
    await expect.poll(() => layoutBackground(page)).not.toBe(darkBackground);
    const lightBackground = await layoutBackground(page);

    // the person's choice wins over the (still dark) system setting
    await page.reload();
    await expect(page.getByTestId('admin-user')).toBeVisible();
    await expect.poll(() => sidebarWidth(page)).toBe(70);
    expect(await layoutBackground(page)).toBe(lightBackground);
    expect(await page.evaluate(() => [localStorage.getItem('sidebarToggle'), localStorage.getItem('darkMode')])).toEqual(['false', 'false']);

    // The top-bar toggle expands it again, and the switches go back.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(280);
    const again = await openSettings(page);
    await expect(again.getByRole('switch', { name: 'Collapsed Sidebar' })).not.toBeChecked();
    await again.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => layoutBackground(page)).toBe(darkBackground);
  });

  test('under 600 px the sidebar collapses and the Collapsed Sidebar switch is disabled', async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: 500, height: 800 });
    await expect.poll(() => sidebarWidth(page)).toBe(70);
    const settings = await openSettings(page);
    await expect(settings.getByRole('switch', { name: 'Collapsed Sidebar' })).toBeDisabled();
    await settings.getByRole('button', { name: 'Close' }).click();
    // Widening again restores the stored preference (open).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sidebarWidth(page)).toBe(280);
  });

  test("unknown admin paths show the admin 404 with 'Go Back Home'", async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('uh-oh! Page not Found....')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
  });

  test('without a login an admin path goes to the login page, and back after signing in', async ({ page }) => {
    await page.goto('/admin/testimonials');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Ftestimonials$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await expect(page.getByRole('heading', { name: 'Teams' })).toBeVisible();
  });

  test('logout removes the login and goes to /admin/login', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('an expired token (401) signs out cleanly and the login page leads back', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/news/all');
    await expect(page.getByRole('heading', { name: 'All News' })).toBeVisible();
    // Replace the token with one the server rejects, then open a screen that reads with it.
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('userInfo')!);
      localStorage.setItem('userInfo', JSON.stringify({ ...user, token: `${user.token}x` }));
    });
    await page.goto('/admin/home');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fhome$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByText('Total Staffs')).toBeVisible();
  });

  test('change password: messages, and a wrong current password is refused', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(formError(dialog, 'Please provide your current password')).toBeVisible();
    await expect(formError(dialog, 'Please provide a new password')).toBeVisible();
    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('Another-Pass-2026');
    await dialog.getByLabel('Confirm new password').fill('Different-Pass-2026');
    await expect(formError(dialog, 'The two passwords do not match')).toBeVisible();
    await dialog.getByLabel('Confirm new password').fill('Another-Pass-2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
    // Still signed in with the old password.
    await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
  });
});
