import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@school.test', password: 'E2e-Admin-Pass-2026', name: 'Site Admin' };
export const PORT = Number(process.env.E2E_PORT);
export const SCHOOL_URL = `http://localhost:${PORT}`;
export const WOMEN_URL = `http://women.localhost:${PORT}`;
export const DATA_DIR = `${__dirname}/../.tmp/data-${PORT}`;

/** A name no other test or run uses, so parallel workers never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A bearer token for API set-up and clean-up calls. */
export async function apiToken(page: Page): Promise<string> {
  const res = await page.request.post(`${SCHOOL_URL}/api/users/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/** Sign in through the real login form on the given origin; the shell then mounts the admin remote. */
export async function signIn(page: Page, origin: string = SCHOOL_URL, redirect = '') {
  await page.goto(`${origin}/admin/login${redirect ? `?redirect=${redirect}` : ''}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
}

/** Accept the browser's 'Are you sure' confirmation for the next delete. */
export function acceptConfirm(page: Page) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure');
    await dialog.accept();
  });
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

let storedLogin: Promise<Record<string, unknown>> | undefined;

/**
 * Signs the page in the way a stored login does (SPEC.md §3: userInfo and adminMode in
 * browser storage), with one API login per worker (login is rate-limited per IP), so a
 * test of one console screen can open it directly. The login form is tested on its own.
 * `extra` sets more storage entries (e.g. darkMode) before the first page loads.
 */
export async function storeLogin(page: Page, extra: Record<string, unknown> = {}) {
  storedLogin ??= page.request.post(`${SCHOOL_URL}/api/users/login`, { data: { email: ADMIN.email, password: ADMIN.password } }).then(async (res) => {
    expect(res.ok(), await res.text()).toBeTruthy();
    return res.json() as Promise<Record<string, unknown>>;
  });
  const user = await storedLogin;
  await page.addInitScript(
    ([u, more]) => {
      localStorage.setItem('userInfo', JSON.stringify(u));
      localStorage.setItem('adminMode', 'true');
      for (const [k, v] of Object.entries(more)) localStorage.setItem(k, JSON.stringify(v));
    },
    [user, extra] as const,
  );
}
