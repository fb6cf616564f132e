import { adminGet, adminToken, type APIRequestContext, expect, firstId, type Page, register, SCHOOL_URL, WOMEN_URL } from '../../support';
import { ROUTE_TABLES, type Site } from '../../support/route-tables';

export type { Site };

export interface SiteRoute {
  site: Site;
  origin: string;
  /** The route as the remote's table writes it, e.g. `/news/:id`. */
  pattern: string;
}

/** The Nepali pages' prefix: every public page has a twin under it (the sign-in page is the consoles', in English). */
export const NEPALI = '/ne';

/**
 * Every route of both sites and both consoles, read from the remotes' own route tables,
 * so a new screen is covered without editing a list here; with `nepali`, each public page's
 * Nepali twin too.
 */
export function allRoutes({ nepali = false }: { nepali?: boolean } = {}): SiteRoute[] {
  const origins: Record<Site, string> = { school: SCHOOL_URL, women: WOMEN_URL, 'school console': SCHOOL_URL, 'women console': WOMEN_URL };
  const routes = (Object.keys(origins) as Site[]).flatMap((site) => ROUTE_TABLES[site].map(({ pattern }) => ({ site, origin: origins[site], pattern })));
  if (!nepali) return routes;
  const twins = routes
    .filter((r) => !r.site.endsWith('console') && !r.pattern.startsWith('/admin/'))
    .map((r) => ({ ...r, pattern: `${NEPALI}${r.pattern === '/' ? '' : r.pattern}` }));
  return [...routes, ...twins];
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
  const nepali = route.pattern.startsWith(`${NEPALI}/`) ? NEPALI : '';
  const key = `${route.site} ${route.pattern.slice(nepali.length)}`;
  const token = route.site.endsWith('console') ? await adminToken(page) : undefined;
  const ids: Record<string, () => Promise<string>> = {
    'school /gallery/albums/:id': () => firstId(request, '/api/gallery/albums'),
    'school /careers/:id': () => firstId(request, '/api/careers'),
    'school /news/:id': () => firstId(request, '/api/news/latest'),
    'school /events/:id': () => firstId(request, '/api/events/upcoming'),
    'school /notice/:id': () => firstId(request, '/api/notices/latest'),
    'women /gallery/:id': () => firstId(request, '/api/gallery'),
    'women /events/:id': () => firstId(request, '/api/events/sub-domain'),
    'school console /admin/home/registration/:id': () => registrationId(request, token!),
    'school console /admin/news/:id/edit': () => firstId(request, '/api/news/latest'),
    'school console /admin/albums/all/:id': () => firstId(request, '/api/gallery/albums'),
    'school console /admin/careers/:id': () => firstId(request, '/api/careers'),
    'women console /admin/albums/all/:id': () => firstId(request, '/api/gallery'),
    'school console /admin/pages/:id': () => firstId(request, '/api/pages?site=school'),
    'women console /admin/pages/:id': () => firstId(request, '/api/pages?site=women'),
  };
  const id = ids[key];
  if (!id) throw new Error(`no sample id for ${key}: add one to e2e/tests/platform/routes.ts`);
  return route.pattern.replace(/:[a-zA-Z]+/, await id());
}

/** A route's name in a test title: `school /news/:id`, `women console /admin/events`. */
export const routeName = (route: SiteRoute) => `${route.site} ${route.pattern}`;

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

