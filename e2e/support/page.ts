import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, expect, hydratingContext, type Locator, type Page } from './test';
import { SCHOOL_URL, WOMEN_URL } from './env';

// What the specs do in a page: visitors, forms and uploads, toasts, waits for a state, API answers
// replaced for an empty or failing state, accessibility checks, dates as the pickers take them.

/** A signed-out visitor in a fresh browser context on `origin`. */
export async function visitor(browser: Browser, origin = SCHOOL_URL, options: BrowserContextOptions = {}): Promise<Page> {
  const context = hydratingContext(await browser.newContext({ baseURL: origin, ...options }), options);
  return context.newPage();
}

/** A signed-out visitor of the women's-centre site (its layout checks are made at 1280 × 900). */
export const womenVisitor = (browser: Browser, viewport = { width: 1280, height: 900 }) => visitor(browser, WOMEN_URL, { viewport });

/** Accept the browser's 'Are you sure' confirmation for the next delete. */
export function acceptConfirm(page: Page) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure');
    await dialog.accept();
  });
}

/** The toast with this exact text (bottom-right notification). */
export const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** Opens the Edit dialog of the console list item named `name` (its "Edit <name>" button) and returns it, zoomed in. */
export async function openEdit(page: Page, name: string, title: string): Promise<Locator> {
  // swiper cards off screen still take the click (as the testimonials spec deletes them)
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).dispatchEvent('click');
  const dialog = page.getByRole('dialog', { name: title });
  await dialogOpened(dialog);
  return dialog;
}

/** Saves an Edit dialog and waits for its toast and for the dialog to close. */
export async function saveEdit(page: Page, dialog: Locator, toastText: string) {
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, toastText)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A form item's validation message. */
export const formError = (scope: Page | Locator, text: string) => scope.locator('.ant-form-item-explain-error', { hasText: text });

/** The file input of an upload field, found by its form label (antd links the label to the input's id). */
export const fileInput = (scope: Page | Locator, label: string): Locator => scope.getByLabel(label, { exact: true });

/** The upload field (with its data-upload-status) around a labelled file input. */
export async function uploadField(scope: Page | Locator, label: string): Promise<Locator> {
  const id = await fileInput(scope, label).getAttribute('id');
  return scope.locator(`.upload-field:has(input[id="${id}"])`);
}

/** Chooses file(s) for a form field and waits for the upload to reach `status` (default: succeeded). */
export async function upload(
  scope: Page | Locator,
  label: string,
  files: Parameters<Locator['setInputFiles']>[0],
  status: 'succeeded' | 'failed' = 'succeeded',
) {
  await fileInput(scope, label).setInputFiles(files);
  await expect(await uploadField(scope, label)).toHaveAttribute('data-upload-status', status);
}

/** The stored name of an upload ("/uploads/<hex>.png" → "<hex>"), to find its variants in src attributes. */
export const storedName = (ref: string) => /\/uploads\/([^/.]+)\./.exec(ref)?.[1] ?? ref;

/** Picks an option of an open antd Select (its list is virtual, so match the visible item). */
export async function chooseOption(page: Page, select: Locator, option: string) {
  // An antd list that is closing is still on screen for its animation: an option clicked in
  // it may be lost, and an accessibility check would see it half faded. So every list is
  // closed before this one opens, and this one is closed again before the test goes on.
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(open).toHaveCount(0);
  await select.click();
  await open.locator(`.ant-select-item-option[title="${option}"]`).click();
  await expect(open).toHaveCount(0);
}

/** Types a date into an antd DatePicker and confirms it. */
export async function pickDate(picker: Locator, label: string) {
  await picker.click();
  await picker.fill(label);
  await picker.press('Enter');
  await expect(picker).toHaveValue(label);
}

/** Pages through an antd Pagination until `item` shows (lists are paged 10 at a time). */
export async function findInPages(page: Page, item: Locator) {
  for (let i = 0; i < 50; i++) {
    if (await item.isVisible()) return;
    const next = page.locator('.ant-pagination-next');
    if ((await next.count()) === 0 || (await next.getAttribute('aria-disabled')) === 'true') break;
    const current = await page.locator('.ant-pagination-item-active').getAttribute('title');
    await next.click();
    // The next page is shown once the pager says so and the list has re-rendered.
    await expect(page.locator('.ant-pagination-item-active')).not.toHaveAttribute('title', current ?? '');
  }
  await expect(item).toBeVisible();
}

/**
 * Lets the page finish what it is doing now: two animation frames, so React has
 * committed what the last answer changed. A wait for a state, not for a time.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Every image the page has asked for has loaded or failed (an injected `<img onerror>`
 * would have fired by then). Lazy images not yet near the viewport do not count.
 */
