import { adminDelete, adminPost, adminToken, adminUpload, type APIRequestContext, expect, expectFitsPhone, isoDay, openConsole, pdfFile, PHONE, pngFile, register, request as pwRequest, SCHOOL_URL, scrollThrough, storeLogin, span, offline, stubEmbeds, test, walk, chunks, WOMEN_URL } from '../../support';
import { allRoutes, concretePath, routeName, settled, type SiteRoute } from './routes';

// The public pages are checked at this width by the hydration walk (ssr.spec.ts), which has them open
// already; here the consoles and the sign-in pages.
test.describe('phones (375 × 812): no console screen is wider than the screen', () => {
  test.use({ viewport: PHONE });
  // a few screens per test, spread over the workers: the walk is not one worker's tail
  test.describe.configure({ mode: 'parallel' });

  const screens = allRoutes().filter((r) => r.site.endsWith('console') || r.pattern.startsWith('/admin'));
  // the sign-in pages of both hosts in one walk, each console's screens in walks of their own (with the stored login)
  const group = (r: SiteRoute) => (r.site.endsWith('console') ? r.site : 'sign-in pages');
  for (const name of new Set(screens.map(group))) {
    for (const part of chunks(screens.filter((r) => group(r) === name), 9)) {
      test(`${name}: ${span(part, name.endsWith('console') ? (r) => r.pattern : routeName)}`, async ({ page }) => {
        await offline(page);
        if (name.endsWith('console')) await storeLogin(page);
        await walk(part, routeName, async (route) => {
          const path = await concretePath(page, route);
          await page.goto(`${route.origin}${path}`);
          await settled(page, route);
          await scrollThrough(page);
          await expect(page.getByTestId('loading')).toHaveCount(0);
          await expectFitsPhone(page, path);
        });
      });
    }
  }
});

test.describe('console on a phone', () => {
  test.use({ viewport: PHONE });

  for (const [name, origin, home, link, screen] of [
    ['school', SCHOOL_URL, '/admin/home', 'News', /\/admin\/news$/],
    ['women', WOMEN_URL, '/admin/carousel', 'Events', /\/admin\/events$/],
  ] as const) {
    test(`${name}: the sidebar stays collapsed, and its toggle opens a drawer with the links' names`, async ({ page }) => {
      const user = await openConsole(page, `${origin}${home}`);
      const sidebar = page.getByTestId('admin-sidebar');
      await expect(page.getByTestId('admin-user')).toHaveText(user.name);
      // SPEC.md §2.2 / §9: collapsed under 600 px, and the Collapsed Sidebar switch is disabled there.
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings.getByRole('switch', { name: 'Collapsed Sidebar' })).toBeDisabled();
      await settings.getByRole('button', { name: 'Close' }).click();
      await expect(settings).toBeHidden();

      const toggle = page.getByRole('button', { name: 'Expand sidebar' });
      await expect(toggle).toBeEnabled();
      await toggle.click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByRole('link', { name: link, exact: true }) });
      await expect(drawer).toBeVisible();
      const box = await drawer.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await drawer.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(screen);
      await expect(drawer).toBeHidden();
      // The stored preference is untouched: the sidebar comes back open on a wide window.
      expect(await page.evaluate(() => localStorage.getItem('sidebarToggle'))).not.toBe('false');
      await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
    });

    test(`${name}: collapsed links show their names on hover; the brand is a short mark; the user name stays on one line`, async ({ page }) => {
      const user = await openConsole(page, `${origin}${home}`);
      const sidebar = page.getByTestId('admin-sidebar');
      await expect(page.getByTestId('admin-user')).toHaveText(user.name);

      await sidebar.getByRole('menuitem').filter({ has: page.getByRole('link', { name: link, exact: true }) }).hover();
      await expect(page.getByRole('tooltip').filter({ hasText: link })).toBeVisible();

      const brand = sidebar.locator('.admin-brand');
      const mark = (await brand.innerText()).trim();
      expect(mark).toBe(name === 'school' ? 'HA' : 'HWC');
      const brandBox = await brand.locator('abbr').boundingBox();
      expect(brandBox!.x + brandBox!.width).toBeLessThanOrEqual(70);

      const userName = page.getByTestId('admin-user');
      const lines = await userName.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect(lines).toBe(1);
      const nameBox = await userName.boundingBox();
      expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(PHONE.width);
      await userName.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: `Signed in as ${user.name}` })).toBeVisible();
    });
  }
});

