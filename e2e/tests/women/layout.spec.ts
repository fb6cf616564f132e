import { expect, noModal, test, WOMEN_URL } from '../../support';

test.describe("women's-centre header and footer (SPEC §2.3)", () => {
  test.use({ baseURL: WOMEN_URL });
  test.beforeEach(async ({ page }) => noModal(page));

  test('header: social links, phone, location, Login, and the five-link navigation', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('link', { name: /YouTube/ })).toBeVisible();
    await expect(header.getByRole('link', { name: '+977-1-5521299' })).toHaveAttribute('href', 'tel:+97715521299');
    await expect(header.getByText('Bhimsen Marg, Lalitpur-3, Nepal')).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Clinic', 'Gallery', 'Contact']);
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/login`);
  });

  // One test per link, so a slow machine costs one page's budget.
  for (const [name, path, heading] of [
    ['About', '/about', 'About Us'],
    ['Clinic', '/clinic', 'Women’s Health Clinic'],
    ['Gallery', '/gallery', 'Gallery'],
    ['Contact', '/contact', 'Contact Us'],
  ]) {
    test(`the header's ${name} link opens ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(`${WOMEN_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('under 1047 px the navigation is a slide-out menu', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByTestId('main-nav');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Clinic' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/clinic`);
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // Wide again: the plain navigation bar, no toggle.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(nav).toBeVisible();
  });

  test('footer: its links work and the copyright carries the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
    await expect(footer.getByRole('link', { name: 'National Examinations Board' })).toHaveAttribute('rel', /noopener/);
    await footer.getByRole('link', { name: 'Photo Albums' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/gallery`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    for (const [name, heading] of [
      ['About the Centre', 'About Us'],
      ['Women’s Health Clinic', 'Women’s Health Clinic'],
      ['Contact Us', 'Contact Us'],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Staff Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });
});
