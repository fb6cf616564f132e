// The four remotes' route tables, read from their own data files (`src/routes.data.ts`: plain data that
// imports nothing, the one part of a remote's src e2e may import, see .dependency-cruiser.cjs), so a new
// screen is covered by the route-wide specs without editing a list here.
import * as schoolConsole from '../../mf-admin-school/src/routes.data';
import * as womenConsole from '../../mf-admin-women/src/routes.data';
import * as schoolSite from '../../mf-public-school/src/routes.data';
import * as womenSite from '../../mf-public-women/src/routes.data';

export type Site = 'school' | 'women' | 'school console' | 'women console';

export interface TableRoute {
  /** The route as the table writes it, e.g. `/news/:id`; the catch-all becomes a sample unknown path. */
  pattern: string;
  /** Where a redirect in the table sends the visitor. */
  redirect?: string;
}

/** Sample unknown paths for the public sites' and the consoles' not-found pages. */
export const NOT_FOUND = '/no-such-page';
export const CONSOLE_NOT_FOUND = '/admin/no-such-screen';

interface SiteTable {
  SITE_ROUTE_DATA: readonly { path: string; redirect?: string }[];
  LOGIN_ROUTE_DATA: { path: string };
}

const site = ({ SITE_ROUTE_DATA, LOGIN_ROUTE_DATA }: SiteTable): TableRoute[] => [
  ...SITE_ROUTE_DATA.map(({ path, redirect }) => ({ pattern: path === '*' ? NOT_FOUND : path, ...(redirect ? { redirect } : {}) })),
  { pattern: LOGIN_ROUTE_DATA.path },
];

const console_ = ({ CONSOLE_ROUTE_DATA }: { CONSOLE_ROUTE_DATA: readonly { path: string }[] }): TableRoute[] => [
  ...CONSOLE_ROUTE_DATA.map(({ path }) => ({ pattern: path })),
  { pattern: CONSOLE_NOT_FOUND },
];

/** Every route of each site and console, with a sample unknown path for its not-found page. */
export const ROUTE_TABLES: Record<Site, TableRoute[]> = {
  school: site(schoolSite),
  women: site(womenSite),
  'school console': console_(schoolConsole),
  'women console': console_(womenConsole),
};

/** The paths of a site's pages that take no parameter and are no redirect: the ones a spec can open as they stand. */
export const plainPaths = (s: Site): string[] => ROUTE_TABLES[s].filter((r) => !r.redirect && !r.pattern.includes(':')).map((r) => r.pattern);
