import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SCHOOL_URL, WOMEN_URL } from '../../support/env';
import { ROUTE_TABLES, type Site } from '../../support/route-tables';
import { pdf, png } from '../admin-school/fixtures';
import { admin } from '../women/support';

export type { Site };

export interface SiteRoute {
  site: Site;
  origin: string;
  /** The route as the remote's table writes it, e.g. `/news/:id`. */
  pattern: string;
}

/**
 * Every route of both sites and both consoles, read from the remotes' own route tables,
 * so a new screen is covered without editing a list here.
 */
export function allRoutes(): SiteRoute[] {
  const origins: Record<Site, string> = { school: SCHOOL_URL, women: WOMEN_URL, 'school console': SCHOOL_URL, 'women console': WOMEN_URL };
  return (Object.keys(origins) as Site[]).flatMap((site) => ROUTE_TABLES[site].map(({ pattern }) => ({ site, origin: origins[site], pattern })));
}

const firstId = async (request: APIRequestContext, path: string, token?: string): Promise<string> => {
  const res = await request.get(`${SCHOOL_URL}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  const rows = (await res.json()) as { _id: string }[];
  expect(rows.length, `${path} has a row to open`).toBeGreaterThan(0);
  return rows[0]._id;
};

/** An admission registration, sent the way the public form sends it (none are seeded). */
async function registrationId(request: APIRequestContext, token: string): Promise<string> {
  const list = await request.get(`${SCHOOL_URL}/api/registrations`, { headers: { Authorization: `Bearer ${token}` } });
  const rows = (await list.json()) as { _id: string }[];
  if (rows.length > 0) return rows[0]._id;
  const upload = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
    const res = await request.post(`${SCHOOL_URL}/api/registrations/uploads/${kind}`, { multipart: { [kind]: { name, mimeType, buffer } } });
    expect(res.ok(), await res.text()).toBeTruthy();
    return (await res.json()) as string;
  };
  const res = await request.post(`${SCHOOL_URL}/api/registrations`, {
    data: {
      firstName: 'Phone',
      lastName: 'Width',
      email: 'phone.width@example.test',
      phone: '9800000001',
      address: 'Lalitpur-3',
      preference: 'Primary',
      lvl: '3',
      markSheet: await upload('marksheet', 'marks.pdf', 'application/pdf', await pdf('Mark sheet', 1)),
      ppPhoto: await upload('ppphoto', 'me.png', 'image/png', png(60, 80)),
      application: 'Please admit me.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** A real id for each route with a parameter; a new parameterised route fails here until it gets one. */
export async function concretePath(page: Page, route: SiteRoute): Promise<string> {
  if (!route.pattern.includes(':')) return route.pattern;
  const { request } = page;
  const key = `${route.site} ${route.pattern}`;
  const token = route.site.endsWith('console') ? (await admin(page)).token : undefined;
  const ids: Record<string, () => Promise<string>> = {
    'school /gallery/albums/:id': () => firstId(request, '/api/gallery/albums'),
    'school /careers/:id': () => firstId(request, '/api/careers'),
    'school /news/:id': () => firstId(request, '/api/news/latest'),
    'women /gallery/:id': () => firstId(request, '/api/gallery'),
    'school console /admin/home/registration/:id': () => registrationId(request, token!),
    'school console /admin/news/:id/edit': () => firstId(request, '/api/news/latest'),
    'school console /admin/albums/all/:id': () => firstId(request, '/api/gallery/albums'),
    'school console /admin/careers/:id': () => firstId(request, '/api/careers'),
    'women console /admin/albums/all/:id': () => firstId(request, '/api/gallery'),
  };
  const id = ids[key];
  if (!id) throw new Error(`no sample id for ${key}: add one to e2e/tests/platform/routes.ts`);
  return route.pattern.replace(/:[a-zA-Z]+/, await id());
}

/**
 * A stored login (SPEC.md §3: userInfo and adminMode in browser storage), as after signing in;
 * logins are rate limited per IP, so the worker's one cached login is reused.
 */
export async function storeLogin(page: Page) {
  const user = await admin(page);
  await page.addInitScript((u) => {
    localStorage.setItem('userInfo', JSON.stringify(u));
    localStorage.setItem('adminMode', 'true');
  }, user);
  return user;
}

/** Opens a console screen with the stored login; the first mount of a console remote is slow on a busy machine. */
export async function openConsole(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('admin-user')).toBeVisible({ timeout: 30_000 });
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

/** Waits until the screen has rendered: the console's user name or the public page's content, no spinner left. */
export async function settled(page: Page, route: SiteRoute) {
  if (route.site.endsWith('console')) {
    await expect(page.getByTestId('admin-user')).toBeVisible({ timeout: 30_000 });
    const ready = route.pattern.endsWith('no-such-screen')
      ? page.getByText('uh-oh! Page not Found....')
      : page.locator('.admin-content').locator('h1, h2').first();
    await expect(ready).toBeVisible();
  } else {
    await expect(page.locator('main').first()).toBeVisible();
  }
  // Not 'networkidle': cross-origin embed frames (offline here) can keep it from ever arriving.
  await expect(page.getByTestId('loading')).toHaveCount(0);
}

export const WOMEN = WOMEN_URL;
