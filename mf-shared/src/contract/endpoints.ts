import { Type, type Static, type TSchema } from 'typebox'
import { IdParams, Message } from './common.ts'
import { Menus } from './menus.ts'
import { CreatePageBody, Page, PageByPathQuery, PageSummary, UpdatePageBody } from './pages.ts'
import { SiteQuery, SiteSettings, UpdateSiteSettingsBody } from './settings.ts'
import type { Role } from './users.ts'

/*
 * Endpoints declared once (issue 35, item 1): each call's method, path, parameters, query, body, answer,
 * the errors it may give and who may make it. The API registers its route's schema and role check from
 * the declaration (api/src/lib/endpoints.ts), and the front ends call through `call` (the session's typed
 * client), so a path and its types cannot disagree. The site's settings, menus and pages are declared
 * here; the other routes still name their schemas at the route and their roles in api/src/lib/roles.ts,
 * whose prefixes must agree with every declaration (api/test/endpoints.test.ts).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface EndpointDef {
  method: Method
  /** the route's pattern, `:name` for a parameter */
  path: string
  summary: string
  tags: readonly string[]
  params?: TSchema
  query?: TSchema
  body?: TSchema
  /** the answer's schema at its status: `{ 200: Page }`, or `{ 201: Page }` for a create */
  answer: { 200: TSchema } | { 201: TSchema }
  /** the error statuses it may answer, each with {message} */
  errors: readonly number[]
  /** who may call it: anyone, or signed-in users of these roles */
  roles: 'public' | readonly Role[]
}

/** Declares an endpoint, keeping its literal types for the API's route and the typed client. */
export const endpoint = <const E extends EndpointDef>(e: E): E => e

type StaticOf<S> = S extends TSchema ? Static<S> : undefined
export type ParamsOf<E extends EndpointDef> = StaticOf<E['params']>
export type QueryOf<E extends EndpointDef> = StaticOf<E['query']>
export type BodyOf<E extends EndpointDef> = StaticOf<E['body']>
export type ResponseOf<E extends EndpointDef> = E['answer'] extends { 201: infer S extends TSchema } ? Static<S> : E['answer'] extends { 200: infer S extends TSchema } ? Static<S> : never

/** The status an endpoint answers with when it succeeds. */
export const statusOf = (e: EndpointDef): 200 | 201 => ('201' in e.answer ? 201 : 200)

const EDITORS = ['admin', 'editor'] as const
const ADMINS = ['admin'] as const

/** A site's settings, menus and pages (issue 31). */
export const SITE_ENDPOINTS = {
  getSettings: endpoint({ method: 'GET', path: '/api/settings', summary: "A site's name, contacts, logo, colours and SEO defaults", tags: ['site'], query: SiteQuery, answer: { 200: SiteSettings }, errors: [400], roles: 'public' }),
  putSettings: endpoint({ method: 'PUT', path: '/api/settings', summary: "Changes any of a site's settings (admin)", tags: ['site'], query: SiteQuery, body: UpdateSiteSettingsBody, answer: { 200: SiteSettings }, errors: [400, 401, 403], roles: ADMINS }),
  getMenus: endpoint({ method: 'GET', path: '/api/menus', summary: "A site's header navigation and footer links", tags: ['site'], query: SiteQuery, answer: { 200: Menus }, errors: [400], roles: 'public' }),
  putMenus: endpoint({ method: 'PUT', path: '/api/menus', summary: "Replaces a site's menus (admin); every internal path must be a page or a route of the site", tags: ['site'], query: SiteQuery, body: Menus, answer: { 200: Menus }, errors: [400, 401, 403], roles: ADMINS }),
  listPages: endpoint({ method: 'GET', path: '/api/pages', summary: "A site's published pages", tags: ['pages'], query: SiteQuery, answer: { 200: Type.Array(PageSummary) }, errors: [400], roles: 'public' }),
  pageByPath: endpoint({ method: 'GET', path: '/api/pages/by-path', summary: 'One published page by its path', tags: ['pages'], query: PageByPathQuery, answer: { 200: Page }, errors: [400, 404], roles: 'public' }),
  listAllPages: endpoint({ method: 'GET', path: '/api/pages/all', summary: 'Every page of a site, drafts and scheduled ones too (console)', tags: ['pages'], query: SiteQuery, answer: { 200: Type.Array(Page) }, errors: [400, 401, 403], roles: EDITORS }),
  getAnyPage: endpoint({ method: 'GET', path: '/api/pages/all/:id', summary: 'One page, draft or not (console)', tags: ['pages'], params: IdParams, answer: { 200: Page }, errors: [401, 403, 404], roles: EDITORS }),
  createPage: endpoint({ method: 'POST', path: '/api/pages', summary: 'Adds a page of blocks at a path of a site', tags: ['pages'], body: CreatePageBody, answer: { 201: Page }, errors: [400, 401, 403, 409], roles: EDITORS }),
  updatePage: endpoint({ method: 'PUT', path: '/api/pages/:id', summary: "Changes a page's fields or blocks", tags: ['pages'], params: IdParams, body: UpdatePageBody, answer: { 200: Page }, errors: [400, 401, 403, 404, 409], roles: EDITORS }),
  deletePage: endpoint({ method: 'DELETE', path: '/api/pages/:id', summary: 'Removes a page', tags: ['pages'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
} as const

/** Every declared endpoint. */
export const ENDPOINTS = { ...SITE_ENDPOINTS } as const

/** A path with its parameters filled in: `('/api/pages/:id', { id: 'a b' })` → `/api/pages/a%20b`. */
export function pathWith (pattern: string, params: object | undefined): string {
  const values = new Map(Object.entries(params ?? {}))
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value: unknown = values.get(name)
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${pattern} needs the parameter ${name}`)
    return encodeURIComponent(value)
  })
}

/** A query object as a query string (`?site=school`), its values in order; '' when it has none. */
export function queryString (query: object | undefined): string {
  const pairs = Object.entries(query ?? {}).filter((pair): pair is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof pair[1]))
  return pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&')}`
}
