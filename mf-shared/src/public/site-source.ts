import type { SiteKey, SiteSource } from '@school/shared/kit';

/** Where a site's settings are read (issue 31): the public `GET /api/settings?site=`. */
const settingsPath = (site: SiteKey) => `/api/settings?site=${encodeURIComponent(site)}`;

/** Each public site as its remote names it to `RemoteApp` (`site`): whose settings its pages show. */
export const PUBLIC_SITES: Record<SiteKey, SiteSource> = {
  school: { site: 'school', settingsPath },
  women: { site: 'women', settingsPath },
};
