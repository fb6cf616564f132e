import { Type, type TSchema } from 'typebox'
import { IdParams, ListQuery, Message } from './common.ts'
import { EDITORS, endpoint } from './endpoint.ts'

/**
 * A content resource of SPEC §7 (staff, carousel slides, albums and the rest): its collection's path,
 * e.g. '/api/staffs', the item at `<path>/:id`, its OpenAPI tags, what one item is called ('staff
 * profile', 'staff profiles') and its answer's schema.
 */
export interface Resource {
  path: string
  tags: readonly string[]
  noun: string
  nouns: string
  item: TSchema
}

/** A resource's public list: published items, paged and searched by ListQuery (the total in X-Total-Count). */
const publicList = <const R extends Resource>(r: R) =>
  endpoint({ method: 'GET', path: r.path, summary: `The ${r.nouns}; paged with page and limit, searched with q`, tags: r.tags, query: ListQuery, answer: { 200: Type.Array(r.item) }, errors: [400], roles: 'public' })

/** The console's list of a resource (issue 35): drafts and scheduled items too, paged; never cached. */
export const consoleList = <const R extends Resource, const P extends string>(r: R, path: P) =>
  endpoint({ method: 'GET', path, summary: `Every ${r.noun}, drafts and scheduled ones too (console)`, tags: r.tags, query: ListQuery, answer: { 200: Type.Array(r.item) }, errors: [400, 401, 403], roles: EDITORS })

/**
 * The declarations a resource's routes share (issue 35): its public list and item, the console's list
 * at `<path>/all`, and the editors' create (POST, 201), update (PUT, every field optional) and delete.
 * The API registers the ones a resource has (`registerResource`); the area's file names each one.
 */
export function resourceEndpoints<const R extends Resource, const C extends TSchema, const U extends TSchema> (r: R, bodies: { create: C, update: U }) {
  const one = `${r.path}/:id`
  return {
    list: publicList(r),
    get: endpoint({ method: 'GET', path: one, summary: `One ${r.noun}`, tags: r.tags, params: IdParams, answer: { 200: r.item }, errors: [404], roles: 'public' }),
    listAll: consoleList(r, `${r.path}/all`),
    create: endpoint({ method: 'POST', path: r.path, summary: `Adds a ${r.noun}`, tags: r.tags, body: bodies.create, answer: { 201: r.item }, errors: [400, 401, 403], roles: EDITORS }),
    update: endpoint({ method: 'PUT', path: one, summary: `Changes a ${r.noun}'s fields (each one optional)`, tags: r.tags, params: IdParams, body: bodies.update, answer: { 200: r.item }, errors: [400, 401, 403, 404], roles: EDITORS }),
    delete: endpoint({ method: 'DELETE', path: one, summary: `Removes a ${r.noun} and its files`, tags: r.tags, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
  }
}

/** The declarations `registerResource` registers (a resource has some of them). */
export type ResourceEndpoints = Partial<ReturnType<typeof resourceEndpoints<Resource, TSchema, TSchema>>>
