import { createContext, useContext } from 'react';

/*
 * The public sites' two languages (issue 13). English keeps SPEC's URLs; Nepali lives under `/ne/…`.
 * The language is read from the URL once, when a remote mounts (or is rendered on the server), and the
 * router runs with `/ne` as its basename: the route tables and every <Link to="/news"> stay as they are.
 */
export const LANGS = ['en', 'ne'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The URL prefix of each language ('' for English). */
export const LANG_PREFIX: Record<Lang, string> = { en: '', ne: '/ne' };

/** The language a path is in: `/ne` and `/ne/…` are Nepali, anything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/ne' || pathname.startsWith('/ne/') ? 'ne' : 'en';
}

/** The path without its language prefix: `/ne/news` → `/news`, `/ne` → `/`. */
export function stripLang(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname;
  return pathname.slice(3) || '/';
}

/** The same page in another language: `withLang('/news', 'ne')` → `/ne/news`. */
export function withLang(pathname: string, lang: Lang): string {
  const path = stripLang(pathname);
  if (lang === 'en') return path;
  return path === '/' ? LANG_PREFIX.ne : `${LANG_PREFIX.ne}${path}`;
}

export const LangContext = createContext<Lang>(DEFAULT_LANG);

/** The language of the page being shown. */
export const useLang = (): Lang => useContext(LangContext);