test.describe('phones (375 × 812): issue 38', () => {
  test.use({ viewport: PHONE });

  test('notices: the title opens the preview, View and Download are written out in both languages, and Download stays inside the pop-up', async ({ page }) => {
    await page.goto(`${SCHOOL_URL}/notice`);
    const item = page.getByTestId('notice-list').getByRole('listitem').first();
    await expect(item.locator('.file-actions button')).toHaveText('View');
    await expect(item.locator('.file-actions a')).toHaveText('Download');
    await page.goto(`${SCHOOL_URL}/ne/notice`);
    await expect(item.locator('.file-actions button')).toHaveText('हेर्नुहोस्');
    await expect(item.locator('.file-actions a')).toHaveText('डाउनलोड गर्नुहोस्');
    const title = item.getByRole('heading').getByRole('link');
    const name = (await title.textContent())!;
    await title.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.locator('.pdf-viewer-page canvas')).toBeVisible();
    const popup = await dialog.evaluate((el) => (el.closest('.ant-modal') ?? el).getBoundingClientRect().toJSON() as DOMRect);
    const button = (await dialog.getByRole('link', { name: /डाउनलोड गर्नुहोस्/ }).boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(popup.left);
    expect(button.x + button.width).toBeLessThanOrEqual(popup.right);
    await expectFitsPhone(page, '/ne/notice with the preview open');
  });

  for (const path of ['/', '/ne']) {
    test(`women's calendar at ${path}: the heading breaks between words only and keeps clear of the buttons`, async ({ page }) => {
      await page.goto(`${WOMEN_URL}${path}`);
      const calendar = page.getByTestId('events-calendar');
      await calendar.scrollIntoViewIfNeeded();
      const heading = calendar.locator('.fc-toolbar-title');
      await expect(heading).toBeVisible();
      const wordsSplit = await heading.evaluate((el) => {
        const text = el.firstChild!;
        const split: string[] = [];
        for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(m[0]);
        }
        return split;
      });
      expect(wordsSplit).toEqual([]);
      const h = (await heading.boundingBox())!;
      for (const button of await calendar.locator('.fc-toolbar button').all()) {
        const b = (await button.boundingBox())!;
        const overlaps = b.x < h.x + h.width && h.x < b.x + b.width && b.y < h.y + h.height && h.y < b.y + b.height;
        expect(overlaps, (await button.textContent()) ?? "").toBe(false);
      }
    });
  }

  for (const origin of [SCHOOL_URL, WOMEN_URL]) {
    test(`partner logos at ${origin === SCHOOL_URL ? 'the school' : "the women's centre"}: their words are 12 px or larger`, async ({ page }) => {
      await page.goto(origin);
      const logos = page.locator('.pub-marquee li:not([aria-hidden]) img');
      // the strip itself: its logos move, so they are never 'stable' for a scroll
      await page.locator('.pub-marquee').first().scrollIntoViewIfNeeded();
      await expect(logos.first()).toBeAttached();
      const sizes = await logos.evaluateAll((imgs) =>
        Promise.all(
          (imgs as HTMLImageElement[]).map(async (img) => {
            const svg = await (await fetch(img.currentSrc || img.src)).text();
            const viewBox = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? img.naturalWidth);
            const smallest = Math.min(...[...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1])));
            // to a tenth of a pixel: the moving strip is drawn at fractions of one
            return { name: img.alt, px: Math.round((smallest * img.getBoundingClientRect().width * 10) / viewBox) / 10 };
          }),
        ),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const s of sizes) expect(s.px, s.name).toBeGreaterThanOrEqual(12);
    });
  }
});

test("women's contact page keeps side padding on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await stubEmbeds(page);
  await page.goto(`${WOMEN_URL}/contact`);
  const form = page.getByRole('heading', { name: 'Send us a message' });
  await expect(form).toBeVisible();
  for (const el of [page.locator('.w-contact-form'), page.locator('#map-title')]) {
    const box = await el.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(16);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width - 16);
  }
});

