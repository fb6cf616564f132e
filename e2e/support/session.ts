import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, SCHOOL_URL } from './env';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  token: string;
}

let login: Promise<AdminUser> | null = null;

/** The request context of a page, or the context itself. */
export const requestOf = (from: Page | APIRequestContext): APIRequestContext => ('request' in from ? from.request : from);

/**
 * The admin's login result, one per worker: the API allows 20 logins a minute per IP and the
 * whole suite signs in from one address. A failed login is not kept.
 */
export function adminUser(from: Page | APIRequestContext): Promise<AdminUser> {
  login ??= requestOf(from)
    .post(`${SCHOOL_URL}/api/users/login`, { data: { email: ADMIN.email, password: ADMIN.password } })
    .then(async (res) => {
      expect(res.ok(), await res.text()).toBeTruthy();
      return (await res.json()) as AdminUser;
    })
    .catch((e: unknown) => {
      login = null;
      throw e;
    });
  return login;
}

/** A bearer token for set-up and clean-up calls, from the worker's one login. */
export const adminToken = async (from: Page | APIRequestContext) => (await adminUser(from)).token;

/** Signs in through the real login form on the given origin; the shell then mounts the admin remote. */
export async function signIn(page: Page, origin: string = SCHOOL_URL, redirect = '') {
  await page.goto(`${origin}/admin/login${redirect ? `?redirect=${redirect}` : ''}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
}

/**
 * Signs the page in the way a stored login does (SPEC.md §3: userInfo and adminMode in browser
 * storage), so a test of one console screen can open it directly; the login form is tested on its
 * own. Set once per tab and origin (a sign-out in the test stays signed out), on `origin` only when
 * given; `extra` sets more storage entries (e.g. darkMode) before the first page loads.
 */
export async function storeLogin(page: Page, { origin, extra = {} }: { origin?: string; extra?: Record<string, unknown> } = {}) {
  const user = await adminUser(page);
  await page.addInitScript(
    ([u, more, host]) => {
      try {
        if ((host && location.host !== host) || sessionStorage.getItem('e2e-stored-login')) return;
        sessionStorage.setItem('e2e-stored-login', '1');
        localStorage.setItem('userInfo', JSON.stringify(u));
        localStorage.setItem('adminMode', 'true');
        for (const [k, v] of Object.entries(more)) localStorage.setItem(k, JSON.stringify(v));
      } catch {
        /* a sandboxed frame has no storage */
      }
    },
    [user, extra, origin ? new URL(origin).host : ''] as const,
  );
  return user;
}

/** Opens a console screen (an absolute URL) with the stored login and waits for the console to show the admin. */
export async function openConsole(page: Page, url: string): Promise<AdminUser> {
  const user = await storeLogin(page, { origin: new URL(url).origin });
  await page.goto(url);
  await expect(page.getByTestId('admin-user')).toHaveText(user.name);
  return user;
}
