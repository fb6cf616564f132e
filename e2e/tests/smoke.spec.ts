import { expect, test } from '../support';

test('the shell mounts the public school remote on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
