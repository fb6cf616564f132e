import { expect, hydratingContext, openConsole, SCHOOL_URL, signInAs, test } from '../../support';

// Issue 14: an admin creates an editor on the Users screen; the editor's first sign-in asks for a
// new password, then shows the content screens and no Users or Inbox links.
test('an admin creates an editor, who must change the password and then sees only the content screens', async ({ page, browser }) => {
  const email = `e2e-editor-${Date.now().toString(36)}@school.test`;
  const temporary = 'Temporary-Editor-Pass-2026';
  await openConsole(page, `${SCHOOL_URL}/admin/users`);
  const form = page.getByRole('form', { name: 'Add a user' });
  await form.getByLabel('Name').fill('Gita Editor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Temporary password').fill(temporary);
  // Editor is the form's default role
  await expect(form.getByText('Editor')).toBeVisible();
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(`User ${email} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Must change password')).toBeVisible();

  const context = hydratingContext(await browser.newContext());
  const editor = await context.newPage();
  await editor.goto(`${SCHOOL_URL}/admin/login`);
  await editor.getByLabel('Email').fill(email);
  await editor.getByLabel('Password', { exact: true }).fill(temporary);
  await editor.getByRole('button', { name: 'Login' }).click();
  const change = editor.getByRole('form', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(editor.getByTestId('admin-sidebar')).toHaveCount(0);
  await change.getByLabel('Current password', { exact: true }).fill(temporary);
  await change.getByLabel('New password', { exact: true }).fill('Phewa-Lake-Boats-3307');
  await change.getByLabel('Confirm new password').fill('Phewa-Lake-Boats-3307');
  await change.getByRole('button', { name: 'Change password' }).click();

  const sidebar = editor.getByTestId('admin-sidebar');
  await expect(sidebar.getByRole('link', { name: 'News' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'News' }).click();
  await expect(editor).toHaveURL(/\/admin\/news$/);
  await expect(editor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // the users screen is not there for an editor
  await editor.goto(`${SCHOOL_URL}/admin/users`);
  await expect(editor.getByRole('button', { name: 'Go Back Home' })).toBeVisible();
  await context.close();

  // the admin sees the change in the list: the password was changed
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Active')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Must change password')).toHaveCount(0);
});

test('signInAs opens the console as an admissions officer: the inbox, no content or users links', async ({ page }) => {
  await signInAs(page, 'admissions');
  const sidebar = page.getByTestId('admin-sidebar');
  await expect(sidebar.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'News' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveCount(0);
});