export async function imagesSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((i) => i.complete || i.loading === 'lazy')))
    .toBe(true);
}

/**
 * Scrolls a public page to the bottom half a screen at a time, so lazily mounted parts
 * (sliders, the calendar) see themselves near the viewport and render. Each step waits
 * two animation frames (enough for IntersectionObserver to report), and the page may grow
 * as parts mount. Bounded both ways: a step waits at most 250 ms for its frames (a page the
 * browser stops drawing, as a second headless window once was, held a run for two minutes),
 * and the walk stops after 80 steps, so a page that keeps growing fails the next assertion
 * instead of the test's time limit.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 250);
      });
    for (let y = 0, step = 0; y <= document.documentElement.scrollHeight && step < 80; y += Math.max(200, innerHeight / 2), step++) {
      scrollTo(0, y);
      await frames();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frames();
  });
}

/** The phone most visitors read on (issue 38): the walks that check the layout use its screen. */
export const PHONE = { width: 375, height: 812 };

/** The page is no wider than the phone's screen; the widest elements name the culprit when it is. */
export async function expectFitsPhone(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, wide };
  });
  expect(widths.scrollWidth, `${where}: ${widths.wide.join('; ')}`).toBeLessThanOrEqual(PHONE.width);
}

/** An API path (matched on the whole pathname) or a pattern of the whole URL. */
type ApiRoute = string | RegExp;
const matches = (route: ApiRoute) => (url: URL) => (typeof route === 'string' ? url.pathname === route : route.test(url.href));

/**
 * The header that asks for a page as the browser renders it (no server render, no wire cache). Only the
 * e2e server honours it: `support/server.mjs` builds the app with the `renderInBrowser` test hook, which
 * the production server never sets (api/src/app.ts, `TestHooks`).
 */
export const RENDER_IN_BROWSER: Record<string, string> = { 'X-E2E-Render': 'browser' };

/**
 * A server-rendered page (issue 12) brings its data with it, so an answer stubbed here would never be
 * asked for: pages of this page are requested as the browser renders them (RENDER_IN_BROWSER).
 */
async function renderInBrowser(page: Page) {
  // a header rather than a route, so `page.unrouteAll()` between two stubs keeps it
  await page.setExtraHTTPHeaders(RENDER_IN_BROWSER);
}

/** Answers a GET list call with an empty list, to see the page's empty state. */
export async function emptyList(page: Page, route: ApiRoute) {
  await renderInBrowser(page);
  await page.route(matches(route), (r) =>
    r.request().method() === 'GET'
      ? r.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' })
      : r.continue(),
  );
}

/** Makes a list call fail with a server error. */
export async function failList(page: Page, route: ApiRoute, message = 'Something broke on the server') {
  await renderInBrowser(page);
  await page.route(matches(route), (r) => r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) }));
}

/** Keeps the women's-centre pop-up closed, so tests of other parts of the home page are not covered by it. */
export const noModal = (page: Page) => emptyList(page, '/api/modal/sub-domain');

/** The school's home page opens the welcome modal once the modal list has loaded: close it. */
export async function closeWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Hope Academy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Only this site's own hosts answer: outside services (YouTube, Google Maps) are not part of its
 * layout, are offline here, and their frames would keep the network busy.
 */
export async function stubEmbeds(page: Page) {
  await page.route(
    (url) => !url.hostname.endsWith('localhost'),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>embed</title></html>' }),
  );
}

/**
 * The API client streams request bodies, which Playwright's request.postData() cannot see,
 * so a wrapper around fetch keeps the JSON bodies sent to `pathPart` in window.__sent.
 */
export async function recordJsonBodies(page: Page, pathPart: string) {
  await page.addInitScript((part) => {
    const w = window as unknown as { __sent: unknown[]; fetch: typeof fetch };
    w.__sent = [];
    const original = w.fetch.bind(window);
    w.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(input, init);
      if (req.url.includes(part) && req.method !== 'GET') {
        try {
          w.__sent.push(JSON.parse(await req.clone().text()));
        } catch {
          /* not JSON */
        }
      }
      return original(input as RequestInfo, init);
    };
  }, pathPart);
}

export async function sentBodies<T>(page: Page): Promise<T[]> {
  return page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent) as Promise<T[]>;
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
  expect(summary, `${label}: axe serious/critical violations`).toEqual([]);
}

// ------------------------------------------------------------------ dates

