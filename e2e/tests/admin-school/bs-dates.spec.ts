import { acceptConfirm, adLabel, adminToken, bsDay, bsLabelNe, dateLabel, expect, findInPages, signIn, test, toast, unique, visitor } from '../../support';

/*
 * Issue 13, dates: the console takes an event date in Bikram Sambat, the API stores its AD day, and the
 * public /events page shows that day in both calendars (and in Nepali on /ne/events).
 */

/** The day `n` days after today in Kathmandu, YYYY-MM-DD. */
function schoolDayIn(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test('an event dated in BS in the console shows on /events on the right AD day, with its BS day', async ({ page, browser }) => {
  await signIn(page);
  const title = unique('BS event');
  const day = schoolDayIn(12);
  const typed = bsDay(day); // e.g. 2083-08-19

  await page.goto('/admin/events');
  const form = page.getByRole('form', { name: 'Add Upcoming Event' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByTestId('calendar-date').getByText('BS', { exact: true }).click();
  await form.getByLabel('Date').fill(typed);
  // the AD day stands under the field before saving
  await expect(form.getByText(`${adLabel(day)} (AD)`)).toBeVisible();
  await form.getByLabel('Description', { exact: true }).fill('Dated in Bikram Sambat.');
  await form.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Event Added Successfully')).toBeVisible();
  // the API holds the AD day
  const token = await adminToken(page);
  const rows = (await (await page.request.get(`/api/events?q=${encodeURIComponent(title)}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as Array<{ title: string; date: string }>;
  expect(rows.find((r) => r.title === title)?.date).toBe(day);

  const guest = await visitor(browser);
  try {
    await guest.goto('/events');
    const item = guest.locator('.event-item').filter({ hasText: title });
    await findInPages(guest, item);
    await expect(item.locator('.event-date')).toHaveText(dateLabel(day));
    await expect(item.locator('.event-date time')).toHaveAttribute('datetime', day);
    // the Nepali site gives the BS day in Nepali digits and month names
    await guest.goto('/ne/events');
    const ne = guest.locator('.event-item').filter({ hasText: title });
    await findInPages(guest, ne);
    await expect(ne.locator('.event-date')).toContainText(bsLabelNe(day));
  } finally {
    await guest.context().close();
    await page.goto('/admin/events/all');
    const row = page.getByTestId('admin-list-item').filter({ hasText: title });
    await findInPages(page, row);
    acceptConfirm(page);
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Event Deleted Successfully')).toBeVisible();
  }
});
