import { Type } from 'typebox'
import { endpoint } from './endpoint.ts'
import { Menus } from './menus.ts'
import { Page, PageByPathQuery, PageSummary } from './pages.ts'
import { RuntimeConfig } from './runtime-config.ts'
import { SiteQuery, SiteSettings } from './settings.ts'

/**
 * A site's public reads of its settings, menus and pages (issue 36, item 1): what a public page may
 * import without the console's writes; SITE_ENDPOINTS (./endpoints-site.ts) names each of them again.
 */
export const PUBLIC_SITE_ENDPOINTS = {
  runtimeConfig: endpoint({ method: 'GET', path: '/remotes.json', summary: 'Runtime config read by the shell', tags: ['front end'], answer: { 200: RuntimeConfig }, errors: [], roles: 'public' }),
  getSettings: endpoint({ method: 'GET', path: '/api/settings', summary: "A site's name, contacts, logo, colours and SEO defaults", tags: ['site'], query: SiteQuery, answer: { 200: SiteSettings }, errors: [400], roles: 'public' }),
  getMenus: endpoint({ method: 'GET', path: '/api/menus', summary: "A site's header navigation and footer links", tags: ['site'], query: SiteQuery, answer: { 200: Menus }, errors: [400], roles: 'public' }),
  listPages: endpoint({ method: 'GET', path: '/api/pages', summary: "A site's published pages", tags: ['pages'], query: SiteQuery, answer: { 200: Type.Array(PageSummary) }, errors: [400], roles: 'public' }),
  pageByPath: endpoint({ method: 'GET', path: '/api/pages/by-path', summary: 'One published page by its path', tags: ['pages'], query: PageByPathQuery, answer: { 200: Page }, errors: [400, 404], roles: 'public' })
} as const
