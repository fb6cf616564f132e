import { ADMIN, expect, test } from '../../support';

test.describe('/admin/login on the school site', () => {
  test('shows the school name, address and motto beside the form, and the messages after a first submit', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Hope Academy Higher Secondary School' })).toBeVisible();
    await expect(page.getByText('Bhimsen Marg, Lalitpur-3, Nepal')).toBeVisible();
    await expect(page.getByText('Learning with care, leading with purpose')).toBeVisible();
    await expect(page.getByText('Please enter your email')).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('img', { name: /eye/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password shows the server message; a right one goes to the redirect target in the console', async ({ page }) => {
    await page.goto('/admin/login?redirect=/admin/news');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
  });

  test('a signed-in admin on the public site can go back to the console', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('admin-user')).toBeVisible();
    // view the public site, as 'View site' in the console does
    await page.evaluate(() => localStorage.setItem('adminMode', 'false'));
    // the button's code is a chunk of its own, fetched for a signed-in member of staff (a visitor never gets it: platform.spec)
    const buttonCode = page.waitForRequest((r) => /\/back-to-console\.[0-9a-f]{8}\.js$/.test(new URL(r.url()).pathname));
    await page.goto('/news');
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
    await buttonCode;
    await page.getByRole('button', { name: 'Back to console' }).click();
    await expect(page).toHaveURL(/\/admin\/home$/);
    await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
  });
});
