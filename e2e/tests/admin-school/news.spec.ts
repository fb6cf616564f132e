import { acceptConfirm, adminDelete, adminGet, adminPost, adminToken, chooseOption, dialogOpened, expect, formError, idOf, pngFile, SCHOOL_URL, signIn, test, toast, unique, upload, visitor } from '../../support';

test.describe('admin news (issue 2)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('the add form shows its messages only after the first submit', async ({ page }) => {
    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    await form.getByLabel('Title', { exact: true }).fill('x');
    await form.getByLabel('Title', { exact: true }).fill('');
    await expect(formError(form, 'Please provide Title')).toHaveCount(0);
    await form.getByRole('button', { name: 'Publish now' }).click();
    for (const msg of ['Please provide Title', 'Please provide Author Name', 'Please provide Description']) {
      await expect(formError(form, msg)).toBeVisible();
    }
    await form.getByLabel('Title', { exact: true }).fill('Now typed');
    await expect(formError(form, 'Please provide Title')).toHaveCount(0);
  });

  test('add with an image, see it in the list and on /news, edit it, delete it', async ({ page, browser }) => {
    const title = unique('E2E news');
    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Author').fill('E2E Author');
    await form.getByLabel('Description', { exact: true }).fill('A'.repeat(320));
    await chooseOption(page, form.getByLabel('Section'), 'Primary');
    await upload(form, 'Image', pngFile('news.png'));
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'News Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/all$/);
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    // SPEC.md §9: the preview is cut at 299 characters followed by dots.
    await expect(item.getByText(`${'A'.repeat(299)}...`, { exact: true })).toBeVisible();
    await expect(item.locator('img')).toHaveAttribute('src', /\.thumb\.webp$/);

    // The public site shows it: the list and the detail page.
    const id = await idOf(page, '/api/news', 'title', title);
    const guest = await visitor(browser);
    await guest.goto('/news');
    await expect(guest.getByText(title).first()).toBeVisible();
    await guest.goto(`/news/${id}`);
    await expect(guest.getByRole('heading', { name: title })).toBeVisible();

    // Back to the console and edit.
    await page.goto('/admin/news/all');
    await page.getByTestId('admin-list-item').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[^/]+\/edit$/);
    const edit = page.getByRole('form', { name: 'Edit News' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    const edited = `${title} edited`;
    await edit.getByLabel('Title', { exact: true }).fill(edited);
    await edit.getByRole('button', { name: 'Update News' }).click();
    await expect(toast(page, 'News Edited Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/news\/all$/);
    const editedItem = page.getByTestId('admin-list-item').filter({ hasText: edited });
    await expect(editedItem).toBeVisible();

    acceptConfirm(page);
    await editedItem.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'News Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: edited })).toHaveCount(0);

    await guest.goto('/news');
    await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(guest.getByText(edited)).toHaveCount(0);
    await guest.goto(`/news/${id}`);
    await expect(guest.getByRole('heading', { name: edited })).toHaveCount(0);
    await guest.context().close();
  });

  test('a rich body (issue 32): the editor shows its table, the public page its table and a YouTube block that loads the player only on a click', async ({ page, browser }) => {
    const token = await adminToken(page);
    const title = unique('E2E rich news');
    const { _id } = await adminPost(page, token, '/api/news', {
      title, author: 'E2E', section: 'Primary', image: '',
      description: '<h2>Fees</h2><table><tbody><tr><th>Class</th><th>Fee</th></tr><tr><td>One</td><td>Rs 500</td></tr></tbody></table>' +
        '<figure data-youtube="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">School song</a></figure><script>alert(1)</script>',
    });
    try {
      await page.goto(`/admin/news/${_id}/edit`);
      const body = page.getByRole('form', { name: 'Edit News' }).getByRole('textbox', { name: 'Description', exact: true });
      await expect(body.getByRole('cell', { name: 'Rs 500' })).toBeVisible();
      await expect(body.getByRole('link', { name: 'School song' })).toBeVisible();

      const guest = await visitor(browser);
      await guest.goto(`/news/${_id}`);
      await expect(guest.getByRole('cell', { name: 'Rs 500' })).toBeVisible();
      await expect(guest.locator('iframe')).toHaveCount(0);
      await guest.getByRole('button', { name: /School song/ }).click();
      await expect(guest.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/news/${_id}`);
    }
  });

  test("a clerk's news item (issue 32): both languages, a table and a library image, a shared preview, published, then restored", async ({ page, browser }) => {
    const token = await adminToken(page);
    const name = `gate-${unique('x').replace(/\W/g, '')}.png`;
    const stored = await page.request.post(`${SCHOOL_URL}/api/media`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: pngFile(name), alt: 'Students at the gate', 'ne.alt': 'ढोकामा विद्यार्थी' },
    });
    expect(stored.status(), await stored.text()).toBe(201);
    const title = unique('E2E fees news');

    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Title (Nepali)', { exact: true }).fill('शुल्क सूचना');
    await form.getByLabel('Author').fill('Office');
    await chooseOption(page, form.getByLabel('Section'), 'Primary');
    const body = form.getByRole('textbox', { name: 'Description', exact: true });
    await body.click();
    await page.keyboard.type('Fees for the year.');
    await form.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Insert table' }).click();
    for (const cell of ['Class', 'Fee', 'One', 'Rs 500']) {
      await page.keyboard.type(cell);
      await page.keyboard.press('Tab');
    }
    await form.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: /Image$/ }).click();
    const library = page.getByRole('dialog', { name: 'Media library' });
    await library.getByLabel('Search media').fill(name);
    await library.getByLabel('Search media').press('Enter');
    // the search found only this file; a tile is named by its alt text
    await expect(library.getByRole('listitem')).toHaveCount(1);
    await library.getByRole('button', { name: /^Choose Students at the gate/ }).click();
    // the editor asks what the image shows, offering the library's alt text
    const alt = page.getByRole('dialog', { name: 'Image alt text' });
    await expect(alt.getByLabel('What the image shows')).toHaveValue('Students at the gate');
    await dialogOpened(alt);
    await alt.getByRole('button', { name: 'Insert' }).click();
    await expect(body.getByRole('img', { name: 'Students at the gate' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Description (Nepali)', exact: true }).fill('वार्षिक शुल्क।');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('saved-item')).toBeVisible();
    const id = await idOf(page, '/api/news/all?limit=50', 'title', title, token);

    try {
      // a preview link for a reader without an account
      await page.goto(`/admin/news/${id}/edit`);
      await page.getByRole('button', { name: /Share preview$/ }).click();
      const share = page.getByRole('dialog', { name: 'Share preview' });
      await dialogOpened(share);
      await share.getByRole('button', { name: 'Create link' }).click();
      const url = await share.getByLabel('Preview link').inputValue();
      await share.getByRole('button', { name: 'Close' }).click();
      await expect(share).toBeHidden();
      const guest = await visitor(browser);
      await guest.goto(url);
      await expect(guest.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
      await expect(guest.getByRole('heading', { name: title })).toBeVisible();
      await expect(guest.getByRole('cell', { name: 'Rs 500' })).toBeVisible();
      await expect(guest.getByRole('img', { name: 'Students at the gate' })).toBeVisible();
      // without the token the draft is nobody's
      await guest.goto(`/news/${id}`);
      await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);

      // published: everyone reads it, in both languages
      const edit = page.getByRole('form', { name: 'Edit News' });
      await edit.getByText('Published', { exact: true }).click();
      await edit.getByRole('button', { name: 'Update News' }).click();
      await expect(toast(page, 'News Edited Successfully')).toBeVisible();
      await guest.goto(`/news/${id}`);
      await expect(guest.getByRole('heading', { name: title })).toBeVisible();
      await guest.goto(`/ne/news/${id}`);
      await expect(guest.getByRole('heading', { name: 'शुल्क सूचना' })).toBeVisible();

      // the earlier version (the draft) restored: a new save, and the public page has it no more
      await page.goto(`/admin/news/${id}/edit`);
      await page.getByRole('button', { name: /History$/ }).click();
      const history = page.getByRole('dialog', { name: 'History' });
      await history.locator('.revision-pick').first().click();
      await history.getByRole('button', { name: 'Restore this version' }).click();
      const confirm = page.getByRole('dialog', { name: 'Restore this version?' });
      await dialogOpened(confirm);
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(async () => (await adminGet<{ status: string }>(page, token, `/api/news/all/${id}`)).status).toBe('draft');
      await guest.goto(`/news/${id}`);
      await expect(guest.getByRole('heading', { name: title })).toHaveCount(0);
      await guest.context().close();
    } finally {
      await adminDelete(page, token, `/api/news/${id}`);
    }
  });
});
