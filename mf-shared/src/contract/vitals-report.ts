import type { PageLang, SiteKey } from './site.ts'

// What the shell's Web Vitals reporter needs (issue 36, item 4), with no run-time import: it is the only
// contract code of the reporter's lazy chunk.

/** The Network Information API's `effectiveType`; 'unknown' where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const

/*
 * The page templates a browser's Web Vitals are reported under: each site's route patterns (its route
 * table's, the console's sign-in and the redirects left out) and its content paths, as in site.ts, plus
 * `*` for any other page (a page staff made at another path, or a path with none).
 * Written out rather than read from site.ts, whose page texts would triple the reporter's lazy chunk;
 * vitals.test.ts checks that they are the tables' patterns.
 */
export const VITALS_PAGES = {
  school: [
    '/', '/news', '/news/:id', '/events', '/events/:id', '/notice', '/notice/:id', '/downloads', '/gallery/albums', '/gallery/albums/:id', '/gallery/videos',
    '/careers', '/careers/:id', '/contact', '/registration',
    '/about', '/school', '/college', '/women-centre', '/scholarship', '/alumni', '/hafamily/bod', '/hafamily/honorary', '/hafamily/staffs', '*'
  ],
  women: ['/', '/gallery', '/gallery/:id', '/events/:id', '/contact', '/about', '/clinic', '*']
} as const satisfies Record<SiteKey, readonly string[]>

/** A staff-made page of blocks at any other path, or a path with no page: one template. */
export const OTHER_PAGE = '*'

/** A page path's language: `/ne` and `/ne/…` are Nepali. */
export const vitalsLangOf = (pathname: string): PageLang => (pathname === '/ne' || pathname.startsWith('/ne/') ? 'ne' : 'en')

/** A URL path's page template on a site (`/ne/news/42` → `/news/:id`); null for the console's pages. */
export function vitalsPageOf (site: SiteKey, pathname: string): string | null {
  const english = vitalsLangOf(pathname) === 'ne' ? pathname.slice(3) || '/' : pathname
  const path = english.length > 1 ? english.replace(/\/+$/, '') : english
  if (path === '/admin' || path.startsWith('/admin/')) return null
  const parts = path.split('/')
  const known = VITALS_PAGES[site].find((pattern) => {
    const want = pattern.split('/')
    return want.length === parts.length && want.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))
  })
  return known ?? OTHER_PAGE
}