test.describe('phones: a long unbroken word (a pasted link) wraps instead of widening the page', () => {
  test.use({ viewport: PHONE });
  // 112 characters with no place to break: wider than a 375-px screen in any font
  const LONG = `https://www.example.edu.np/admissions/notices/${'a'.repeat(40)}-${Date.now().toString(36)}-${'b'.repeat(12)}`;
  let api: APIRequestContext;
  let token = '';
  const made: string[] = [];
  const ids: Record<string, string> = {};

  test.beforeAll(async () => {
    api = await pwRequest.newContext({ baseURL: SCHOOL_URL });
    token = await adminToken(api);
    const post = async (path: string, key: string, data: unknown) => {
      const rec = await adminPost(api, token, path, data);
      ids[key] = rec._id;
      made.push(`${path}/${rec._id}`);
    };
    const image = await adminUpload(api, token, 'image', pngFile('long-word.png'));
    const pdf = await adminUpload(api, token, 'pdf', pdfFile('long-word.pdf'));
    await post('/api/news', 'news', { title: LONG, author: LONG, description: `<p>${LONG}</p>`, section: 'Primary', image });
    await post('/api/notices', 'notice', { title: LONG, description: LONG, date: isoDay(new Date()), file: pdf, originalFile: 'long-word.pdf' });
    await post('/api/events', 'event', { title: LONG, description: LONG, date: isoDay(new Date(Date.now() + 86_400_000)), image });
    await post('/api/careers', 'career', {
      title: LONG, careerCategory: LONG, noOfVacancy: 1, employmentType: LONG, location: LONG, offeredSalary: LONG,
      applyBefore: isoDay(new Date(Date.now() + 30 * 86_400_000)), educationLevel: LONG, experienceRequired: LONG,
      careerSpecs: `<p>${LONG}</p>`, careerDesc: `<p>${LONG}</p>`, note: '',
    });
    await post('/api/gallery/albums', 'album', { name: LONG, images: [image] });
    const start = new Date(Date.now() + 3_600_000);
    // the console's home lists admission registrations: one from a parent who pasted a link as the address
    ids.registration = (await register(api, { firstName: LONG.slice(0, 100), lastName: LONG.slice(-100), email: 'long.word@example.test', address: LONG, application: LONG }))._id;
    made.push(`/api/registrations/${ids.registration}`);
    await post('/api/events/sub-domain', 'womenEvent', { title: LONG, description: LONG, startDate: start.toISOString(), endDate: new Date(start.getTime() + 86_400_000).toISOString() });
  });

  test.afterAll(async () => {
    if (!api) return;
    for (const path of made.reverse()) await adminDelete(api, token, path);
    await api.dispose();
  });

  const pages: Array<[string, string | (() => string), boolean]> = [
    [SCHOOL_URL, '/', false],
    [SCHOOL_URL, '/news', false],
    [SCHOOL_URL, () => `/news/${ids.news}`, false],
    [SCHOOL_URL, '/notice', false],
    [SCHOOL_URL, '/events', false],
    [SCHOOL_URL, '/careers', false],
    [SCHOOL_URL, () => `/careers/${ids.career}`, false],
    [SCHOOL_URL, '/gallery/albums', false],
    [SCHOOL_URL, () => `/gallery/albums/${ids.album}`, false],
    [WOMEN_URL, '/', false],
    [SCHOOL_URL, '/admin/home', true],
    [SCHOOL_URL, '/admin/news/all', true],
    [SCHOOL_URL, '/admin/notices/all', true],
    [SCHOOL_URL, '/admin/events/all', true],
    [SCHOOL_URL, '/admin/careers', true],
    [SCHOOL_URL, () => `/admin/careers/${ids.career}`, true],
    [SCHOOL_URL, () => `/admin/home/registration/${ids.registration}`, true],
    [WOMEN_URL, '/admin/events/all', true],
  ];
  // one tab per site and kind (the stored login is the consoles'), each page a step of its walk
  for (const [kind, console] of [['pages', false], ['console screens', true]] as const) {
    test(`${kind}`, async ({ page }) => {
      await offline(page);
      if (console) await storeLogin(page);
      const stops = pages.filter((p) => p[2] === console);
      const url = ([origin, path]: (typeof pages)[number]) => `${origin}${typeof path === 'string' ? path : path()}`;
      await walk(stops, (stop) => `${stop[0] === WOMEN_URL ? 'women' : 'school'} ${url(stop).replace(/^https?:\/\/[^/]+/, '')}`, async (stop) => {
        await page.goto(url(stop));
        // the page shows the long word (so it is the one measured)
        await expect(page.getByText(LONG.slice(-30), { exact: false }).first()).toBeAttached({ timeout: 30_000 });
        await expect(page.getByTestId('loading')).toHaveCount(0);
        await scrollThrough(page);
        await expectFitsPhone(page, url(stop));
      });
    });
  }
});
