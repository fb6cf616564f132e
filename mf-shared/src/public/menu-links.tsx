import { usePageOrigin, useLang, useSiteMenus, withLang, type Lang, type SiteMenuLink } from '@school/shared/kit';
import { getRuntimeConfig } from '@school/shared/session';
import { useMemo } from 'react';
import { NavLink } from 'react-router-dom';
import type { FooterLink } from './footer/site-footer';

/** Where a menu link goes: a path on this site (the router adds `/ne`), or a URL, in this tab or a new one. */
type MenuTarget = { to: string } | { href: string; sameTab: boolean };

/**
 * A menu link's target. A URL on this install's other host (the women's centre's, `womenHost` in the
 * runtime config) is one of our own sites: it keeps the page's protocol and port, opens in the same tab,
 * and on a Nepali page opens that site's Nepali page. Any other URL is another organisation's site.
 */
function menuTarget(link: SiteMenuLink, pageOrigin: string, lang: Lang): MenuTarget {
  if (link.path !== undefined) return { to: link.path };
  const url = link.url ?? '';
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { href: url, sameTab: false };
  }
  const { womenHost } = getRuntimeConfig();
  if (!womenHost || target.hostname !== womenHost) return { href: url, sameTab: false };
  const page = new URL(pageOrigin);
  const path = withLang(target.pathname, lang);
  return { href: `${page.protocol}//${target.hostname}${page.port ? `:${page.port}` : ''}${path}${target.search}${target.hash}`, sameTab: true };
}

/** The footer's useful and external links of the app's site, from its menus, in the page's language. */
export function useFooterMenus(): { usefulLinks: FooterLink[]; externalLinks: FooterLink[] } {
  const { useful, external } = useSiteMenus();
  const origin = usePageOrigin();
  const lang = useLang();
  return useMemo(() => {
    const toFooter = (link: SiteMenuLink): FooterLink => ({ label: link.label, ...menuTarget(link, origin, lang) });
    return { usefulLinks: useful.map(toFooter), externalLinks: external.map(toFooter) };
  }, [useful, external, origin, lang]);
}

/**
 * A menu link of a header: a router link for a path on the site (marked current on its page), an anchor
 * for another site (a new tab unless it is one of ours).
 */
export function MenuLink({ link, className, onClick }: { link: SiteMenuLink; className?: string; onClick?: () => void }) {
  const origin = usePageOrigin();
  const lang = useLang();
  const target = menuTarget(link, origin, lang);
  if ('to' in target) {
    return (
      <NavLink to={target.to} end={target.to === '/'} className={className} onClick={onClick}>
        {link.label}
      </NavLink>
    );
  }
  return (
    <a href={target.href} className={className} onClick={onClick} {...(target.sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
      {link.label}
    </a>
  );
}
