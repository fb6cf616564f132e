import { ADMIN, adminDelete, adminGet, adminPost, adminToken, adminUpload, type APIRequestContext, expect, imagesSettled, isoDay, type Page, pdfFile, pngFile, publicUpload, register, request as pwRequest, SCHOOL_URL, scrollThrough, storeLogin, test, walk, chunks } from '../../support';
import { allRoutes, NEPALI, routeName, type SiteRoute } from '../platform/routes';

const isNepali = (route: SiteRoute) => route.pattern.startsWith(`${NEPALI}/`) || route.pattern === NEPALI;

/**
 * Issue 8 point 6, stored XSS. One record of every entity that has free text is created
 * through the API with HTML/script payloads in every text field; a contact message, a job
 * application and a registration are sent the way the public forms send them. Then every
 * route of the route tables (both sites, in English and Nepali, and both consoles) is opened
 * in Chromium, and on each:
 *   - no dialog opened (every payload also calls alert);
 *   - window.__xss is undefined (every payload sets it to the field it came from);
 *   - the DOM holds no element or attribute made from a payload (an on* handler, a script or
 *     a javascript: URL mentioning __xss), so the page would be safe even without the CSP;
 *   - no CSP violation was reported (an injected inline handler would be one);
 *   - where the page shows the field, the payload is there as text.
 * It is also the suite's check that no page breaks the Content Security Policy.
 * Videos (an 11-character id) and the pop-up modals (an image only) have no free text.
 */

const RUN = `x${Date.now().toString(36)}`;
/** One payload per field, rotating through the classic shapes; each names its field. */
const SHAPES = [
  (f: string) => `<img src=x onerror="window.__xss='${f}';alert('${f}')">`,
  (f: string) => `<script>window.__xss='${f}';alert('${f}')</script>`,
  (f: string) => `"><svg onload="window.__xss='${f}';alert('${f}')">`,
  (f: string) => `'><iframe src="javascript:parent.__xss='${f}'"></iframe>`,
  (f: string) => `<a href="javascript:window.__xss='${f}'">${f}</a><details open ontoggle="window.__xss='${f}'">`,
];
let shape = 0;
/** `<RUN> <field> <payload>`: unique per run, so the text can be found on the page. */
const bad = (field: string) => `${RUN} ${field} ${SHAPES[shape++ % SHAPES.length](field)}`;
/** Rich text (careers): what a hostile editor could paste. The API sanitises it; nothing may run either way. */
const badRich = (field: string) =>
  `<p>${RUN} ${field} duties</p><a href="javascript:window.__xss='${field}'">apply ${RUN}</a>` +
  `<img src=x onerror="window.__xss='${field}'"><script>window.__xss='${field}'</script>` +
  `<svg onload="window.__xss='${field}'"></svg><p onclick="window.__xss='${field}'" style="background:url(javascript:alert(1))">styled</p>`;

type Rec = Record<string, string> & { _id: string };

// Not serial: one walk's failure must not skip the others. The walks run side by side; each
// worker makes (and removes) its own records in beforeAll/afterAll, under its own RUN tag.
test.describe.configure({ mode: 'parallel' });

