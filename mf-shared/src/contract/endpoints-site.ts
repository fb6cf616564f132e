import { Type } from 'typebox'
import { IdParams, Message } from './common.ts'
import { ADMINS, EDITORS, endpoint } from './endpoint.ts'
import { PUBLIC_SITE_ENDPOINTS as P } from './endpoints-site-public.ts'
import { Menus } from './menus.ts'
import { CreatePageBody, Page, UpdatePageBody } from './pages.ts'
import { SiteQuery, SiteSettings, UpdateSiteSettingsBody } from './settings.ts'

/** A site's settings, menus and pages (issue 31). */
export const SITE_ENDPOINTS = {
  // what the shell (or a standalone remote) reads once at start; not cached by browsers (Cache-Control: no-cache)
  runtimeConfig: P.runtimeConfig,
  getSettings: P.getSettings,
  putSettings: endpoint({ method: 'PUT', path: '/api/settings', summary: "Changes any of a site's settings (admin)", tags: ['site'], query: SiteQuery, body: UpdateSiteSettingsBody, answer: { 200: SiteSettings }, errors: [400, 401, 403], roles: ADMINS }),
  getMenus: P.getMenus,
  putMenus: endpoint({ method: 'PUT', path: '/api/menus', summary: "Replaces a site's menus (admin); every internal path must be a page or a route of the site", tags: ['site'], query: SiteQuery, body: Menus, answer: { 200: Menus }, errors: [400, 401, 403], roles: ADMINS }),
  listPages: P.listPages,
  pageByPath: P.pageByPath,
  listAllPages: endpoint({ method: 'GET', path: '/api/pages/all', summary: 'Every page of a site, drafts and scheduled ones too (console)', tags: ['pages'], query: SiteQuery, answer: { 200: Type.Array(Page) }, errors: [400, 401, 403], roles: EDITORS }),
  getAnyPage: endpoint({ method: 'GET', path: '/api/pages/all/:id', summary: 'One page, draft or not (console)', tags: ['pages'], params: IdParams, answer: { 200: Page }, errors: [401, 403, 404], roles: EDITORS }),
  createPage: endpoint({ method: 'POST', path: '/api/pages', summary: 'Adds a page of blocks at a path of a site', tags: ['pages'], body: CreatePageBody, answer: { 201: Page }, errors: [400, 401, 403, 409], roles: EDITORS }),
  updatePage: endpoint({ method: 'PUT', path: '/api/pages/:id', summary: "Changes a page's fields or blocks", tags: ['pages'], params: IdParams, body: UpdatePageBody, answer: { 200: Page }, errors: [400, 401, 403, 404, 409], roles: EDITORS }),
  deletePage: endpoint({ method: 'DELETE', path: '/api/pages/:id', summary: 'Removes a page', tags: ['pages'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
} as const