/** 'DD-MMM-YYYY' in local time, as the date pickers take it (days only). */
export function pickerText(d: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(d.getDate()).padStart(2, '0')}-${months[d.getMonth()]}-${d.getFullYear()}`;
}

/** Today in the school's zone (Asia/Kathmandu) as the pickers show it: the day "upcoming" and "outdated" are counted from. */
export function schoolTodayLabel(now = new Date()): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now).split('-').map(Number);
  return pickerText(new Date(y, m - 1, d));
}

/** YYYY-MM-DD in local time, as the API's calendar days and FullCalendar's data-date attributes. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The calendar day `n` days from now (UTC), YYYY-MM-DD, as the API takes dates. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday at 10:00 of the week `weeks` weeks after this one. */
export function mondayIn(weeks: number): Date {
  const d = new Date();
  d.setHours(10, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + weeks * 7);
  return d;
}

/**
 * Holds back the requests matching `pattern`, as a slow connection would, until `release()`;
 * `asked` lists the URLs held.
 */
export async function holdBack(page: Page, pattern: RegExp) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(pattern, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  return { asked, release: () => release() };
}

/**
 * On /contact, with the form's code held back by `release`'s holdBack: fills the form, sends it (a tap or
 * a click), checks that nothing was sent, the page did not reload and the typed name stays; then lets the
 * code in and waits for the message's reference on the page. Returns the reference.
 */
export async function sendContactWhileHeld(
  page: Page,
  release: () => void,
  fields: { name: string; email: string; subject: string; message: string },
  press: 'tap' | 'click',
): Promise<string> {
  const sends: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/contact/send') && sends.push(r.url())));
  const form = page.getByRole('form', { name: 'Contact form' });
  const url = page.url();
  await form.getByLabel('Full name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Subject').fill(fields.subject);
  await form.getByLabel('Message').fill(fields.message);
  await form.getByRole('button', { name: 'Send Message' })[press]();
  // held: no request, no page load (the form's own submit), and what was typed stays
  await expect(page).toHaveURL(url);
  await expect(form.getByLabel('Full name')).toHaveValue(fields.name);
  expect(sends).toEqual([]);

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact/send'));
  release();
  const { reference } = await (await sent).json();
  await expect(page.getByRole('status', { name: 'Your message has been received' })).toContainText(`Your reference number: ${reference}`);
  return reference;
}

/** Issue 36's data-cost phone: 360 × 740 CSS px at 2×, touch, its service worker blocked. */
const DATA_COST_PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' } satisfies BrowserContextOptions;

/**
 * A visitor of the school's site on that phone, in a fresh context (close it with `page.context().close()`),
 * whose browser sends `Save-Data: on` when `saveData` is true; `scripts` lists the path of every script the
 * page asks for, in order.
 */
export async function phoneVisitor(browser: Browser, { saveData }: { saveData: boolean }) {
  const page = await visitor(browser, SCHOOL_URL, { ...DATA_COST_PHONE, ...(saveData && { extraHTTPHeaders: { 'Save-Data': 'on' } }) });
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  return { page, scripts };
}

/**
 * Waits until an antd dialog has zoomed in. A click on its button while the zoom runs could be lost (CI:
 * the alt-text dialog's Insert was clicked, the dialog stayed open with its text, and nothing was inserted).
 */
export async function dialogOpened(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-zoom-(appear|enter)/);
}

/**
 * Starts noting every class that antd's image viewer takes which belongs to a fade (rc-motion's
 * `…fade-appear`, `…fade-leave-active`). Call before opening the viewer; the answer reads them.
 * The viewers have no fade (the kit's KitImage and KitPreviewGroup), so a fade coming back shows here at once.
 */
export async function noteViewerFades(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const root = document.documentElement;
    root.dataset.viewerFades = '';
    const note = (el: Element) => {
      if (el.classList.contains('ant-image-preview') && /fade/.test(el.className)) root.dataset.viewerFades += `${el.className}\n`;
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.target instanceof Element) note(r.target);
        for (const added of r.addedNodes) if (added instanceof Element) added.querySelectorAll('.ant-image-preview').forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return async () => (await page.evaluate(() => document.documentElement.dataset.viewerFades ?? '')).split('\n').filter(Boolean);
}

/**
 * Closes antd's image viewer with Escape as soon as it shows, as a visitor who opened the wrong photo
 * does. It has no opening fade (KitImage, KitPreviewGroup): a close asked for during the fade used to leave
 * the viewer half faded, its mask taking every tap. Then the page must be usable again.
 */
export async function closeViewerWithEscape(page: Page) {
  const viewer = page.locator('.ant-image-preview');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.locator('.ant-image-preview-mask')).toBeHidden();
}
