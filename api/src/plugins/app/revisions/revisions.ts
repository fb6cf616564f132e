import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { REVISIONED, REVISIONS_KEPT, type Revisioned, type RevisionItem, type RevisionSummary } from '@school/shared/contract'
import { parseJson } from '../../../db/index.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { HttpError } from '../../../lib/errors.js'
import { restoreBody } from './restore-body.js'
import { changedFields, resourceOf } from '../audit/audit.js'

declare module 'fastify' {
  interface FastifyInstance {
    revisions: ReturnType<typeof createRevisionsRepository> & {
      /** the edit route (PUT) of each revisioned resource, as registered: its URL and body schema */
      editRoutes: Map<Revisioned, EditRoute>
      /** the item as it is now: an item's by its id, a site's settings or menus by the site's key; null for none */
      current: (resource: Revisioned, itemId: string) => Promise<unknown>
      /**
       * Writes `data` as the item through its own edit (its PUT, called in-process with the caller's token),
       * so it is checked, empties the caches and keeps a revision as an edit from the console does; the
       * calling route audits it as its own one row. Answers the item as saved; the edit's error otherwise.
       */
      editAs: (request: FastifyRequest, resource: Revisioned, itemId: string, data: Record<string, unknown>) => Promise<RevisionItem>
    }
  }
}

export interface EditRoute { url: string; body: unknown }

interface DbRevision { id: string; resource: string; itemId: string; at: string; userId: string | null; userName: string; summary: string; data: string }

export interface Revision { _id: string; resource: string; itemId: string; data: RevisionItem }

const isRevisioned = (r: string): r is Revisioned => REVISIONED.some((x) => x === r)
const isItem = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** What an edit changed, in words: 'Changed title, description' (or 'Saved without changes'). */
export function summaryOf (before: unknown, after: unknown): string {
  const fields = changedFields(before, after)
  if (fields.length === 0) return 'Saved without changes'
  const text = `Changed ${fields.join(', ')}`
  return text.length > 500 ? text.slice(0, 499) + '…' : text
}

export function createRevisionsRepository (knex: Knex) {
  return {
    /** Keeps `data` as the version an edit replaced, and drops the item's revisions beyond the newest REVISIONS_KEPT. */
    async keep (r: { resource: Revisioned; itemId: string; data: unknown; userId: string | null; userName: string; summary: string }): Promise<string> {
      const id = newId()
      await knex<DbRevision>('revisions').insert({ id, resource: r.resource, itemId: r.itemId.slice(0, 100), at: nowIso(), userId: r.userId, userName: r.userName.slice(0, 100), summary: r.summary, data: JSON.stringify(r.data) })
      const old = await knex<DbRevision>('revisions').where({ resource: r.resource, itemId: r.itemId })
        .orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(REVISIONS_KEPT).limit(1000).select('id')
      if (old.length > 0) await knex('revisions').whereIn('id', old.map((o) => o.id)).delete()
      return id
    },
    /** An item's revisions, newest first. */
    async list (resource: Revisioned, itemId: string): Promise<RevisionSummary[]> {
      const rows = await knex<DbRevision>('revisions').where({ resource, itemId })
        .orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id', 'at', 'userName', 'summary')
      return rows.map((r) => ({ _id: r.id, at: r.at, user: { name: r.userName }, summary: r.summary }))
    },
    /** One revision of this resource, with the item as it was; null for another resource's or none. */
    /** Every file path a kept version names (its pictures and documents), so an edit that drops one does not delete it. */
    async fileRefs (): Promise<string[]> {
      const rows = await knex<DbRevision>('revisions').where('data', 'like', '%/uploads/%').select('data')
      return rows.flatMap((r) => r.data.match(UPLOAD_REF) ?? [])
    },
    async find (resource: Revisioned, id: string): Promise<Revision | null> {
      const row = await knex<DbRevision>('revisions').where({ id, resource }).first()
      return row ? { _id: row.id, resource: row.resource, itemId: row.itemId, data: parseJson<RevisionItem>(row.data, {}) } : null
    }
  }
}

export const STALE = 'This item was changed by someone else after you opened it. Reload it to see their changes, then save again.'

/**
 * The version of the item the client loaded, when it says (issue 32, item 6): the `If-Unmodified-Since`
 * header (the item's `updatedAt`, the exact string), or `updatedAt` in the body, inside SPEC's wrapper where
 * the PUT has one (`{news: {…, updatedAt}}`); null when it says nothing (a save as before). Read before
 * validation, which drops the field from bodies that do not declare it.
 */
function loadedVersion (request: FastifyRequest): string | null {
  const header = request.headers['if-unmodified-since']
  if (typeof header === 'string' && header.trim()) return header.trim()
  const body = request.body
  if (!isItem(body)) return null
  if (typeof body.updatedAt === 'string') return body.updatedAt
  const values = Object.values(body)
  const inner = values.length === 1 ? values[0] : null
  return isItem(inner) && typeof inner.updatedAt === 'string' ? inner.updatedAt : null
}

/** An upload's path inside a JSON text. */
const UPLOAD_REF = /\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}/g

const EDITS = new Set(['PUT', 'PATCH'])

/** The item a write names: the route's `auditChange` id (a site, for settings and menus), its path's `:id`, or the item's `_id`. */
function itemOf (request: FastifyRequest, before: Record<string, unknown>): string | null {
  const info = request.auditInfo
  if (typeof info?.id === 'string') return info.id
  const params = request.params
  if (isItem(params) && typeof params.id === 'string') return params.id
  return typeof before._id === 'string' ? before._id : null
}

