import { expect, test } from '../../support';

test('a remote redeployed with new hashes under an open page recovers on the next navigation', async ({ page, context }) => {
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_school');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(loads).toBe(1);

  // The old build's hashed chunks vanish from the server; after the reload the new deploy serves again.
  await context.route(/\/remotes\/mf-public-school\/.*\.[0-9a-f]{8}\.js$/, (route) =>
    loads === 1 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  await page.evaluate(() => {
    window.history.pushState(null, '', '/news');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByTestId('remote-fallback')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
