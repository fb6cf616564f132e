// A site's menus (issue 31, item 3): the header's navigation and the footer's two link lists, read from
// the API like the site's settings (`site.ts`). A server render fetches them with the page and hands them
// to the browser in its state, so the first paint shows them and nothing is fetched after hydration.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useContext, useMemo } from 'react';
import { api } from '@school/shared/session';
import { useLang, type Lang } from './lang';
import { SiteContext, type SiteKey, type SiteSource } from './site';

/** One link in the page's language: a path on the site (the router adds `/ne`) or another site's URL. */
export interface SiteMenuLink {
  label: string;
  path?: string;
  url?: string;
}

/** A header item: a link, or a dropdown of links (`children`, never empty then). */
export interface SiteMenuItem extends SiteMenuLink {
  children: SiteMenuLink[];
}

/** A site's menus in one language. */
export interface SiteMenus {
  header: SiteMenuItem[];
  useful: SiteMenuLink[];
  external: SiteMenuLink[];
}

/** A link as the API stores it, with its Nepali label under `ne` (the contract's `MenuLink`). */
interface StoredLink {
  label: string;
  ne?: { label?: string };
  path?: string;
  url?: string;
}

/** The menus as the API answers them (the contract's `Menus`, whose schema the kit may not import). */
interface Menus {
  header: (StoredLink & { children?: StoredLink[] })[];
  footer: { useful: StoredLink[]; external: StoredLink[] };
}

const NO_MENUS: Menus = { header: [], footer: { useful: [], external: [] } };

/** The query of a site's menus; none for a source that names no menus path (the consoles). */
export const siteMenusQuery = (source: SiteSource, site: SiteKey = source.site) =>
  queryOptions({
    queryKey: ['site-menus', site],
    queryFn: () => (source.menusPath ? api.get<Menus>(source.menusPath(site)) : Promise.resolve(NO_MENUS)),
  });

const linkIn = ({ label, ne, path, url }: StoredLink, lang: Lang): SiteMenuLink => ({
  label: lang === 'ne' && ne?.label?.trim() ? ne.label : label,
  ...(path !== undefined ? { path } : {}),
  ...(url !== undefined ? { url } : {}),
});

/** The menus in one language: each label's Nepali twin on Nepali pages, the English where it is missing. */
function menusIn(menus: Menus, lang: Lang): SiteMenus {
  return {
    header: menus.header.map((item) => ({ ...linkIn(item, lang), children: (item.children ?? []).map((c) => linkIn(c, lang)) })),
    useful: menus.footer.useful.map((l) => linkIn(l, lang)),
    external: menus.footer.external.map((l) => linkIn(l, lang)),
  };
}

/** The app's own site's menus in the page's language; empty lists before they arrive. */
export function useSiteMenus(): SiteMenus {
  const source = useContext(SiteContext);
  const lang = useLang();
  const { data } = useQuery({
    ...(source ? siteMenusQuery(source) : queryOptions({ queryKey: ['site-menus', 'none'], queryFn: () => NO_MENUS })),
    enabled: source?.menusPath !== undefined,
  });
  return useMemo(() => menusIn(data ?? NO_MENUS, lang), [data, lang]);
}
