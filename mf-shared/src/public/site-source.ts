import type { SiteKey, SiteSource } from '@school/shared/kit';

/** Where a site's settings and menus are read (issue 31): the public `GET /api/settings?site=` and `GET /api/menus?site=`. */
const settingsPath = (site: SiteKey) => `/api/settings?site=${encodeURIComponent(site)}`;
const menusPath = (site: SiteKey) => `/api/menus?site=${encodeURIComponent(site)}`;
/** The banner's alerts (issue 33): the public `GET /api/alerts?site=`, active ones only. */
const alertsPath = (site: SiteKey) => `/api/alerts?site=${encodeURIComponent(site)}`;

/** Each public site as its remote names it to `RemoteApp` (`site`): whose settings, menus and colours its pages show. */
export const PUBLIC_SITES: Record<SiteKey, SiteSource> = {
  school: { site: 'school', settingsPath, menusPath, alertsPath, coloured: true },
  women: { site: 'women', settingsPath, menusPath, alertsPath, coloured: true },
};
