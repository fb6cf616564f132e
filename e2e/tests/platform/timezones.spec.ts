import { adminUser, type Browser, dateLabel, expect, findInPages, hydratingContext, noModal, type Page, pdfFile, pickDate, SCHOOL_URL, test, toast, unique, upload, WOMEN_URL } from '../../support';

/*
 * Issue 17, point 5: dates that are days (school event date, notice date, women's event
 * start and end) must read the same in every browser time zone. Each test creates the three
 * in the console of a browser in one zone, then opens the public sites and the consoles in
 * browsers in the two other zones, which must show the very same DD-MMM-YYYY text (on the public
 * pages with the same Bikram Sambat day beside it, issue 13).
 * Kathmandu is UTC+5:45 and Los Angeles UTC-8/-7, so for most of the day they are on
 * different dates, and a day stored as the creator's local midnight shows a day early in LA.
 */

const ZONES = ['Asia/Kathmandu', 'UTC', 'America/Los_Angeles'] as const;
type Zone = (typeof ZONES)[number];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in the school's zone, YYYY-MM-DD. */
const schoolToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());

/** YYYY-MM-DD plus days, without any zone. */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD → DD-MMM-YYYY, the format the sites show. */
const label = (day: string) => `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;

/** A browser in `zone`: a signed-in console, or a signed-out visitor. */
async function browserIn(browser: Browser, zone: Zone, signedIn: boolean): Promise<Page> {
  const context = hydratingContext(await browser.newContext({ timezoneId: zone, baseURL: SCHOOL_URL }));
  const page = await context.newPage();
  if (signedIn) {
    // a stored login (SPEC.md §3), on both hosts; the login form itself is tested elsewhere
    const user = await adminUser(page);
    await page.addInitScript((u) => {
      localStorage.setItem('userInfo', JSON.stringify(u));
      localStorage.setItem('adminMode', 'true');
    }, user);
  }
  return page;
}

/** The browser really runs in that zone (what the page's own clock says). */
async function expectZone(page: Page, zone: Zone) {
  const actual = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  // ICU may answer an older alias of the same zone
  const aliases: Record<Zone, string[]> = { UTC: ['UTC', 'Etc/UTC'], 'Asia/Kathmandu': ['Asia/Kathmandu', 'Asia/Katmandu'], 'America/Los_Angeles': ['America/Los_Angeles'] };
  expect(aliases[zone]).toContain(actual);
}

interface Created {
  title: string;
  eventDay: string;
  noticeDay: string;
  start: string;
  end: string;
}

async function createInConsole(page: Page, zone: Zone): Promise<Created> {
  const title = unique(`TZ ${zone}`);
  const today = schoolToday();
  const created: Created = { title, eventDay: addDays(today, 1), noticeDay: today, start: addDays(today, 1), end: addDays(today, 3) };

  await page.goto('/admin/events');
  await expect(page.getByTestId('admin-user')).toBeVisible();
  await expectZone(page, zone);
  const eventForm = page.getByRole('form', { name: 'Add Upcoming Event' });
  await eventForm.getByLabel('Title', { exact: true }).fill(title);
  await pickDate(eventForm.getByLabel('Date'), label(created.eventDay));
  await eventForm.getByLabel('Description', { exact: true }).fill('Checks that a day is the same day in every time zone.');
  await eventForm.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Event Added Successfully')).toBeVisible();

  await page.goto('/admin/notices');
  const noticeForm = page.getByRole('form', { name: 'Create Notice' });
  await noticeForm.getByLabel('Title', { exact: true }).fill(title);
  await noticeForm.getByLabel('Description', { exact: true }).fill('A notice dated today in Kathmandu.');
  await upload(noticeForm, 'PDF File', await pdfFile('tz-notice.pdf', title));
  await noticeForm.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Notice Added Successfully')).toBeVisible();

  await page.goto(`${WOMEN_URL}/admin/events`);
  const womenForm = page.getByRole('form', { name: 'Add Event' });
  await womenForm.getByLabel('Title', { exact: true }).fill(title);
  for (const [field, day] of [['Start Date', created.start], ['End Date', created.end]] as const) {
    await womenForm.getByLabel(field).fill(label(day));
    await womenForm.getByLabel(field).press('Enter');
    await expect(womenForm.getByLabel(field)).toHaveValue(label(day));
  }
  await womenForm.getByLabel('Description', { exact: true }).fill('A three-day camp.');
  await womenForm.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Event Added Successfully')).toBeVisible();
  return created;
}

async function expectSameDates(browser: Browser, zone: Zone, c: Created) {
  const visitor = await browserIn(browser, zone, false);
  await visitor.goto('/events');
  await expectZone(visitor, zone);
  const event = visitor.locator('.event-item').filter({ hasText: c.title });
  await expect(event.locator('.event-date')).toHaveText(dateLabel(c.eventDay));
  await expect(event.locator('.event-badge-day')).toHaveText(c.eventDay.slice(8, 10));

  await visitor.goto('/notice');
  await expect(visitor.locator('.file-item').filter({ hasText: c.title }).locator('time')).toHaveText(dateLabel(c.noticeDay));

  await noModal(visitor);
  await visitor.goto(`${WOMEN_URL}/`);
  const upcoming = visitor.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({ hasText: c.title });
  await expect(upcoming.locator('.w-event-dates')).toHaveText(`${dateLabel(c.start)} to ${dateLabel(c.end)}`);
  await visitor.context().close();

  const consolePage = await browserIn(browser, zone, true);
  await consolePage.goto('/admin/events/all');
  const adminEvent = consolePage.getByTestId('admin-list-item').filter({ hasText: c.title });
  await findInPages(consolePage, adminEvent);
  await expect(adminEvent).toContainText(label(c.eventDay));
  await expect(adminEvent.getByText('Outdated Event. Delete it')).toHaveCount(0);

  await consolePage.goto('/admin/notices/all');
  const adminNotice = consolePage.getByTestId('admin-list-item').filter({ hasText: c.title });
  await findInPages(consolePage, adminNotice);
  await expect(adminNotice).toContainText(label(c.noticeDay));

  await consolePage.goto(`${WOMEN_URL}/admin/events/all`);
  const womenItem = consolePage.getByTestId('admin-list-item').filter({ hasText: c.title });
  await findInPages(consolePage, womenItem);
  await expect(womenItem).toContainText(`${label(c.start)} to ${label(c.end)}`);
  await consolePage.context().close();
}

/** Removes what the test made, through the API. */
async function cleanUp(page: Page, title: string) {
  const { token } = await adminUser(page);
  const headers = { Authorization: `Bearer ${token}` };
  for (const [list, item] of [
    ['/api/events', '/api/events'],
    ['/api/notices', '/api/notices'],
    ['/api/events/sub-domain', '/api/events/sub-domain'],
  ]) {
    const res = await page.request.get(`${SCHOOL_URL}${list}?q=${encodeURIComponent(title)}`, { headers });
    for (const row of (await res.json()) as Array<{ _id: string; title: string }>) {
      if (row.title === title) await page.request.delete(`${SCHOOL_URL}${item}/${row._id}`, { headers });
    }
  }
}

test.describe('calendar days are the same in every time zone (issue 17)', () => {
  test.describe.configure({ timeout: 240_000 });

  // Made at the two ends (UTC+5:45 and UTC-8) and read in all three zones: a console in UTC, between
  // them, reads both; one made there would prove no more.
  for (const creator of ['Asia/Kathmandu', 'America/Los_Angeles'] as const satisfies readonly Zone[]) {
    test(`made in a console in ${creator}, read in the other zones`, async ({ browser }) => {
      const page = await browserIn(browser, creator, true);
      const created = await createInConsole(page, creator);
      try {
        // the creator's own console shows the days it picked
        await page.goto('/admin/events/all');
        const own = page.getByTestId('admin-list-item').filter({ hasText: created.title });
        await findInPages(page, own);
        await expect(own).toContainText(label(created.eventDay));
        for (const viewer of ZONES.filter((z) => z !== creator)) await expectSameDates(browser, viewer, created);
      } finally {
        await cleanUp(page, created.title);
        await page.context().close();
      }
    });
  }
});
