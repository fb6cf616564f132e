import type { FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import type { EndpointDef, IdParams, ListQuery } from '@school/shared/contract'
import type { ListOptions, ListResult } from './crud.js'
import { endpointRoute } from './endpoints.js'
import { orNotFound, privateHeaders, sendPublicItem, sendPublicList } from './http.js'
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

type Listing = EndpointDef & { method: 'GET'; query: typeof ListQuery }
type OneItem = EndpointDef & { params: typeof IdParams }

/**
 * The declared endpoints (the contract's CONTENT_ENDPOINTS, made by `resourceEndpoints`) a resource has:
 * each one given is registered, with its declaration's schema and roles.
 */
export interface ResourceEndpointsOf<B extends TSchema> {
  /** the public list, e.g. GET /api/staffs */
  list?: Listing
  /** the public single item, e.g. GET /api/gallery/albums/:id */
  get?: OneItem & { method: 'GET' }
  /** the console's list, drafts and scheduled items too, e.g. GET /api/notices/all */
  listAll?: Listing
  create?: EndpointDef & { method: 'POST'; body: B }
  update?: OneItem & { method: 'PUT'; body: TSchema }
  delete?: OneItem & { method: 'DELETE' }
}

export interface ResourceOptions<T, B extends TSchema> {
  endpoints: ResourceEndpointsOf<B>
  /** the public-cache tag of this resource: its list reads it, its writes invalidate it */
  cacheTag: string
  repo: ResourceRepo<T>
  /** the public list's rows where they differ from the console's (`repo.list`): published ones whose publishAt has passed */
  live?: (opts: ListOptions) => Promise<ListResult<T>>
  /** the public item where it differs from the console's (`repo.findById`): a published one whose publishAt has passed */
  liveItem?: (id: string) => Promise<T | null>
  /** with the create endpoint: the column values a validated body becomes (may throw 4xx HttpErrors) */
  create?: {
    toValues: (body: BodyOf<B>, request: FastifyRequest) => Promise<Values> | Values
  }
  /**
   * with the update endpoint (PUT, issue 14; its body is the create body with every field optional, in
   * the contract): the record's current fields, overlaid with the body, go through the create's
   * `toValues`, so files are checked and claimed exactly as on create; files the edit drops are
   * released afterwards.
   */
  update?: {
    /** columns `toValues` sets that an edit keeps as they were (e.g. the event's creator) */
    keep?: string[]
    /** a field derived from another when it is not sent, e.g. { originalFile: 'file' }: a new file brings its own name */
    follows?: Record<string, string>
  }
  /** single-item resources (modals): a new one replaces the old ones */
  replace?: boolean
  /** fields of T that hold file references, removed with the record */
  files: Array<keyof T & string>
  /** columns of the stored values that hold rich text, whose images need alt text before publishing (issue 32) */
  richText?: string[]
  /** e.g. 'Staff' → 'Staff not found', 'Staff removed' */
  noun: string
}


/** A body or row as named values (a JSON object). */
const isValues = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The fields an object schema declares; none for another schema. */
function propertiesOf (schema: TSchema): Values {
  return 'properties' in schema && isValues(schema.properties) ? schema.properties : {}
}

/**
 * The list / item / create / update / delete calls that most content resources of SPEC §7 share, and the
 * console's list, each registered from its declaration (schema and roles, issue 35). Public reads are
 * cached and revalidated; writes need a token; deleting a record removes its files. Generic over the create body's schema, so `toValues` gets the
 * body as that schema's type.
 */
export function registerResource<T extends Record<string, unknown>, B extends TSchema> (app: TypedApp, o: ResourceOptions<T, B>): void {
  const filesOf = (row: T) => o.files.map((f) => row[f])
  const missing = `${o.noun} not found`
  const e = o.endpoints

  if (e.list) {
    app.route({
      ...endpointRoute(app, e.list, { cache: { reads: [o.cacheTag] } }),
      handler: (request, reply) => sendPublicList(app, request, reply, () => o.live ? o.live(request.query) : o.repo.list(request.query))
    })
  }

  if (e.get) {
    app.route({
      ...endpointRoute(app, e.get, { cache: { reads: [`${o.cacheTag}/{id}`] } }),
      handler: (request, reply) => sendPublicItem(app, request, reply, () => o.liveItem ? o.liveItem(request.params.id) : o.repo.findById(request.params.id), missing)
    })
  }

  // the console's list: never cached, never stored by a browser or proxy
  if (e.listAll) {
    app.route({
      ...endpointRoute(app, e.listAll),
      handler: async (request, reply) => {
        const r = await o.repo.list(request.query)
        privateHeaders(reply)
        if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
        return r.items
      }
    })
  }

  const create = e.create && o.create && { endpoint: e.create, ...o.create }
  if (e.create && !create) throw new Error(`${e.create.path}: a create needs its toValues`)
  if (create) {
    app.route({
      ...endpointRoute(app, create.endpoint, { cache: { writes: [o.cacheTag] } }),
      handler: async (request, reply) => {
        const values = await create.toValues(request.body, request)
        await app.media.assertAltText(o.files.map((f) => values[f]), values.status, (o.richText ?? []).map((c) => values[c]))
        let old: T[] = []
        if (o.replace) old = (await o.repo.list()).items
        const created = await o.repo.insert(values)
        for (const row of old) await o.repo.remove(String(row._id))
        if (old.length > 0) await app.files.release(old.flatMap(filesOf))
        request.auditChange({ after: created, ...(old.length > 0 ? { before: old } : {}) })
        reply.code(201)
        return created
      }
    })
  }

  const update = e.update
  if (update) {
    if (!create || !o.repo.update) throw new Error(`${update.path}: an update needs the create's toValues and a repository update`)
    const updateRow = o.repo.update.bind(o.repo)
    const fields = Object.keys(propertiesOf(create.endpoint.body))
    app.route({
      ...endpointRoute(app, update, { cache: { writes: [o.cacheTag, `${o.cacheTag}/{id}`] } }),
      handler: async (request) => {
        const id = request.params.id
        const current = orNotFound(await o.repo.findById(id), missing)
        const given = request.body
        if (!isValues(given)) throw new Error(`${update.path}: the update body schema must be an object`)
        const merged: Values = {}
        for (const f of fields) if (current[f] !== undefined) merged[f] = current[f]
        for (const [field, source] of Object.entries(o.update?.follows ?? {})) {
          if (source in given && !(field in given)) delete merged[field]
        }
        Object.assign(merged, given)
        const values = await create.toValues(merged as BodyOf<B>, request)
        await app.media.assertAltText(o.files.map((f) => values[f]), values.status, (o.richText ?? []).map((c) => values[c]))
        for (const col of o.update?.keep ?? []) delete values[col]
        const updated = orNotFound(await updateRow(id, values), missing)
        const kept = new Set(filesOf(updated).flat())
        const dropped = filesOf(current).flat().filter((ref) => !kept.has(ref))
        if (dropped.length > 0) await app.files.release(dropped)
        // the audit hook alone sees only the answer; the row as it was is known here and nowhere after
        request.auditChange({ before: current, after: updated })
        return updated
      }
    })
  }

  if (e.delete) {
    app.route({
      ...endpointRoute(app, e.delete, { cache: { writes: [o.cacheTag, `${o.cacheTag}/{id}`] } }),
      handler: async (request) => {
        const row = orNotFound(await o.repo.remove(request.params.id), missing)
        await app.files.release(filesOf(row))
        request.auditChange({ before: row })
        return { message: `${o.noun} removed` }
      }
    })
  }
}
