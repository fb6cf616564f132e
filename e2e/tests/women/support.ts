import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN, SCHOOL_URL, WOMEN_URL } from '../../support/env';

import { pngFile } from '../admin-school/fixtures';

// The PNG builder and the upload/toast/form helpers are the console tests' own; reused, not copied.
export { formError, pngFile, toast, upload } from '../admin-school/fixtures';

/** A signed-out visitor of the women's-centre site, in a fresh browser context. */
export async function womenVisitor(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: WOMEN_URL, viewport });
  return context.newPage();
}

/** A signed-out visitor of the school site. */
export async function schoolVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SCHOOL_URL });
  return context.newPage();
}

/** Answers a GET list call with an empty array, to show a screen's empty state. */
export async function emptyList(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' })
        : route.continue(),
  );
}

/** Keeps the pop-up modal closed, so tests of other parts of the home page are not covered by it. */
export const noModal = (page: Page) => emptyList(page, '/api/modal/sub-domain');

/** Uploads a PNG through the API and returns its stored path. */
export async function uploadImage(page: Page, token: string, name = 'e2e.png'): Promise<string> {
  const file = pngFile(name);
  const res = await page.request.post(`${SCHOOL_URL}/api/upload?kind=image`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { formFile: file },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return typeof body === 'string' ? body : (body.path ?? body.url);
}

/** POSTs a record with the admin token and returns it. */
export async function createVia<T = { _id: string }>(page: Page, token: string, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`${SCHOOL_URL}${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<T>;
}

export async function deleteVia(page: Page, token: string, path: string) {
  const res = await page.request.delete(`${SCHOOL_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect([200, 404]).toContain(res.status());
}

/** 'DD-MMM-YYYY', as the event form's date pickers take it (days only). */
export function pickerText(d: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${String(d.getDate()).padStart(2, '0')}-${months[d.getMonth()]}-${d.getFullYear()}`;
}

/** YYYY-MM-DD in local time, as FullCalendar's data-date attributes. */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The Monday at 10:00 of the week `weeks` weeks after this one. */
export function mondayIn(weeks: number): Date {
  const d = new Date();
  d.setHours(10, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + weeks * 7);
  return d;
}

type AdminUser = { _id: string; name: string; email: string; token: string };
let adminUser: Promise<AdminUser> | undefined;

/**
 * The admin's login result, fetched once per worker: login is rate-limited per IP
 * (20 a minute), and the whole e2e suite signs in from one address.
 */
export function admin(page: Page): Promise<AdminUser> {
  adminUser ??= page.request
    .post(`${SCHOOL_URL}/api/users/login`, { data: { email: ADMIN.email, password: ADMIN.password } })
    .then(async (res) => {
      expect(res.ok(), await res.text()).toBeTruthy();
      return res.json() as Promise<AdminUser>;
    });
  return adminUser;
}

/** A bearer token for set-up calls, from the cached login. */
export const adminToken = async (page: Page) => (await admin(page)).token;

/**
 * Opens the women's-centre console already signed in, as a stored login does
 * (SPEC.md §3: userInfo and adminMode in browser storage). The real login form
 * is covered once, in admin-console.spec.ts.
 */
export async function openConsole(page: Page, path = '/admin/carousel') {
  const user = await admin(page);
  await page.addInitScript((u) => {
    if (location.hostname.startsWith('women.') && !sessionStorage.getItem('e2e-signed-in')) {
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('userInfo', JSON.stringify(u));
      localStorage.setItem('adminMode', 'true');
    }
  }, user);
  await page.goto(`${WOMEN_URL}${path}`);
  await expect(page.getByTestId('admin-user')).toHaveText(user.name);
}
