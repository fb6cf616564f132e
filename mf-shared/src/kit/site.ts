// Facts about the institution (issue 31): the site's settings, read from the API, in the page's language.
// A server render fetches them with the page and hands them to the browser in its state, so the first
// paint already shows them and nothing is fetched twice. The kit holds no API path: the app names it
// (`RemoteApp`'s `site`, from `@school/shared/public` or the console).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { api } from '@school/shared/session';
import { factsIn, NO_FACTS, type LocalFacts, type PageLang, type SiteFacts, type SiteKey } from '../contract/site.ts';
import { useLang } from './lang';

export { telHref, taglineOf, type LocalFacts, type SiteFacts, type SiteKey } from '../contract/site.ts';

/** The app's own site, and the API paths that answer a site's settings and (the public sites) its menus. */
export interface SiteSource {
  site: SiteKey;
  settingsPath: (site: SiteKey) => string;
  menusPath?: (site: SiteKey) => string;
  /** the public sites: where the site's active alerts are read (the banner above the header, issue 33) */
  alertsPath?: (site: SiteKey) => string;
  /** the app takes its colours from the settings (the public sites; the consoles keep the kit's) */
  coloured?: boolean;
}

/** `RemoteApp`'s `site`; none outside an app (every fact empty). */
export const SiteContext = createContext<SiteSource | null>(null);

/** The query of a site's settings: one per site, shared by the layout, the pages and the head. */
export const siteSettingsQuery = (source: SiteSource, site: SiteKey = source.site) =>
  queryOptions({ queryKey: ['site-settings', site], queryFn: () => api.get<SiteFacts>(source.settingsPath(site)) });

/**
 * A site's facts in the page's language, or in `inLang` (the app's own site unless `site` names the
 * other). Before they arrive (a console's first render, or a failed read) every field is empty.
 */
export function useSiteFacts(site?: SiteKey, inLang?: PageLang): LocalFacts {
  const source = useContext(SiteContext);
  const pageLang = useLang();
  const lang = inLang ?? pageLang;
  const which = site ?? source?.site ?? 'school';
  const { data } = useQuery({
    ...(source ? siteSettingsQuery(source, which) : queryOptions({ queryKey: ['site-settings', which], queryFn: () => NO_FACTS })),
    enabled: source !== null,
  });
  return useMemo(() => factsIn(data ?? NO_FACTS, lang), [data, lang]);
}
