import { linksTo, menuTree } from '@school/shared/kit';
import { FOOTER_LINKS, LOGIN_ROUTE_DATA, SITE_ROUTE_DATA } from '../routes.data';

/** The main navigation, read from the route table: every public route of SPEC.md §2.1 with a name is reachable from here. */
export const NAV = menuTree(SITE_ROUTE_DATA);

/** The footer's useful links: the table's routes, in the footer's order. */
export const USEFUL_LINKS = linksTo([...SITE_ROUTE_DATA, LOGIN_ROUTE_DATA], FOOTER_LINKS).map(({ path, label }) => ({ to: path, label }));

/** The footer's external links; `label` is the key of the link's text in the catalog (`footer.*`). */
export const EXTERNAL_LINKS = [
  { label: 'neb', href: 'https://www.neb.gov.np/' },
  { label: 'moest', href: 'https://moest.gov.np/' },
  { label: 'cdc', href: 'https://moecdc.gov.np/' },
  { label: 'lalitpur', href: 'https://lalitpurmun.gov.np/' },
  { label: 'ugc', href: 'https://www.ugcnepal.edu.np/' },
] as const;
