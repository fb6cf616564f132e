import { acceptConfirm, adminToken, expect, formError, pngFile, SCHOOL_URL, signIn, storedName, test, textFile, toast, unique, upload, visitor } from '../../support';

test.describe('admin carousel and modal', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('Create Carousel: messages, upload, list, public home, delete', async ({ page, browser }) => {
    await page.goto('/admin/carousel');
    const form = page.getByRole('form', { name: 'Create Carousel' });
    await form.getByRole('button', { name: 'Create Carousel' }).click();
    for (const msg of ['Please provide Title', 'Please Select Image File', 'Please provide Description']) await expect(formError(form, msg)).toBeVisible();
    await upload(form, 'Image', textFile(), 'failed');
    await expect(form.getByText('Only image file can be added.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create Carousel' })).toBeDisabled();

    const title = unique('E2E slide');
    await form.getByLabel('Title', { exact: true }).fill(title);
    await upload(form, 'Image', pngFile('slide.png', [250, 180, 20]));
    await expect(form.getByRole('button', { name: 'Create Carousel' })).toBeEnabled();
    await form.getByLabel('Description', { exact: true }).fill('A slide made by the e2e test.');
    await form.getByRole('button', { name: 'Create Carousel' }).click();
    await expect(toast(page, 'Carousel Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/admin\/carousel\/all$/);
    const card = page.getByTestId('admin-card').filter({ hasText: title });
    await expect(card).toBeVisible();

    const guest = await visitor(browser);
    await guest.goto('/');
    await expect(guest.getByText(title).first()).toBeAttached();

    acceptConfirm(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Carousel Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-card').filter({ hasText: title })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });

  test('Add New Modal: image only, preview, public welcome modal, delete', async ({ page, browser }) => {
    await page.goto('/admin/modal');
    const form = page.getByRole('form', { name: 'Add New Modal' });
    await form.getByRole('button', { name: 'Add Modal' }).click();
    await expect(formError(form, 'Only image can be uploaded')).toBeVisible();
    await upload(form, 'Image', textFile(), 'failed');
    // the failed upload's hint shows once (the field's message), not twice
    await expect(form.getByText('Only image can be uploaded', { exact: true })).toHaveCount(1);
    await expect(formError(form, 'Only image can be uploaded')).toBeVisible();

    await upload(form, 'Image', pngFile('welcome.png', [120, 20, 160]));
    await form.getByRole('button', { name: 'Add Modal' }).click();
    await expect(toast(page, 'Modal Added Successfully')).toBeVisible();

    const modals = (await (await page.request.get('/api/modal')).json()) as { _id: string; image: string }[];
    const name = storedName(modals[0].image);
    const preview = page.getByTestId('admin-card').filter({ has: page.locator(`img[src*="${name}"]`) });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('Current modal');

    const guest = await visitor(browser);
    await guest.goto('/');
    await expect(guest.getByRole('dialog').locator(`img[src*="${name}"]`)).toBeVisible();

    acceptConfirm(page);
    await preview.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Modal Deleted Successfully')).toBeVisible();
    await expect(page.locator(`img[src*="${name}"]`)).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.locator(`img[src*="${name}"]`)).toHaveCount(0);
    await guest.context().close();

    // Leave the site as the seed had it: the public home specs expect a welcome modal.
    const token = await adminToken(page);
    const headers = { Authorization: `Bearer ${token}` };
    const uploaded = await page.request.post(`${SCHOOL_URL}/api/upload?kind=image`, {
      headers,
      multipart: { formFile: pngFile('welcome-again.png', [20, 90, 160]) },
    });
    expect(uploaded.ok()).toBeTruthy();
    const restored = await page.request.post(`${SCHOOL_URL}/api/modal`, { headers, data: { image: await uploaded.json() } });
    expect(restored.ok()).toBeTruthy();
  });
});
