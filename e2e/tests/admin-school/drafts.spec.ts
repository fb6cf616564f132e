import { adminPost, adminToken, expect, idOf, signIn, test, toast, unique, visitor } from '../../support';

test.describe('drafts and search (issue 14)', () => {
  test('a draft made in the console is not on the public /news; publishing it shows it', async ({ page, browser }) => {
    await signIn(page);
    const title = unique('Draft news');
    await page.goto('/admin/news');
    const form = page.getByRole('form', { name: 'Add News' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Author').fill('E2E Author');
    await form.getByLabel('Description', { exact: true }).fill('Not for the public yet.');
    // nothing goes public by default: 'Save draft' beside 'Publish now'
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'News Added Successfully')).toBeVisible();

    // the console lists it with its badge; the public list and its URL do not have it
    const id = await idOf(page, '/api/news/all', 'title', title, await adminToken(page));
    await page.goto('/admin/news/all');
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await expect(item.getByTestId('publish-badge')).toHaveText('Draft');
    const guest = await visitor(browser);
    await guest.goto('/news');
    await expect(guest.getByTestId('news-list')).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    expect((await guest.request.get(`/api/news/${id}`)).status()).toBe(404);

    // publish it from the edit screen
    await item.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: 'Edit News' });
    await expect(edit.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await edit.getByText('Published', { exact: true }).click();
    await edit.getByRole('button', { name: 'Update News' }).click();
    await expect(toast(page, 'News Edited Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: title }).getByTestId('publish-badge')).toHaveText('Published');

    await guest.goto('/news');
    await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
    await guest.goto(`/news/${id}`);
    await expect(guest.getByRole('heading', { name: title })).toBeVisible();
    await guest.context().close();
  });

  test('the public news search box finds an article by its words, with the search in the URL', async ({ page, browser }) => {
    await signIn(page);
    const token = await adminToken(page);
    const mark = unique('zq').split(' ')[1];
    const wanted = `Robotics club wins ${mark}`;
    const other = `Football final ${mark}`;
    for (const t of [wanted, other]) {
      await adminPost(page, token, '/api/news', { title: t, author: 'E2E', description: 'Our students built a line-following robot.', section: 'Primary' });
    }
    const guest = await visitor(browser);
    await guest.goto('/news');
    await guest.getByLabel('Search news').fill(`${mark} robotics`);
    await expect(guest).toHaveURL(new RegExp(`[?&]q=${mark}\\+robotics`));
    await expect(guest.getByRole('link', { name: wanted }).first()).toBeVisible();
    await expect(guest.getByText(other)).toHaveCount(0);
    // the link can be shared: opening it searches at once
    await guest.goto(`/news?q=${encodeURIComponent(`${mark} football`)}`);
    await expect(guest.getByRole('link', { name: other }).first()).toBeVisible();
    await expect(guest.getByText(wanted)).toHaveCount(0);
    await guest.context().close();
  });
});
