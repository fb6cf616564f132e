import { acceptConfirm, adminToken, expect, isoDay, mondayIn, noModal, openConsole, pickerText, SCHOOL_URL, test, toast, unique, WOMEN_URL, womenVisitor } from '../../support';

const DAY = 86_400_000;

test.describe("women's-centre events (SPEC §2.3, §5 date rules)", () => {
  test.use({ baseURL: WOMEN_URL });

  test('the form enforces the three date rules, and the API answers with the same messages', async ({ page }) => {
    await openConsole(page, `${WOMEN_URL}/admin/events`);
    const form = page.getByRole('form', { name: 'Add Event' });
    const rule = form.getByTestId('event-date-error');
    const start = mondayIn(2);
    await form.getByLabel('Title', { exact: true }).fill('Rule check');
    await form.getByLabel('Description', { exact: true }).fill('Checks the date rules.');

    // 1. Both dates are needed: with none, one message for both; with one, under the missing picker only.
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(rule).toHaveText('Please enter both start and end dates.');
    await expect(form.getByText('Please select Start Date')).toHaveCount(0);
    await expect(form.getByText('Please select End Date')).toHaveCount(0);
    await form.getByLabel('Start Date').fill(pickerText(start));
    await form.getByLabel('Start Date').press('Enter');
    await expect(form.getByText('Please select End Date')).toBeVisible();
    await expect(rule).toHaveCount(0);

    // 2. The end must be after the start; equal is refused.
    await form.getByLabel('End Date').fill(pickerText(start));
    await form.getByLabel('End Date').press('Enter');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(rule).toHaveText('End date must be after the start date.');

    // 3. At most 20 days.
    await form.getByLabel('End Date').fill(pickerText(new Date(start.getTime() + 21 * DAY)));
    await form.getByLabel('End Date').press('Enter');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(rule).toHaveText('Event duration cannot exceed 20 days.');

    // Fixing the dates clears the message.
    await form.getByLabel('End Date').fill(pickerText(new Date(start.getTime() + 2 * DAY)));
    await form.getByLabel('End Date').press('Enter');
    await expect(rule).toHaveCount(0);

    // The API enforces the same rules with the same words.
    const token = await adminToken(page);
    const post = (data: object) =>
      page.request.post(`${SCHOOL_URL}/api/events/sub-domain`, { headers: { Authorization: `Bearer ${token}` }, data: { title: 'x', description: 'y', ...data } });
    const iso = (d: Date) => d.toISOString();
    for (const [data, message] of [
      [{ startDate: iso(start) }, 'Please enter both start and end dates.'],
      [{ startDate: iso(start), endDate: iso(start) }, 'End date must be after the start date.'],
      [{ startDate: iso(start), endDate: iso(new Date(start.getTime() + 21 * DAY)) }, 'Event duration cannot exceed 20 days.'],
    ] as const) {
      const res = await post(data);
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });

  test('an event added here spans its days on the public calendar, is listed in the console, and goes when deleted', async ({ page, browser }) => {
    const title = unique('E2E women event');
    const start = mondayIn(3);
    const end = new Date(start.getTime() + 2 * DAY + 6 * 3_600_000); // Wednesday 16:00
    await openConsole(page, `${WOMEN_URL}/admin/events`);
    const form = page.getByRole('form', { name: 'Add Event' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Start Date').fill(pickerText(start));
    await form.getByLabel('Start Date').press('Enter');
    await form.getByLabel('End Date').fill(pickerText(end));
    await form.getByLabel('End Date').press('Enter');
    await form.getByLabel('Description', { exact: true }).fill('Free screening and counselling, open to all women.');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Event Added Successfully')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');

    // Public home: the bar runs from Monday to Wednesday of that week.
    const guest = await womenVisitor(browser);
    await noModal(guest);
    await guest.goto('/');
    const calendar = guest.getByTestId('events-calendar');
    await calendar.scrollIntoViewIfNeeded();
    const monday = calendar.locator(`.fc-daygrid-day[data-date="${isoDay(start)}"]`);
    await expect(calendar.locator('.fc-daygrid')).toBeVisible();
    for (let i = 0; i < 4 && !(await monday.count()); i++) {
      const before = (await calendar.locator('.fc-toolbar-title').textContent())!;
      await calendar.getByRole('button', { name: 'Next' }).click();
      await expect(calendar.locator('.fc-toolbar-title')).not.toHaveText(before);
    }
    const bar = calendar.locator('.fc-event', { hasText: title });
    await expect(bar).toHaveCount(1);
    const wednesday = calendar.locator(`.fc-daygrid-day[data-date="${isoDay(end)}"]`);
    const [b, m, w] = await Promise.all([bar.boundingBox(), monday.boundingBox(), wednesday.boundingBox()]);
    expect(Math.abs(b!.x - m!.x)).toBeLessThan(6);
    expect(Math.abs(b!.x + b!.width - (w!.x + w!.width))).toBeLessThan(6);

    // Console list: paged, with the dates and Delete.
    await page.getByRole('button', { name: 'View All' }).click();
    await expect(page).toHaveURL(`${WOMEN_URL}/admin/events/all`);
    const item = page.getByTestId('admin-list-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByText(/^\d{2}-[A-Z][a-z]{2}-\d{4} to \d{2}-[A-Z][a-z]{2}-\d{4}$/)).toBeVisible();
    acceptConfirm(page);
    await item.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Event Deleted Successfully')).toBeVisible();
    await expect(page.getByTestId('admin-list-item').filter({ hasText: title })).toHaveCount(0);

    await guest.reload();
    await guest.getByTestId('events-calendar').scrollIntoViewIfNeeded();
    await expect(guest.getByText('Cervical cancer screening camp').first()).toBeVisible();
    await expect(guest.getByText(title)).toHaveCount(0);
    await guest.context().close();
  });

  test('/admin/events/all pages 10 at a time', async ({ page }) => {
    const token = await adminToken(page);
    await openConsole(page, `${WOMEN_URL}/admin/carousel`);
    const prefix = unique('E2E paging');
    const ids: string[] = [];
    const start = mondayIn(5);
    for (let i = 0; i < 11; i++) {
      const res = await page.request.post(`${SCHOOL_URL}/api/events/sub-domain`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: `${prefix} ${i}`, description: 'Paging', startDate: start.toISOString(), endDate: new Date(start.getTime() + DAY).toISOString() },
      });
      expect(res.status()).toBe(201);
      ids.push((await res.json())._id);
    }
    await page.goto('/admin/events/all');
    await expect(page.getByTestId('admin-list-item')).toHaveCount(10);
    await expect(page.locator('.ant-pagination')).toBeVisible();
    for (const id of ids) {
      await page.request.delete(`${SCHOOL_URL}/api/events/sub-domain/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});
