// Which remotes the service worker may keep for offline reading: only the public sites, never the consoles.
export const PUBLIC_REMOTES = ['mf-public-school', 'mf-public-women'] as const;

/**
 * Pages the service worker never keeps, matched against a navigation's path and query: the consoles,
 * a preview link's page (issue 32: a draft shown to whoever has the link, `?preview=<token>`), and the
 * results day's pages (issue 37: a student's result or marksheet check, in either language).
 */
export const NEVER_KEPT_PAGES = [/^\/admin(\/|$)/, /[?&]preview=/, /^(\/ne)?\/(results|verify)(\/|$|\?)/];

/** API reads the service worker never keeps: a student's result, marksheet or its check, the exams (issue 37). */
export const NEVER_KEPT_API = /^\/api\/(results|exams|sms)(\/|$)/;
