import { acceptConfirm, closeViewerWithEscape, expect, formError, idOf, pngFile, signIn, test, textFile, toast, unique, upload, visitor } from '../../support';

test.describe('admin albums and videos', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('Add Images: messages, multi-image upload, cards, detail with lightbox, public gallery, delete', async ({ page, browser }) => {
    await page.goto('/admin/albums');
    const form = page.getByRole('form', { name: 'Add Images' });
    await form.getByRole('button', { name: 'Create Album' }).click();
    await expect(formError(form, 'Please provide Album Name')).toBeVisible();
    await expect(formError(form, 'Please Select Images')).toBeVisible();

    const name = unique('E2E album');
    await form.getByLabel('Album Name').fill(name);
    await upload(form, 'Images', [pngFile('a.png', [255, 0, 0]), pngFile('b.png', [0, 255, 0]), pngFile('c.png', [0, 0, 255])]);
    await expect(form.locator('.ant-upload-list-item')).toHaveCount(3);
    await form.getByRole('button', { name: 'Create Album' }).click();
    await expect(toast(page, 'Album Created Successfully')).toBeVisible();

    await page.getByRole('button', { name: 'View All' }).click();
    const card = page.getByTestId('admin-card').filter({ hasText: name });
    await expect(card).toContainText('3 images');
    await card.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/admin\/albums\/all\/[^/]+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const images = page.getByTestId('album-images').locator('img');
    await expect(images).toHaveCount(3);
    await images.first().click();
    await expect(page.locator('.ant-image-preview')).toBeVisible();
    await closeViewerWithEscape(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/albums\/all$/);

    const id = await idOf(page, '/api/gallery/albums', 'name', name);
    const guest = await visitor(browser);
    await guest.goto('/gallery/albums');
    await expect(guest.getByText(name).first()).toBeVisible();
    await guest.goto(`/gallery/albums/${id}`);
    await expect(guest.getByText(name).first()).toBeVisible();

    // A rejected file shows the hint and blocks submit.
    await page.goto('/admin/albums');
    await upload(page.getByRole('form', { name: 'Add Images' }), 'Images', textFile(), 'failed');
    await expect(page.getByText('Only image file can be added.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Album' })).toBeDisabled();

    await page.goto('/admin/albums/all');
    acceptConfirm(page);
    await page.getByTestId('admin-card').filter({ hasText: name }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Album Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-card').filter({ hasText: name })).toHaveCount(0);
    await guest.goto('/gallery/albums');
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(name)).toHaveCount(0);
    await guest.context().close();
  });

  test('videos: a bad link shows the alert; add, public player, Select/Cancel, delete', async ({ page, browser }) => {
    await page.goto('/admin/videos');
    const form = page.getByRole('form', { name: 'Add Video' });
    await form.getByLabel('Youtube URL').fill('https://example.com/watch?v=short');
    await form.getByRole('button', { name: 'Add Video' }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Please provide valid Youtube URL' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: /close/i }).click();
    await expect(alert).toHaveCount(0);

    // A fresh 11-character id for every run.
    const vid = `e2e${Date.now().toString(36)}`.padEnd(11, 'x').slice(0, 11);
    await form.getByLabel('Youtube URL').fill(`https://www.youtube.com/watch?v=${vid}`);
    await form.getByRole('button', { name: 'Add Video' }).click();
    await expect(toast(page, 'Video Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Youtube URL')).toHaveValue('');
    const card = page.getByTestId('video-card').filter({ has: page.locator(`[data-video-id="${vid}"]`) });
    await expect(card).toBeVisible();
    // Click-to-load: no YouTube frame until the player is asked for, then the frame of this video.
    await expect(card.locator('iframe')).toHaveCount(0);
    await card.getByRole('button', { name: `Play video ${vid}` }).click();
    await expect(card.locator('iframe')).toHaveAttribute('src', new RegExp(`youtube-nocookie\\.com/embed/${vid}`));

    const guest = await visitor(browser);
    await guest.goto('/gallery/videos');
    await expect(guest.locator(`[data-video-id="${vid}"]`)).toBeAttached();

    // Delete buttons appear only in Select mode; Cancel hides them again.
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Select' }).click();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Select' }).click();
    acceptConfirm(page);
    await card.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Video Deleted Successfully')).toBeVisible();
    await expect(page.locator(`[data-video-id="${vid}"], iframe[src*="${vid}"]`)).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.locator(`iframe[src*="${vid}"], [data-video-id="${vid}"], img[src*="${vid}"]`)).toHaveCount(0);
    await guest.context().close();
  });
});
