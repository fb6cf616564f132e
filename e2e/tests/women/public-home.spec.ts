import { BS_AD_DATE, emptyList, expect, noModal, SCHOOL_URL, test, WOMEN_URL } from '../../support';

test.describe("women's-centre home (SPEC §2.3 /)", () => {
  test.use({ baseURL: WOMEN_URL });

  test('shows the carousel, welcome block and its claims, four cards, head message and partners', async ({ page, request }) => {
    await noModal(page);
    // Other specs may add slides while this runs: the newest women's-centre slide is the one shown first.
    const slides = (await (await request.get(`${SCHOOL_URL}/api/carousel/sub-domain`)).json()) as { title: string }[];
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-remote', 'mf_public_women');
    const home = page.getByTestId('women-home');
    // The women's-centre slides, not the school's.
    await expect(home.getByRole('region', { name: /Highlights of Hope Women/ })).toBeVisible();
    await expect(home.getByText(slides[0].title, { exact: true }).first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Hope Women’s Centre' })).toBeVisible();
    // SPEC §1: the women's-centre home claims.
    const claims = home.getByRole('list', { name: 'What we offer' });
    for (const claim of [/Law, Culinary Arts and Medical Studies/, /100% scholarships for selected students/, /national board curriculum/, /Women-only enrolment/]) {
      await expect(claims.getByText(claim)).toBeVisible();
    }
    const cards = home.getByTestId('goal-cards');
    for (const title of ['Our Goals', 'Our Vision', 'Academic Excellence', 'Inclusive Environment']) {
      await expect(cards.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(home.getByRole('heading', { name: 'Message from the Head of College' })).toBeVisible();
    await expect(home.getByText('Sabitri Shrestha')).toBeVisible();
    const partners = home.getByRole('region', { name: 'Partner organisations' });
    await partners.scrollIntoViewIfNeeded();
    await expect(partners.getByRole('img', { name: 'Safe Motherhood Network Nepal' })).toBeVisible();
    await expect(page).toHaveTitle(/Hope Women’s Centre/);
  });

  test('the calendar is a Sunday-to-Friday month grid showing the seeded event over its whole span', async ({ page, request }) => {
    await noModal(page);
    const events = (await (await request.get(`${SCHOOL_URL}/api/events/sub-domain`)).json()) as { title: string; startDate: string; endDate: string }[];
    const seeded = events.find((e) => e.title === 'Cervical cancer screening camp');
    expect(seeded, 'seeded women event').toBeTruthy();

    await page.goto('/');
    const calendar = page.getByTestId('events-calendar');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.locator('.fc-daygrid')).toBeVisible();
    // Nepal's week: Sunday first, and its weekend (Saturday) hidden.
    await expect(calendar.locator('.fc-col-header-cell')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    await expect(calendar.locator('.fc-day-sat')).toHaveCount(0);

    const bar = calendar.locator('.fc-event', { hasText: seeded!.title });
    await expect(bar.first()).toBeVisible();
    // The bar starts on the start day and ends on the last day. The seeded camp is a one-day event
    // (its end is the day after its start, as the console's 'One day' saves it), drawn on its one day.
    const startDay = seeded!.startDate.slice(0, 10);
    const endDay = seeded!.endDate.slice(0, 10);
    const nextOfStart = new Date(Date.UTC(+startDay.slice(0, 4), +startDay.slice(5, 7) - 1, +startDay.slice(8, 10) + 1)).toISOString().slice(0, 10);
    const lastDay = endDay === nextOfStart ? startDay : endDay;
    const start = calendar.locator(`.fc-daygrid-day[data-date="${startDay}"]`);
    const end = calendar.locator(`.fc-daygrid-day[data-date="${lastDay}"]`);
    const [b, s] = await Promise.all([bar.first().boundingBox(), start.boundingBox()]);
    expect(Math.abs(b!.x - s!.x)).toBeLessThan(6);
    // When the last day is a weekday in the same week, the bar reaches its right edge too.
    if (await end.count()) {
      const e = (await end.boundingBox())!;
      if (Math.abs(e.y - s!.y) < 2) expect(Math.abs(b!.x + b!.width - (e.x + e.width))).toBeLessThan(6);
    }

    // The same events as a list, with BS beside the DD-MMM-YYYY dates.
    const list = page.getByRole('list', { name: 'Upcoming events' });
    await expect(list.getByRole('heading', { name: seeded!.title })).toBeVisible();
    await expect(list.getByText(new RegExp(`^${BS_AD_DATE.source} to ${BS_AD_DATE.source}$`)).first()).toBeVisible();

    await calendar.getByRole('button', { name: 'Next' }).click();
    await expect(calendar.locator('.fc-col-header-cell')).toHaveCount(6);
  });

  test('empty state: no slides, no events, no modal', async ({ page }) => {
    await emptyList(page, '/api/carousel/sub-domain');
    await emptyList(page, '/api/events/sub-domain');
    await noModal(page);
    await page.goto('/');
    await expect(page.getByTestId('carousel-empty')).toContainText('Education, health and livelihoods for women');
    await expect(page.getByText("Sorry we couldn't find any upcoming events. Please stay updated.")).toBeVisible();
    await page.getByTestId('events-calendar').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('events-calendar').locator('.fc-col-header-cell')).toHaveCount(6);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
