// Facts about the institution (issue 31): the site's settings, read from the API (`GET /api/settings`),
// in the page's language. A server render fetches them with the page and hands them to the browser in
// its state, so the first paint already shows them and nothing is fetched twice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { api } from '@school/shared/session';
import { factsIn, NO_FACTS, type LocalFacts, type PageLang, type SiteFacts, type SiteKey } from '../contract/site.ts';
import { useLang } from './lang';

export { telHref, taglineOf, type LocalFacts, type SiteFacts, type SiteKey } from '../contract/site.ts';

/** Which site the app shows (`RemoteApp`'s `site`): the school unless told. */
export const SiteContext = createContext<SiteKey>('school');

/** The query of a site's settings: one per site, shared by the layout, the pages and the head. */
export const siteSettingsQuery = (site: SiteKey) =>
  queryOptions({ queryKey: ['site-settings', site], queryFn: () => api.get<SiteFacts>(`/api/settings?site=${site}`) });

/**
 * A site's facts in the page's language, or in `lang` (its own site unless `site` names the other).
 * Before they arrive (a console's first render, or a failed read) every field is empty.
 */
export function useSiteFacts(site?: SiteKey, inLang?: PageLang): LocalFacts {
  const own = useContext(SiteContext);
  const pageLang = useLang();
  const lang = inLang ?? pageLang;
  const { data } = useQuery(siteSettingsQuery(site ?? own));
  return useMemo(() => factsIn(data ?? NO_FACTS, lang), [data, lang]);
}
