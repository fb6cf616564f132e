import { Type } from 'typebox'
import { IdParams, Message } from './common.ts'
import { ADMINS, EDITORS, endpoint } from './endpoint.ts'
import { CreatePreviewLinkBody, PreviewLink, RevisionItem, RevisionParams, RevisionSummary, SiteRevisionParams } from './revisions.ts'
import { SiteQuery } from './settings.ts'
import { EditingAnswer, EditingBody, EditingParams } from './editing.ts'

const ERRORS = [401, 403, 404] as const

/** The three revision calls of an item resource: `/api/<resource>/:id/revisions…` (editor or admin). */
function itemRevisions<const P extends string> (base: P, noun: string) {
  return {
    list: endpoint({ method: 'GET', path: `${base}/:id/revisions`, summary: `The kept earlier versions of a ${noun}, newest first`, tags: ['revisions'], params: IdParams, answer: { 200: Type.Array(RevisionSummary) }, errors: ERRORS, roles: EDITORS }),
    get: endpoint({ method: 'GET', path: `${base}/:id/revisions/:rev`, summary: `One earlier version of a ${noun}, whole`, tags: ['revisions'], params: RevisionParams, answer: { 200: RevisionItem }, errors: ERRORS, roles: EDITORS }),
    restore: endpoint({ method: 'POST', path: `${base}/:id/revisions/:rev/restore`, summary: `Makes an earlier version of a ${noun} current again, as a new edit`, tags: ['revisions'], params: RevisionParams, answer: { 200: RevisionItem }, errors: [400, ...ERRORS, 409], roles: EDITORS })
  }
}

/**
 * Settings and menus are one per site, not per id: `/api/settings/revisions?site=` lists a site's, and a
 * revision's own id names it after that (`/api/settings/revisions/:rev`); the admin's alone, as their PUT.
 */
function siteRevisions<const P extends string> (base: P, noun: string) {
  return {
    list: endpoint({ method: 'GET', path: `${base}/revisions`, summary: `The kept earlier versions of a site's ${noun}, newest first (admin)`, tags: ['revisions'], query: SiteQuery, answer: { 200: Type.Array(RevisionSummary) }, errors: [400, 401, 403], roles: ADMINS }),
    get: endpoint({ method: 'GET', path: `${base}/revisions/:rev`, summary: `One earlier version of a site's ${noun}, whole (admin)`, tags: ['revisions'], params: SiteRevisionParams, answer: { 200: RevisionItem }, errors: ERRORS, roles: ADMINS }),
    restore: endpoint({ method: 'POST', path: `${base}/revisions/:rev/restore`, summary: `Makes an earlier version of a site's ${noun} current again, as a new edit (admin)`, tags: ['revisions'], params: SiteRevisionParams, answer: { 200: RevisionItem }, errors: [400, ...ERRORS], roles: ADMINS })
  }
}

const news = itemRevisions('/api/news', 'news item')
const notices = itemRevisions('/api/notices', 'notice')
const events = itemRevisions('/api/events', 'event')
const womenEvents = itemRevisions('/api/events/sub-domain', "women's-centre event")
const careers = itemRevisions('/api/careers', 'career')
const pages = itemRevisions('/api/pages', 'page')
const settings = siteRevisions('/api/settings', 'settings')
const menus = siteRevisions('/api/menus', 'menus')

/** Revisions and preview links (issue 32). */
export const REVISION_ENDPOINTS = {
  newsRevisions: news.list, newsRevision: news.get, restoreNewsRevision: news.restore,
  noticeRevisions: notices.list, noticeRevision: notices.get, restoreNoticeRevision: notices.restore,
  eventRevisions: events.list, eventRevision: events.get, restoreEventRevision: events.restore,
  womenEventRevisions: womenEvents.list, womenEventRevision: womenEvents.get, restoreWomenEventRevision: womenEvents.restore,
  careerRevisions: careers.list, careerRevision: careers.get, restoreCareerRevision: careers.restore,
  pageRevisions: pages.list, pageRevision: pages.get, restorePageRevision: pages.restore,
  settingsRevisions: settings.list, settingsRevision: settings.get, restoreSettingsRevision: settings.restore,
  menusRevisions: menus.list, menusRevision: menus.get, restoreMenusRevision: menus.restore,
  createPreviewLink: endpoint({ method: 'POST', path: '/api/preview-links', summary: "A link that shows a draft or scheduled item's public page to anyone who has it, until it expires (at most 168 hours)", tags: ['revisions'], body: CreatePreviewLinkBody, answer: { 201: PreviewLink }, errors: [400, 401, 403, 404], roles: EDITORS }),
  // editing together (issue 32, item 6)
  editingHeartbeat: endpoint({ method: 'PUT', path: '/api/editing/:resource/:id', summary: "Says this user has the item open in a form (a heartbeat, every 20 s); answers who else has it open. `takeOver` ends the others' claims", tags: ['revisions'], params: EditingParams, body: EditingBody, answer: { 200: EditingAnswer }, errors: [400, 401, 403], roles: EDITORS }),
  stopEditing: endpoint({ method: 'DELETE', path: '/api/editing/:resource/:id', summary: 'Says this user has left the form of the item', tags: ['revisions'], params: EditingParams, answer: { 200: Message }, errors: [400, 401, 403], roles: EDITORS }),
  deletePreviewLink: endpoint({ method: 'DELETE', path: '/api/preview-links/:id', summary: 'Revokes a preview link: its URL answers 404 from now on', tags: ['revisions'], params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
} as const
