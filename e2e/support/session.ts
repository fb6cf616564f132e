import { expect, type APIRequestContext, type Page } from './test';
import { ADMIN, SCHOOL_URL } from './env';

/** The console's roles (the contract's ROLES, issue 14). */
export type Role = 'admin' | 'editor' | 'admissions';

export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  token: string;
  role?: Role;
  mustChangePassword?: boolean;
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
export async function storeLogin(
  page: Page,
  { origin, extra = {}, as }: { origin?: string; extra?: Record<string, unknown>; as?: AdminUser } = {},
) {
  const user = as ?? (await adminUser(page));
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

/** A console user made through the API by the admin (POST /api/users), with their temporary password. */
export interface CreatedUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  password: string;
}

let made = 0;

/** Creates a user of the role through `POST /api/users` (admin token); they must change the password at first sign-in. */
export async function createUser(from: Page | APIRequestContext, role: Role, name = `E2E ${role}`): Promise<CreatedUser> {
  const email = `e2e-${role}-${process.pid}-${Date.now().toString(36)}-${made++}@school.test`;
  const password = `Temporary-${role}-Pass-2026`;
  const res = await requestOf(from).post(`${SCHOOL_URL}/api/users`, {
    headers: { authorization: `Bearer ${await adminToken(from)}` },
    data: { name, email, password, role },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as Omit<CreatedUser, 'password'>), password };
}

const roleLogins = new Map<Role, Promise<AdminUser>>();

/**
 * A signed-in user of the role, one per worker and role (logins are rate-limited per IP): made by the
 * admin, first password changed through the API, then signed in with the new one.
 */
export function roleUser(from: Page | APIRequestContext, role: Role): Promise<AdminUser> {
  let login = roleLogins.get(role);
  if (!login) {
    login = (async () => {
      const request = requestOf(from);
      const user = await createUser(from, role);
      const first = await request.post(`${SCHOOL_URL}/api/users/login`, { data: { email: user.email, password: user.password } });
      expect(first.ok(), await first.text()).toBeTruthy();
      const { token } = (await first.json()) as AdminUser;
      const password = `${user.password}-Own`;
      const changed = await request.put(`${SCHOOL_URL}/api/users/password`, {
        headers: { authorization: `Bearer ${token}` },
        data: { currentPassword: user.password, newPassword: password },
      });
      expect(changed.ok(), await changed.text()).toBeTruthy();
      const again = await request.post(`${SCHOOL_URL}/api/users/login`, { data: { email: user.email, password } });
      expect(again.ok(), await again.text()).toBeTruthy();
      return (await again.json()) as AdminUser;
    })();
    login.catch(() => roleLogins.delete(role));
    roleLogins.set(role, login);
  }
  return login;
}

/**
 * Opens the console signed in as a user of the role (`signInAs(page, 'editor')`), through the stored
 * login, at `url` (default: the school console's home) and waits for the console to show them.
 */
export async function signInAs(page: Page, role: Role, url = `${SCHOOL_URL}/admin/home`): Promise<AdminUser> {
  const user = role === 'admin' ? await adminUser(page) : await roleUser(page, role);
  await storeLogin(page, { origin: new URL(url).origin, as: user });
  await page.goto(url);
  await expect(page.getByTestId('admin-user')).toHaveText(user.name);
  return user;
}
