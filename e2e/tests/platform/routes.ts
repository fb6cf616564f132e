import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminGet, adminToken, firstId, register, SCHOOL_URL, WOMEN_URL } from '../../support';

export type Site = 'school' | 'women' | 'school console' | 'women console';

export interface SiteRoute {
  site: Site;
  origin: string;
  /** The route as the remote's table writes it, e.g. `/news/:id`. */
  pattern: string;
}

const REPO = join(__dirname, '..', '..', '..');
const NOT_FOUND = '/no-such-page';

function source(remote: string): string {
  return readFileSync(join(REPO, remote, 'src', 'routes.tsx'), 'utf8');
}

/**
 * A public remote's routes, as JSX (`<Route index …>`, `<Route path="…">`) or as a route table
 * (`{ path: '…', load: … }`); the catch-all becomes a sample unknown path.
 */
function publicRoutes(remote: string): string[] {
  const src = source(remote);
  const paths = [
    ...[...src.matchAll(/<Route\s+(?:index\b|path="([^"]+)")/g)].map((m) => m[1] ?? ''),
    ...[...src.matchAll(/\{\s*path:\s*'([^']+)',\s*load:/g)].map((m) => m[1]),
  ];
  return paths
    .filter((p) => !p.startsWith('admin/*') && !p.startsWith('/admin/*'))
    .map((p) => (p === '*' ? NOT_FOUND : p.startsWith('/') ? p : `/${p}`));
}

/** The `ROUTES` table of an admin remote (`{ path: '/admin/…', page: lazy(…) }`). */
function consoleRoutes(remote: string): string[] {
  return [...source(remote).matchAll(/\{\s*path:\s*'([^']+)',\s*page:/g)].map((m) => m[1]);
}

/**
 * Every route of both sites and both consoles, read from the remotes' own route tables,
 * so a new screen is covered without editing a list here.
 */
export function allRoutes(): SiteRoute[] {
  const of = (site: Site, origin: string, paths: string[]) => [...new Set(paths)].map((pattern) => ({ site, origin, pattern }));
  const routes = [
    ...of('school', SCHOOL_URL, publicRoutes('mf-public-school')),
    ...of('women', WOMEN_URL, publicRoutes('mf-public-women')),
    ...of('school console', SCHOOL_URL, [...consoleRoutes('mf-admin-school'), '/admin/no-such-screen']),
    ...of('women console', WOMEN_URL, [...consoleRoutes('mf-admin-women'), '/admin/no-such-screen']),
  ];
  // A broken regex must not turn into a suite that checks nothing.
  for (const site of ['school', 'women', 'school console', 'women console'] as const) {
    if (routes.filter((r) => r.site === site).length < 5) throw new Error(`route table of ${site} not read`);
  }
  return routes;
}

/** An admission registration to open (none are seeded): the first there is, or one sent as the public form sends it. */
async function registrationId(request: APIRequestContext, token: string): Promise<string> {
  const rows = await adminGet<{ _id: string }[]>(request, token, '/api/registrations');
  return rows[0]?._id ?? (await register(request, { firstName: 'Phone', lastName: 'Width', email: 'phone.width@example.test' }))._id;
}

/** A real id for each route with a parameter; a new parameterised route fails here until it gets one. */
export async function concretePath(page: Page, route: SiteRoute): Promise<string> {
  if (!route.pattern.includes(':')) return route.pattern;
  const { request } = page;
  const key = `${route.site} ${route.pattern}`;
  const token = route.site.endsWith('console') ? await adminToken(page) : undefined;
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

