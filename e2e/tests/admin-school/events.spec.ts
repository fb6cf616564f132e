import { acceptConfirm, adminToken, expect, findInPages, formError, pickDate, schoolTodayLabel, signIn, test, toast, unique, visitor } from '../../support';

test.describe('admin events', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('Add Upcoming Event: messages after the first submit', async ({ page }) => {
    await page.goto('/admin/events');
    const form = page.getByRole('form', { name: 'Add Upcoming Event' });
    await expect(formError(form, 'Please provide Title')).toHaveCount(0);
    await form.getByRole('button', { name: 'Publish now' }).click();
    for (const msg of ['Please provide Title', 'Please select Date', 'Please provide Description']) await expect(formError(form, msg)).toBeVisible();
  });

  // "today" is the school's (Kathmandu), which is already tomorrow for a UTC machine after 18:15
  test('add an event dated today: list, public /events, delete', async ({ page, browser }) => {
    const title = unique('E2E event');
    await page.goto('/admin/events');
    const form = page.getByRole('form', { name: 'Add Upcoming Event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await pickDate(form.getByLabel('Date'), schoolTodayLabel());
    await form.getByLabel('Description', { exact: true }).fill('Sports day on the main ground.');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Event Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'View All' }).click();
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await findInPages(page, item);
    await expect(item).toContainText(schoolTodayLabel());
    await expect(item.getByText('Outdated Event. Delete it')).toHaveCount(0);

    const guest = await visitor(browser);
    await guest.goto('/events');
    await expect(guest.getByText(title).first()).toBeVisible();

    acceptConfirm(page);
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Event Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: title })).toHaveCount(0);
    await guest.reload();
    await expect(guest.getByRole('heading').first()).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });

  test("an outdated event carries 'Outdated Event. Delete it', and the list pages by 10", async ({ page }) => {
    const token = await adminToken(page);
    const title = unique('E2E old event');
    const res = await page.request.post('/api/events', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, description: 'Long past.', date: '2001-01-01', image: '' },
    });
    expect(res.status()).toBe(201);
    const { _id: id } = (await res.json()) as { _id: string };

    // the page's own first answer: other workers add and delete events meanwhile, so a second read could differ
    const firstPage = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return r.request().method() === 'GET' && /^\/api\/events(\/all)?$/.test(url.pathname) && url.searchParams.get('page') === '1';
    });
    await page.goto('/admin/events/all');
    const answer = await firstPage;
    const total = Number(answer.headers()['x-total-count']);
    const items: unknown = await answer.json();
    const shown = Array.isArray(items) ? items.length : -1;
    expect(new URL(answer.url()).searchParams.get('limit')).toBe('10');
    expect(shown).toBe(Math.min(10, total));
    await expect(page.getByTestId('admin-list-item')).toHaveCount(shown);
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await findInPages(page, item);
    await expect(item.getByText('Outdated Event. Delete it')).toBeVisible();
    await page.request.delete(`/api/events/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  });
});
