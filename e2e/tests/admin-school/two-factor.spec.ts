import { generate } from 'otplib';
import { adminPost, adminToken, expect, SCHOOL_URL, test } from '../../support';

// Issue 34: a user turns on two-factor sign-in in Account security, signs out, and signs in again with a
// code generated here, as an authenticator app would.
test('enable 2FA, sign out, sign in with a code from the app', async ({ page }) => {
  const email = `e2e-2fa-${Date.now().toString(36)}@school.test`;
  const password = 'Granite-Heron-Lantern-44';
  // a user who has chosen their own password (set up through the API: the first-sign-in form is tested elsewhere)
  await adminPost(page, await adminToken(page), '/api/users', { name: 'Tara Two', email, password: 'Temporary-Pass-Word-2026', role: 'editor' });
  const first = await (await page.request.post(`${SCHOOL_URL}/api/users/login`, { data: { email, password: 'Temporary-Pass-Word-2026' } })).json();
  const changed = await page.request.put(`${SCHOOL_URL}/api/users/password`, {
    headers: { authorization: `Bearer ${first.token}` },
    data: { currentPassword: 'Temporary-Pass-Word-2026', newPassword: password },
  });
  expect(changed.ok()).toBeTruthy();

  const signIn = async () => {
    await page.goto(`${SCHOOL_URL}/admin/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  };
  await signIn();
  await expect(page.getByTestId('admin-user')).toHaveText('Tara Two');
  await page.getByRole('button', { name: 'Account security' }).click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('.ant-typography code').first().textContent())!.trim();
  const form = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
  // the previous step's code: the current one stays unused for the sign-in below
  await form.getByLabel('Code from the app').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 }));
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('form', { name: 'Turn off two-factor sign-in' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn();
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  await step.getByLabel('Authentication code').fill(await generate({ secret }));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('admin-user')).toHaveText('Tara Two');
});
