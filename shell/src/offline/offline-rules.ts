// Which remotes the service worker may keep for offline reading: only the public sites, never the consoles.
export const PUBLIC_REMOTES = ['mf-public-school', 'mf-public-women'] as const;

/**
 * Pages the service worker never keeps, matched against a navigation's path and query: the consoles, and
 * a preview link's page (issue 32: a draft shown to whoever has the link, `?preview=<token>`).
 */
export const NEVER_KEPT_PAGES = [/^\/admin(\/|$)/, /[?&]preview=/];
