import { acceptConfirm, closeViewerWithEscape, expect, formError, noModal, openConsole, pngFile, signIn, test, toast, unique, upload, WOMEN_URL, womenVisitor } from '../../support';

test.describe("women's-centre console: layout, redirects, carousel, albums, testimonials (SPEC §2.3 admin)", () => {
  test.use({ baseURL: WOMEN_URL });
  test('signing in on this host opens the women’s console; / and /admin/home go to /admin/carousel; five sidebar links; unknown paths show the fallback', async ({ page }) => {
    await signIn(page, WOMEN_URL);
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_admin_women');
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel`);
    await page.goto('/');
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel`);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByRole('link')).toHaveText(['Carousel', 'Events', 'Modal', 'Albums', 'Testimonials']);
    for (const [name, heading] of [
      ['Events', 'Add Event'],
      ['Modal', 'Add New Modal'],
      ['Albums', 'Add Images'],
      ['Testimonials', 'Testimonials'],
      ['Carousel', 'Create Carousel'],
    ]) {
      await sidebar.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    }
    await page.goto('/admin/home');
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel`);
    await page.goto('/admin/no-such-screen');
    await expect(page.getByText('uh-oh! Page not Found....')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel`);
    // The sidebar collapses under 600 px.
    await page.setViewportSize({ width: 560, height: 800 });
    await expect(sidebar).toHaveClass(/ant-layout-sider-collapsed/);
  });

  test('View site shows the women’s public site; the header’s Console link goes back', async ({ page }) => {
    await noModal(page);
    await openConsole(page, `${WOMEN_URL}/admin/carousel`);
    await page.getByRole('button', { name: 'View site' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_women');
    await expect(page.getByTestId('women-home')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Console' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_admin_women');
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel`);
    await expect(page.getByTestId('admin-user')).toHaveText('Site Admin');
  });

  test('carousel: a slide added here shows on the public home, and goes when deleted', async ({ page, browser }) => {
    const title = unique('E2E women slide');
    await openConsole(page, `${WOMEN_URL}/admin/carousel`);
    const form = page.getByRole('form', { name: 'Create Carousel' });
    await form.getByRole('button', { name: 'Create Carousel' }).click();
    for (const msg of ['Please provide Title', 'Please Select Image File', 'Please provide Description']) {
      await expect(formError(form, msg)).toBeVisible();
    }
    await form.getByLabel('Title', { exact: true }).fill(title);
    await upload(form, 'Image', pngFile('slide.png', [120, 30, 90]));
    await form.getByLabel('Description', { exact: true }).fill('A new slide for the women’s-centre home page.');
    await form.getByRole('button', { name: 'Create Carousel' }).click();
    await expect(toast(page, 'Carousel Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

    const guest = await womenVisitor(browser);
    await noModal(guest);
    await guest.goto('/');
    await expect(guest.getByRole('region', { name: /Highlights of Hope Women/ }).getByText(title).first()).toBeAttached();

    await page.getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/carousel/all`);
    const card = page.getByTestId('admin-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    acceptConfirm(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Carousel Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-card').filter({ hasText: title })).toHaveCount(0);

    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: 'Hope Women’s Centre' })).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });

  test('albums: create, see it in the public gallery and the console detail, delete it', async ({ page, browser }) => {
    const name = unique('E2E women album');
    await openConsole(page, `${WOMEN_URL}/admin/albums`);
    const form = page.getByRole('form', { name: 'Add Images' });
    await form.getByLabel('Album Name').fill(name);
    await upload(form, 'Images', [pngFile('one.png', [200, 40, 120]), pngFile('two.png', [40, 120, 200])]);
    await form.getByRole('button', { name: 'Create Album' }).click();
    await expect(toast(page, 'Album Created Successfully')).toBeVisible();

    const guest = await womenVisitor(browser);
    await guest.goto('/gallery');
    const card = guest.getByRole('listitem').filter({ has: guest.getByRole('heading', { name }) });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `View ${name}` }).click();
    await expect(guest.getByRole('list', { name: `Photos of ${name}` }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'View All' }).click();
    const adminCard = page.getByTestId('admin-card').filter({ hasText: name });
    await adminCard.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/admin\/albums\/all\/[^/]+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('album-images').locator('img')).toHaveCount(2);
    await page.getByTestId('album-images').locator('img').first().click();
    await expect(page.locator('.ant-image-preview')).toBeVisible();
    await closeViewerWithEscape(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/albums/all`);

    acceptConfirm(page);
    await page.getByTestId('admin-card').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Album Deleted Successfully')).toBeVisible();
    await guest.goto('/gallery');
    await expect(guest.getByRole('heading', { name: 'Clinic outreach tour' })).toBeVisible();
    await expect(guest.getByRole('heading', { name })).toHaveCount(0);
    await guest.context().close();
  });

  test('testimonials: New opens a dialog; the item shows on /about and goes when deleted', async ({ page, browser }) => {
    const fullName = unique('E2E Visitor');
    await openConsole(page, `${WOMEN_URL}/admin/testimonials`);
    const section = page.getByTestId('section-Testimonials');
    await expect(section.getByTestId('person-card').first()).toBeVisible();
    await section.getByRole('button', { name: 'New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const msg of ['Please add valid image', 'Please provide Full Name', 'Please provide Description']) {
      await expect(formError(dialog, msg)).toBeVisible();
    }
    await upload(dialog, 'Image', pngFile('face.png', [90, 60, 160]));
    await dialog.getByLabel('Full Name').fill(fullName);
    await dialog.getByLabel('Description', { exact: true }).fill('Parent of a Law student');
    await dialog.getByLabel('Message').fill('The centre changed my daughter’s life.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Testimonial Added Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('person-card').filter({ hasText: fullName })).toHaveCount(1);

    const guest = await womenVisitor(browser);
    await guest.goto('/about');
    const slider = guest.getByTestId('visitor-testimonials');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText(fullName).first()).toBeAttached();

    acceptConfirm(page);
    // The card may sit on a slide that is scrolled out of view: click it where it is.
    await section.getByRole('button', { name: `Delete ${fullName}` }).dispatchEvent('click');
    await expect(toast(page, 'Testimonial Deleted Successfully')).toBeVisible();
    await expect(section.getByTestId('person-card').filter({ hasText: fullName })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByTestId('course-tiles')).toBeVisible();
    await expect(guest.getByText(fullName)).toHaveCount(0);
    await guest.context().close();
  });
});
