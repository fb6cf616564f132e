import type { FastifyRequest } from 'fastify'
import { Type, type TSchema } from 'typebox'
import { errors, IdParams, ListQuery, Message } from '@school/shared/contract'
import type { ListOptions, ListResult } from './crud.js'
import { orNotFound, sendPublicItem, sendPublicList } from './http.js'
import type { BodyOf, TypedApp } from './route-plugin.js'

export type Values = Record<string, unknown>

export interface ResourceRepo<T> {
  list: (opts?: ListOptions) => Promise<ListResult<T>>
  findById: (id: string) => Promise<T | null>
  insert: (values: Values) => Promise<T>
  remove: (id: string) => Promise<T | null>
  /** needed with the `update` option: writes the given columns, null for an unknown id */
  update?: (id: string, values: Values) => Promise<T | null>
}

export interface ResourceOptions<T, B extends TSchema> {
  tags: string[]
  /** the public-cache tag of this resource: its list reads it, its writes invalidate it */
  cacheTag: string
  item: TSchema
  repo: ResourceRepo<T>
  /** public list, e.g. /api/staffs */
  listUrl?: string
  /** public single item, e.g. /api/gallery/albums/:id */
  itemUrl?: string
  /** admin create: its URL, its body schema, and the column values a validated body becomes (may throw 4xx HttpErrors) */
  create?: {
    url: string
    body: B
    toValues: (body: BodyOf<B>, request: FastifyRequest) => Promise<Values> | Values
  }
  /**
   * admin edit, PUT (issue 14): its URL and body (the create body with every field optional, in
   * the contract). The record's current fields, overlaid with the body, go through the create's
   * `toValues`, so files are checked and claimed exactly as on create; files the edit drops are
   * released afterwards.
   */
  update?: {
    url: string
    body: TSchema
    /** columns `toValues` sets that an edit keeps as they were (e.g. the event's creator) */
    keep?: string[]
    /** a field derived from another when it is not sent, e.g. { originalFile: 'file' }: a new file brings its own name */
    follows?: Record<string, string>
  }
  /** single-item resources (modals): a new one replaces the old ones */
  replace?: boolean
  deleteUrl?: string
  /** fields of T that hold file references, removed with the record */
  files: Array<keyof T & string>
  /** e.g. 'Staff' → 'Staff not found', 'Staff removed' */
  noun: string
}

const auth = [{ bearerAuth: [] }]

/** A body or row as named values (a JSON object). */
const isValues = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The fields an object schema declares; none for another schema. */
function propertiesOf (schema: TSchema): Values {
  return 'properties' in schema && isValues(schema.properties) ? schema.properties : {}
}

/**
 * The list / create / update / delete calls that most content resources of SPEC §7 share.
 * Public reads are cached and revalidated; writes need a token; deleting a record
 * removes its files. Generic over the create body's schema, so `toValues` gets the
 * body as that schema's type.
 */
export function registerResource<T extends Record<string, unknown>, B extends TSchema> (app: TypedApp, o: ResourceOptions<T, B>): void {
  const filesOf = (row: T) => o.files.map((f) => row[f])
  const missing = `${o.noun} not found`

  if (o.listUrl) {
    app.get(o.listUrl, {
      config: { cache: { reads: [o.cacheTag] } },
      schema: { tags: o.tags, querystring: ListQuery, response: { 200: Type.Array(o.item), ...errors(400) } }
    }, (request, reply) => sendPublicList(app, request, reply, () => o.repo.list(request.query)))
  }

  if (o.itemUrl) {
    app.get(o.itemUrl, {
      config: { cache: { reads: [`${o.cacheTag}/{id}`] } },
      schema: { tags: o.tags, params: IdParams, response: { 200: o.item, ...errors(404) } }
    }, (request, reply) => sendPublicItem(app, request, reply, () => o.repo.findById(request.params.id), missing))
  }

  const create = o.create
  if (create) {
    app.post(create.url, {
      onRequest: app.authenticate,
      config: { cache: { writes: [o.cacheTag] } },
      schema: { tags: o.tags, security: auth, body: create.body, response: { 201: o.item, ...errors(400, 401) } }
    }, async (request, reply) => {
      const values = await create.toValues(request.body, request)
      await app.media.assertAltText(o.files.map((f) => values[f]), values.status)
      let old: T[] = []
      if (o.replace) old = (await o.repo.list()).items
      const created = await o.repo.insert(values)
      for (const row of old) await o.repo.remove(String(row._id))
      if (old.length > 0) await app.files.release(old.flatMap(filesOf))
      request.auditChange({ after: created, ...(old.length > 0 ? { before: old } : {}) })
      reply.code(201)
      return created
    })
  }

  const update = o.update
  if (update) {
    if (!create || !o.repo.update) throw new Error(`${update.url}: an update needs the create's toValues and a repository update`)
    const updateRow = o.repo.update.bind(o.repo)
    const fields = Object.keys(propertiesOf(create.body))
    app.put(update.url, {
      onRequest: app.authenticate,
      config: { cache: { writes: [o.cacheTag, `${o.cacheTag}/{id}`] } },
      schema: { tags: o.tags, security: auth, params: IdParams, body: update.body, response: { 200: o.item, ...errors(400, 401, 404) } }
    }, async (request) => {
      const id = request.params.id
      const current = orNotFound(await o.repo.findById(id), missing)
      const given = request.body
      if (!isValues(given)) throw new Error(`${update.url}: the update body schema must be an object`)
      const merged: Values = {}
      for (const f of fields) if (current[f] !== undefined) merged[f] = current[f]
      for (const [field, source] of Object.entries(update.follows ?? {})) {
        if (source in given && !(field in given)) delete merged[field]
      }
      Object.assign(merged, given)
      const values = await create.toValues(merged as BodyOf<B>, request)
      await app.media.assertAltText(o.files.map((f) => values[f]), values.status)
      for (const col of update.keep ?? []) delete values[col]
      const updated = orNotFound(await updateRow(id, values), missing)
      const kept = new Set(filesOf(updated).flat())
      const dropped = filesOf(current).flat().filter((ref) => !kept.has(ref))
      if (dropped.length > 0) await app.files.release(dropped)
      // the audit hook alone sees only the answer; the row as it was is known here and nowhere after
      request.auditChange({ before: current, after: updated })
      return updated
    })
  }

  if (o.deleteUrl) {
    app.delete(o.deleteUrl, {
      onRequest: app.authenticate,
      config: { cache: { writes: [o.cacheTag, `${o.cacheTag}/{id}`] } },
      schema: { tags: o.tags, security: auth, params: IdParams, response: { 200: Message, ...errors(401, 404) } }
    }, async (request) => {
      const row = orNotFound(await o.repo.remove(request.params.id), missing)
      await app.files.release(filesOf(row))
      request.auditChange({ before: row })
      return { message: `${o.noun} removed` }
    })
  }
}