test.describe('stored XSS: payloads in every text field render inert on every page', () => {
  let api: APIRequestContext;
  let token = '';
  const made: Array<{ path: string; id: string }> = [];
  const r: Record<string, Rec> = {};

  const post = (path: string, data: unknown) => adminPost<Rec>(api, token, path, data);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    api = await pwRequest.newContext({ baseURL: SCHOOL_URL });
    token = await adminToken(api);

    const image = await adminUpload(api, token, 'image', pngFile(`${RUN}"><img src=x onerror=alert(1)>.png`, [200, 30, 90]));
    const noticePdf = await adminUpload(api, token, 'pdf', pdfFile(`${RUN}"><img src=x onerror=alert(1)>.pdf`, `Notice ${RUN}`, 1));
    const downloadPdf = await adminUpload(api, token, 'download', pdfFile(`${RUN}"><svg onload=alert(1)>.pdf`, `Form ${RUN}`, 1));
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const keep = (path: string, rec: Rec, key: string) => {
      r[key] = rec;
      made.push({ path: `${path}/${rec._id}`, id: rec._id });
    };

    keep('/api/news', await post('/api/news', { title: bad('news.title'), author: bad('news.author'), description: bad('news.description'), section: 'Primary', image }), 'news');
    keep('/api/notices', await post('/api/notices', { title: bad('notice.title'), description: bad('notice.description'), date: isoDay(new Date()), file: noticePdf, originalFile: bad('notice.originalFile').slice(0, 250), body: badRich('notice.body') }), 'notice');
    keep('/api/staffs', await post('/api/staffs', { image, fullName: bad('staff.fullName'), email: 'xss.staff@school.test', position: bad('staff.position'), phone: '9841000000' }), 'staff');
    keep('/api/gallery/albums', await post('/api/gallery/albums', { name: bad('album.name'), images: [image] }), 'album');
    keep('/api/gallery', await post('/api/gallery', { name: bad('womenAlbum.name'), images: [image] }), 'womenAlbum');
    keep('/api/carousel', await post('/api/carousel', { title: bad('slide.title'), description: bad('slide.description'), image }), 'slide');
    keep('/api/carousel/sub-domain', await post('/api/carousel/sub-domain', { title: bad('womenSlide.title'), description: bad('womenSlide.description'), image }), 'womenSlide');
    // a draft page of each site (issue 31), opened in its console's block editor
    for (const [site, key] of [['school', 'page'], ['women', 'womenPage']] as const) {
      const path = `/xss-${site}-${Date.now().toString(36)}`;
      keep('/api/pages', await post('/api/pages', { site, path, title: bad(`${key}.title`), description: bad(`${key}.description`), status: 'draft', blocks: [{ type: 'richText', html: bad(`${key}.html`) }, { type: 'cta', text: bad(`${key}.cta`), link: '/contact' }] }), key);
    }
    keep('/api/events', await post('/api/events', { title: bad('event.title'), description: bad('event.description'), date: isoDay(soon), image }), 'event');
    const start = new Date();
    start.setHours(start.getHours() + 1, 0, 0, 0);
    const end = new Date(start.getTime() + 2 * 86_400_000);
    keep('/api/events/sub-domain', await post('/api/events/sub-domain', { title: bad('womenEvent.title'), description: bad('womenEvent.description'), startDate: start.toISOString(), endDate: end.toISOString() }), 'womenEvent');
    keep('/api/downloads', await post('/api/downloads', { title: bad('download.title'), originalFile: bad('download.originalFile').slice(0, 250), file: downloadPdf }), 'download');
    keep('/api/careers', await post('/api/careers', {
      title: bad('career.title'), careerCategory: bad('career.careerCategory'), noOfVacancy: 2, employmentType: bad('career.employmentType'),
      location: bad('career.location'), offeredSalary: bad('career.offeredSalary'), applyBefore: isoDay(new Date(Date.now() + 30 * 86_400_000)),
      educationLevel: bad('career.educationLevel'), experienceRequired: bad('career.experienceRequired'),
      careerSpecs: badRich('career.careerSpecs'), careerDesc: badRich('career.careerDesc'), note: badRich('career.note'),
    }), 'career');
    keep('/api/teams', await post('/api/teams', { fullName: bad('team.fullName'), desc: bad('team.desc'), image }), 'team');
    keep('/api/testimonials/students', await post('/api/testimonials/students', { fullName: bad('student.fullName'), desc: bad('student.desc'), image, message: bad('student.message') }), 'student');
    keep('/api/testimonials/visitors', await post('/api/testimonials/visitors', { fullName: bad('visitor.fullName'), desc: bad('visitor.desc'), image, message: bad('visitor.message') }), 'visitor');
    keep('/api/testimonials', await post('/api/testimonials', { fullName: bad('womenTestimonial.fullName'), desc: bad('womenTestimonial.desc'), image, message: bad('womenTestimonial.message') }), 'womenTestimonial');

    // Public submissions, without a token, the way the forms send them.
    const contact = { name: bad('contact.name'), email: 'xss.contact@example.test', subject: bad('contact.subject'), message: bad('contact.message') };
    const sent = await api.post('/api/contact/send', { data: { mailerState: contact } });
    expect(sent.status(), await sent.text()).toBe(200);
    const cv = await publicUpload(api, '/api/upload?kind=cv', 'formFile', pdfFile(`${RUN}"><img src=x onerror=alert(1)>.pdf`, `CV ${RUN}`, 1));
    const application = {
      careerId: r.career._id, fullName: bad('application.fullName'), email: 'xss.applicant@example.test', phoneNumber: '9841000001',
      message: bad('application.message'), cv,
    };
    const applied = await api.post('/api/careers/send', { data: { careerData: application } });
    expect(applied.status(), await applied.text()).toBe(200);
    r.registration = (await register(api, {
      firstName: bad('registration.firstName').slice(0, 100), lastName: bad('registration.lastName').slice(0, 100), email: 'xss.parent@example.test',
      phone: '9841000002', address: bad('registration.address'), application: bad('registration.application'),
      markSheet: pdfFile(`${RUN}"><img src=x onerror=alert(1)>.pdf`, `Marks ${RUN}`, 1),
      ppPhoto: pngFile(`${RUN}"><svg onload=alert(1)>.png`, undefined, [60, 80]),
    })) as Rec;
    made.push({ path: `/api/registrations/${r.registration._id}`, id: r.registration._id });
    const messages = await adminGet<Rec[]>(api, token, '/api/contact/messages');
    r.contact = messages.find((m) => m.subject === contact.subject)!;
    expect(r.contact, 'the contact message is stored').toBeTruthy();
    made.push({ path: `/api/contact/messages/${r.contact._id}`, id: r.contact._id });
    const apps = await adminGet<Rec[]>(api, token, '/api/careers/applications');
    r.application = apps.find((a) => a.fullName === application.fullName)!;
    expect(r.application, 'the job application is stored').toBeTruthy();
    made.push({ path: `/api/careers/applications/${r.application._id}`, id: r.application._id });
  });

  test.afterAll(async () => {
    if (!api) return;
    // applications before their career; everything by id, so nothing else is touched
    for (const m of [...made].reverse()) await adminDelete(api, token, m.path);
    await api.dispose();
  });

  test('the API kept the payloads as text, and sanitised the career rich text', async () => {
    expect(r.news.title).toContain('<img src=x onerror=');
    // news and event bodies are rich text (issue 32): a body that is HTML goes through the same sanitiser
    for (const [key, f] of [['news', 'news.description'], ['event', 'event.description'], ['womenEvent', 'womenEvent.description']] as const) {
      expect(r[key]!.description, f).toContain(`${RUN} ${f}`);
      expect(r[key]!.description, f).not.toMatch(/<script|onerror|onload|onclick|ontoggle|javascript:|<svg|<img|<iframe/i);
    }
    for (const f of ['careerSpecs', 'careerDesc', 'note']) {
      const html = r.career[f];
      expect(html, f).toContain(`${RUN} career.${f} duties`);
      expect(html, f).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<img/i);
    }
  });

  /** What a payload could have left in the page: its flag, elements or attributes made from it, CSP reports. */
  async function scan(page: Page) {
    return page.evaluate(() => {
      const injected: string[] = [];
      const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']);
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const a of Array.from(el.attributes)) {
          const name = a.name.toLowerCase();
          if (name.startsWith('on') && /__xss|alert\(/.test(a.value)) injected.push(`<${el.tagName.toLowerCase()} ${name}="${a.value}">`);
          if (urlAttrs.has(name) && /^\s*javascript:/i.test(a.value)) injected.push(`<${el.tagName.toLowerCase()} ${name}="${a.value}">`);
        }
        if (el.tagName === 'SCRIPT' && el.getAttribute('type') === 'application/ld+json') {
          // the server's JSON-LD (page heads) holds titles as data, never run: it must still be one whole JSON value
          try {
            JSON.parse(el.textContent ?? '');
          } catch {
            injected.push(`<script type="application/ld+json"> that is not JSON: ${el.textContent}`);
          }
        } else if (el.tagName === 'SCRIPT' && /__xss/.test(el.textContent ?? '')) injected.push(`<script>${el.textContent}</script>`);
      }
      const w = window as unknown as { __xss?: unknown; __csp?: string[] };
      return { xss: w.__xss, injected, csp: w.__csp ?? [] };
    });
  }

  /** Watches a page for dialogs and CSP reports; returns `visit`, which opens a page and checks it. */
  async function watch(page: Page) {
    const dialogs: string[] = [];
    const csp: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => {});
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
      else if (m.type() === 'error') errors.push(m.text().slice(0, 200));
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __csp?: string[] };
        (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
      });
    });
    /** `act` opens what the page hides (tabs, rows) before the text is looked for. */
    return async function visit(origin: string, path: string, shows: string[] = [], act?: () => Promise<void>) {
      const where = `${origin}${path}`;
      // one tab visits many pages: each page's dialogs, CSP reports and errors are its own
      errors.length = 0;
      dialogs.length = 0;
      csp.length = 0;
      await page.goto(where);
      await expect(page.locator('html')).toHaveAttribute('data-remote', /mf_/);
      // Ready when nothing is loading, after scrolling the lazy parts in (not 'networkidle':
      // a page with third-party frames or polling may never reach it).
      const settled = () => expect(page.locator('[aria-busy="true"], [data-testid="loading"]')).toHaveCount(0);
      await settled();
      await scrollThrough(page);
      await settled();
      // A remote that crashed shows the shell's fallback: the page cannot be checked. That fails
      // the test (softly, so the other pages are still checked) with the console error.
      const crashed = (await page.getByText('This part of the site is not available right now').count()) > 0;
      expect.soft(crashed, `${where} did not render (shell fallback shown): ${errors.slice(-2).join(' | ')}`).toBe(false);
      if (!crashed) {
        if (act) await act();
        for (const text of shows) {
          await expect(page.getByText(text).first(), `${where} shows "${text}" as text`).toBeAttached();
        }
      }
      // an injected <img onerror> fires once the image fails: wait until every image has loaded or failed
      await imagesSettled(page);
      const state = await scan(page);
      expect(dialogs, `dialogs on ${where}`).toEqual([]);
      expect(state.xss, `window.__xss on ${where}`).toBeUndefined();
      expect(state.injected, `elements made from a payload on ${where}`).toEqual([]);
      expect([...csp, ...state.csp], `CSP violations on ${where}`).toEqual([]);
    };
  }

  test('control: the checks do catch a payload that reaches the DOM, and the CSP stops it running', async ({ page }) => {
    await watch(page);
    await page.goto(`${SCHOOL_URL}/about`);
    await expect(page.locator('html')).toHaveAttribute('data-remote', /mf_/);
    // what an unsafe innerHTML would do with a stored value
    await page.evaluate((html) => {
      const div = document.createElement('div');
      div.innerHTML = html;
      document.body.append(div);
    }, SHAPES[0]('control'));
    await expect.poll(async () => (await scan(page)).csp.length).toBeGreaterThan(0);
    const state = await scan(page);
    expect(state.injected).toEqual([`<img onerror="window.__xss='control';alert('control')">`]);
    expect(state.csp.join(' ')).toMatch(/script-src/);
    expect(state.xss).toBeUndefined();
  });

  /** What a route shows of the payloads (and what to open first), by `site pattern`; a route with a parameter opens a record made above. */
  interface Expect {
    id?: () => string;
    shows?: () => string[];
    act?: (page: Page) => Promise<void>;
  }
  /**
   * The home's carousel shows its first slide alone for about half a minute (SPEC.md §9) and mounts the
   * others when a pointer enters it; the other worker's newer slide may be the first. The pointer's entry
   * is sent to the carousel itself: the school's welcome pop-up may be over it.
   */
  const wakeCarousel = (page: Page) => page.locator('[aria-roledescription="carousel"]').first().dispatchEvent('pointerover');
  const EXPECT: Record<string, Expect> = {
    'school /': { shows: () => [r.slide.title, r.student.fullName, r.event.title], act: wakeCarousel },
    'school /school': { shows: () => [r.student.fullName] },
    'school /college': { shows: () => [r.visitor.fullName] },
    'school /hafamily/staffs': { shows: () => [r.staff.fullName, r.staff.position] },
    'school /gallery/albums': { shows: () => [r.album.name] },
    'school /gallery/albums/:id': { id: () => r.album._id, shows: () => [r.album.name] },
    'school /news': { shows: () => [r.news.title, r.news.author] },
    'school /news/:id': { id: () => r.news._id, shows: () => [r.news.title, `${RUN} news.description`] },
    'school /events': { shows: () => [r.event.title] },
    'school /events/:id': { id: () => r.event._id, shows: () => [r.event.title, r.event.description] },
    'school /notice': { shows: () => [r.notice.title] },
    'school /notice/:id': { id: () => r.notice._id, shows: () => [r.notice.title, `${RUN} notice.body duties`] },
    'school /downloads': { shows: () => [r.download.title] },
    'school /careers': { shows: () => [r.career.title] },
    'school /careers/:id': { id: () => r.career._id, shows: () => [r.career.title, r.career.location, `${RUN} career.careerSpecs duties`] },
    'women /': { shows: () => [r.womenSlide.title], act: wakeCarousel },
    'women /about': { shows: () => [r.womenTestimonial.fullName] },
    'women /gallery': { shows: () => [r.womenAlbum.name] },
    'women /gallery/:id': { id: () => r.womenAlbum._id, shows: () => [r.womenAlbum.name] },
    'women /events/:id': { id: () => r.womenEvent._id, shows: () => [r.womenEvent.title, r.womenEvent.description] },
    'school console /admin/home': { shows: () => [r.registration.firstName] },
    'school console /admin/home/registration/:id': {
      id: () => r.registration._id,
      shows: () => [r.registration.firstName, r.registration.address, r.registration.application],
    },
    'school console /admin/carousel/all': { shows: () => [r.slide.title] },
    'school console /admin/news/all': { shows: () => [r.news.title] },
    'school console /admin/news/:id/edit': { id: () => r.news._id },
    'school console /admin/events/all': { shows: () => [r.event.title] },
    'school console /admin/albums/all': { shows: () => [r.album.name] },
    'school console /admin/albums/all/:id': { id: () => r.album._id, shows: () => [r.album.name] },
    'school console /admin/testimonials': { shows: () => [r.student.fullName, r.visitor.fullName, r.team.fullName] },
    'school console /admin/staffs': { shows: () => [r.staff.fullName] },
    'school console /admin/notices/all': { shows: () => [r.notice.title] },
    'school console /admin/downloads/all': { shows: () => [r.download.title] },
    'school console /admin/careers': { shows: () => [r.career.title] },
    'school console /admin/careers/:id': { id: () => r.career._id, shows: () => [`${RUN} career.careerSpecs duties`, `${RUN} career.note duties`] },
    'school console /admin/inbox': {
      shows: () => [r.contact.subject, r.contact.name, r.contact.message, r.application.fullName, r.application.message, r.application.originalFile],
      act: async (page) => {
        const messages = page.getByRole('list', { name: 'Contact messages' });
        await messages.getByRole('listitem').filter({ hasText: RUN }).getByRole('button', { name: 'Open' }).click();
        await expect(messages.getByText(r.contact.message)).toBeVisible();
        await page.getByRole('tab', { name: 'Job applications' }).click();
        const apps = page.getByRole('list', { name: /application/i });
        await apps.getByRole('listitem').filter({ hasText: RUN }).getByRole('button', { name: 'Open' }).click();
        await expect(apps.getByText(r.application.message)).toBeVisible();
      },
    },
    'women console /admin/carousel/all': { shows: () => [r.womenSlide.title] },
    'women console /admin/events/all': { shows: () => [r.womenEvent.title] },
    'women console /admin/albums/all': { shows: () => [r.womenAlbum.name] },
    'women console /admin/albums/all/:id': { id: () => r.womenAlbum._id, shows: () => [r.womenAlbum.name] },
    'women console /admin/testimonials': { shows: () => [r.womenTestimonial.fullName] },
    'school console /admin/pages/:id': { id: () => r.page._id },
    'women console /admin/pages/:id': { id: () => r.womenPage._id },
  };

  // Every route of the route tables (both sites in English and Nepali, both consoles), so a new screen is
  // covered without a list here. One tab walks a few routes per test (support/walk.ts): each route is a step
  // named after it, one failure skips nothing, and a slow machine costs a few pages' budget. A Nepali page
  // shows the same records (their English text where they have no Nepali): it is checked for inertness,
  // and its English twin for the text.
  const groups = new Map<string, SiteRoute[]>();
  for (const route of allRoutes({ nepali: true })) {
    const group = `${route.site}${isNepali(route) ? ' (Nepali)' : ''}`;
    groups.set(group, [...(groups.get(group) ?? []), route]);
  }
  for (const [group, routes] of groups) {
    for (const part of chunks(routes, group.endsWith('console') ? 8 : 6)) {
      test(`pages of the ${group}: ${part[0].pattern} … ${part.at(-1)!.pattern}`, async ({ page }) => {
        const visit = await watch(page);
        const console_ = group.endsWith('console');
        if (console_) await storeLogin(page, { origin: part[0].origin });
        await walk(part, (route) => `page ${routeName(route)}`, async (route) => {
          const nepali = isNepali(route);
          const key = `${route.site} ${nepali ? route.pattern.slice(NEPALI.length) || '/' : route.pattern}`;
          const expected = EXPECT[key] ?? {};
          if (route.pattern.includes(':') && !expected.id) throw new Error(`no record to open for ${key}: add one to EXPECT`);
          const path = expected.id ? route.pattern.replace(/:[a-zA-Z]+/, expected.id()) : route.pattern;
          await visit(route.origin, path, nepali ? [] : expected.shows?.(), expected.act && (() => expected.act!(page)));
          if (console_) await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
        });
      });
    }
  }
});
