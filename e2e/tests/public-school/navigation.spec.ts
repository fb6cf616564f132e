import { chunks, closeWelcome, expect, span, test, walk } from '../../support';

/** Every route of SPEC.md §2.1 is reachable through the site's own navigation. */
const MENU: [string, string, string, string][] = [
  ['About', 'About Us', '/about', 'About Us'],
  ['About', 'Our School', '/school', 'Our School'],
  ['About', 'Hope College', '/college', 'Hope College'],
  ['About', "Women's Centre", '/women-centre', "Women's Centre"],
  ['About', 'Scholarship', '/scholarship', 'Scholarship'],
  ['About', 'Alumni', '/alumni', 'Alumni'],
  ['HA Family', 'Board of Directors', '/hafamily/bod', 'Board of Directors'],
  ['HA Family', 'Honorary Advisors', '/hafamily/honorary', 'Honorary Advisors'],
  ['HA Family', 'Our Staffs', '/hafamily/staffs', 'Our Staffs'],
  ['Updates', 'News', '/news', 'News'],
  ['Updates', 'Events', '/events', 'Upcoming Events'],
  ['Updates', 'Notices', '/notice', 'Notices'],
  ['Updates', 'Downloads', '/downloads', 'Downloads'],
  ['Gallery', 'Photo Albums', '/gallery/albums', 'Photo Albums'],
  ['Gallery', 'Videos', '/gallery/videos', 'Videos'],
];

// One tab walks the menu entries as a visitor does, from the home page (its welcome pop-up shows once a
// visit) and then from each page to the next, each entry a step (support/walk.ts); two tests the workers
// share; the pages only read.
test.describe.configure({ mode: 'parallel' });

for (const part of chunks(MENU, 8)) {
  test(`the header's menus open their pages: ${span(part, ([, link]) => link)}`, async ({ page }) => {
    await page.goto('/');
    await closeWelcome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await walk(part, ([menu, link, path]) => `the header's ${menu} → ${link} opens ${path}`, async ([menu, link, path, h1]) => {
      await nav.getByRole('button', { name: menu }).click();
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: h1, exact: true })).toBeVisible();
    });
  });
}

test('careers, contact, details, registration and login are reachable from the header, the footer and the lists', async ({ page }) => {
  await page.goto('/');
  await closeWelcome(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Careers' }).click();
  await page.getByTestId('career-list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/careers\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Apply for this position' })).toBeVisible();

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await nav.getByRole('button', { name: 'Gallery' }).click();
  await nav.getByRole('link', { name: 'Photo Albums' }).click();
  await page.getByRole('link', { name: /^View / }).first().click();
  await expect(page).toHaveURL(/\/gallery\/albums\/[^/]+$/);
  // the album's page has replaced the list (and scrolled to the top) before the next menu is opened:
  // a page changing under the pointer moves it off the open menu, which then closes
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Albums' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await nav.getByRole('button', { name: 'Updates' }).click();
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await page.getByTestId('news-list').getByRole('heading').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/[^/]+$/);

  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Staff Login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to the website' }).click();
  await expect(page).toHaveURL(/\/$/);
  // dismissed once, the welcome modal stays closed for the rest of the visit
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hope Academy Higher Secondary School' })).toBeVisible();
});
