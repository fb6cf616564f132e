import { closeWelcome, expect, publicList, SCHOOL_URL, test } from '../../support';

interface Notice {
  _id: string;
  title: string;
  file: string;
  originalFile: string;
}

test.describe('header and footer', () => {
  test('the contact bar shows the address and phones, and links Careers and Apply Now', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('list', { name: 'Contact details' });
    await expect(bar).toContainText('Bhimsen Marg, Lalitpur-3, Nepal');
    await expect(bar.getByRole('link', { name: '+977-1-5521234' })).toHaveAttribute('href', 'tel:+97715521234');
    await page.locator('.site-contact-bar').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.locator('.site-contact-bar').getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply Now' })).toBeVisible();
  });

  test('the notices drawer lists the latest notices with their files, View All and Downloads', async ({ page, request }) => {
    const latest = await publicList<Notice>(request, '/api/notices/latest');
    expect(latest.length).toBeGreaterThan(0);
    await page.goto('/');
    await closeWelcome(page);
    await page.getByRole('button', { name: 'Notices', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Latest Notices' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('paragraph').filter({ hasText: latest[0].title })).toBeVisible();
    const download = drawer.getByRole('link', { name: new RegExp(`Download ${latest[0].title}`) });
    await expect(download).toHaveAttribute('href', latest[0].file);
    await expect(download).toHaveAttribute('download', latest[0].originalFile);
    const file = await request.get(`${SCHOOL_URL}${latest[0].file}`);
    expect(file.ok()).toBeTruthy();

    await drawer.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Notices', exact: true }).click();
    await page.getByRole('dialog', { name: 'Latest Notices' }).getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/downloads$/);
  });

  test('the main navigation has dropdowns that work with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await about.hover();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Scholarship' }).click();
    await expect(page).toHaveURL(/\/scholarship$/);
    // the page has arrived (its chunk may load after the URL changes): arriving closes every open menu,
    // so a menu opened before it would close again
    await expect(page.getByRole('heading', { name: 'Scholarship categories' })).toBeVisible();
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    const gallery = nav.getByRole('button', { name: 'Gallery' });
    await gallery.focus();
    await page.keyboard.press('Enter');
    await expect(gallery).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Photo Albums' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(gallery).toHaveAttribute('aria-expanded', 'false');
    await expect(gallery).toBeFocused();
  });

  test('under 1047 px a side menu replaces the navigation, and its sections toggle (375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/contact');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const family = menu.getByRole('button', { name: 'HA Family' });
    await expect(family).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Board of Directors' })).toBeHidden();
    await family.click();
    await expect(family).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Board of Directors' })).toBeVisible();
    await family.click();
    await expect(menu.getByRole('link', { name: 'Board of Directors' })).toBeHidden();
    await menu.getByRole('button', { name: 'Updates' }).click();
    await menu.getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Upcoming Events' })).toBeVisible();
  });

  test('the footer has useful links, external links and the copyright with the current year', async ({ page }) => {
    await page.goto('/');
    await closeWelcome(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Hope Academy Higher Secondary School`);
    const useful = footer.getByRole('navigation', { name: 'Useful Links' });
    await expect(useful.getByRole('link')).toHaveCount(8);
    const external = footer.getByRole('navigation', { name: 'External Links' });
    await expect(external.getByRole('link', { name: /National Examinations Board/ })).toHaveAttribute('href', 'https://www.neb.gov.np/');
    await expect(external.getByRole('link', { name: /Hope Women/ })).toHaveAttribute('href', new RegExp(`^http://women\\.localhost:${new URL(SCHOOL_URL).port}/$`));
    await useful.getByRole('link', { name: 'Alumni' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Alumni' })).toBeVisible();
  });
});