/**
 * Revisions (issue 32, item 4), kept in one place for every content resource: each successful edit (PUT or
 * PATCH) of news, notices, events, careers, pages, settings or menus whose route told the audit hook the
 * item as it was (`request.auditChange({before, after})`, as every such route does) keeps that version.
 * Like the audit hook, it is attached to those routes only.
 */
export default fp(async (app) => {
  const repo = createRevisionsRepository(app.knex)
  const editRoutes = new Map<Revisioned, EditRoute>()

  const current = async (resource: Revisioned, id: string): Promise<unknown> => {
    const site = id === 'school' || id === 'women' ? id : null
    const read: Record<Revisioned, () => Promise<unknown>> = {
      news: () => app.newsRepository.findById(id),
      notices: () => app.noticesRepository.findById(id),
      events: () => app.eventsRepository.findById(id),
      'events/sub-domain': () => app.womenEventsRepository.findById(id),
      careers: () => app.careersRepository.findById(id),
      pages: () => app.pagesRepository.findById(id),
      settings: async () => site && app.settingsRepository.get(site),
      menus: async () => site && app.menusRepository.get(site)
    }
    return read[resource]().catch(() => null)
  }
  const editAs = async (request: FastifyRequest, resource: Revisioned, itemId: string, data: Record<string, unknown>): Promise<RevisionItem> => {
    const edit = editRoutes.get(resource)
    if (!edit) throw new HttpError(404, `${resource} cannot be edited`)
    const url = edit.url.includes(':id') ? edit.url.replace(':id', encodeURIComponent(itemId)) : `${edit.url}?site=${encodeURIComponent(itemId)}`
    const answer = await app.auditedByCaller((marked) => app.inject({
      method: 'PUT',
      url,
      headers: { ...marked, authorization: request.headers.authorization ?? '', host: request.headers.host ?? 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify(restoreBody(edit.body, data))
    }))
    const body: unknown = answer.json()
    if (answer.statusCode !== 200 || !isItem(body)) {
      const message = isItem(body) && typeof body.message === 'string' ? body.message : `The ${resource} item could not be saved`
      throw new HttpError(answer.statusCode >= 400 ? answer.statusCode : 500, message)
    }
    return body
  }
  app.decorate('revisions', { ...repo, editRoutes, current, editAs })
  // a version that may be restored keeps its files: released once no version nor item names them (the
  // files' garbage collection then removes them)
  app.files.addRefSource(repo.fileRefs)

  /** The item an edit names: its path's `:id`, or its query's `site` (settings, menus). */
  const editedItem = (request: FastifyRequest): string => {
    const params = isItem(request.params) ? request.params : {}
    const query = isItem(request.query) ? request.query : {}
    return typeof params.id === 'string' ? params.id : typeof query.site === 'string' ? query.site : ''
  }

  // The files of the item an edit replaces are held while the edit runs: the route releases the files its
  // edit drops before the version naming them is kept (below), and must not delete them.
  const held = new Map<FastifyRequest, string[]>()
  app.files.addRefSource(async () => [...held.values()].flat())
  const hold = async (request: FastifyRequest) => {
    const resource = resourceOf(request.routeOptions.url ?? request.url)
    if (!isRevisioned(resource)) return
    const now = await current(resource, editedItem(request))
    // a save on top of a newer version (issue 32, item 6): the client sent the updatedAt it loaded, and it is not the item's
    const loaded = loadedVersion(request)
    if (loaded !== null && isItem(now) && typeof now.updatedAt === 'string' && loaded !== now.updatedAt) throw new HttpError(409, STALE)
    const refs = JSON.stringify(now ?? null).match(UPLOAD_REF)
    if (refs) held.set(request, refs)
  }
  const letGo = async (request: FastifyRequest) => { held.delete(request) }

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const before = request.auditInfo?.before
    const resource = resourceOf(request.routeOptions.url ?? request.url)
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !isItem(before) || !isRevisioned(resource)) return payload
    const itemId = itemOf(request, before)
    if (!itemId) return payload
    try {
      await repo.keep({ resource, itemId, data: before, userId: request.authUser?._id ?? null, userName: request.authUser?.name ?? '', summary: summaryOf(before, request.auditInfo?.after) })
    } catch (err) {
      // the edit has happened; a lost revision is logged loudly rather than turned into a failed answer
      request.log.error({ err, resource, itemId }, 'revision not kept')
    }
    return payload
  }

  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!methods.some((m) => EDITS.has(m))) return
    const resource = resourceOf(route.url)
    if (!isRevisioned(resource)) return
    route.preValidation = [...[route.preValidation ?? []].flat(), hold]
    route.onSend = [...[route.onSend ?? []].flat(), keep]
    route.onResponse = [...[route.onResponse ?? []].flat(), letGo]
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), letGo]
    // the item's own edit (`/api/news/:id`, `/api/settings`), whose body a restore sends
    const own = route.url === `/api/${resource}/:id` || route.url === `/api/${resource}`
    if (own && methods.includes('PUT')) editRoutes.set(resource, { url: route.url, body: route.schema?.body })
  })
}, { name: 'revisions', dependencies: ['knex', 'auth', 'audit', 'files'] })
