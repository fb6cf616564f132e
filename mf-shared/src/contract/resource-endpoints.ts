import { Type, type TSchema } from 'typebox'
import { IdParams, ListQuery, Message } from './common.ts'
import { ADMISSIONS, EDITORS, endpoint } from './endpoint.ts'

/**
 * A content resource of SPEC §7 (staff, carousel slides, albums and the rest): its collection's path,
 * e.g. '/api/staffs', the item at `<path>/:id`, its OpenAPI tags, what one item is called ('staff
 * profile', 'staff profiles') and its answer's schema.
 */
export interface Resource<I extends TSchema = TSchema> {
  path: string
  tags: readonly string[]
  noun: string
  nouns: string
  item: I
}

/** A resource's public list: its items, paged and searched by ListQuery (the total in X-Total-Count). */
export const publicList = <const I extends TSchema>(r: Resource<I>) =>
  endpoint({ method: 'GET', path: r.path, summary: `The ${r.nouns}; paged with page and limit, searched with q`, tags: r.tags, query: ListQuery, answer: { 200: Type.Array(r.item) }, errors: [400], roles: 'public' })

/** A resource's public item, at `<path>/:id`. */
export const publicItem = <const I extends TSchema>(r: Resource<I>) =>
  endpoint({ method: 'GET', path: `${r.path}/:id`, summary: `One ${r.noun}`, tags: r.tags, params: IdParams, answer: { 200: r.item }, errors: [404], roles: 'public' })

/** The console's list of a resource (issue 35): drafts and scheduled items too, paged; never cached. */
export const consoleList = <const I extends TSchema, const P extends string>(r: Resource<I>, path: P) =>
  endpoint({ method: 'GET', path, summary: `Every ${r.noun}, drafts and scheduled ones too (console)`, tags: r.tags, query: ListQuery, answer: { 200: Type.Array(r.item) }, errors: [400, 401, 403], roles: EDITORS })

/**
 * The writes every resource of SPEC §7 has (issue 35): the editors' create (POST `<path>`, 201), update
 * (PUT `<path>/:id`, every field optional) and delete. A resource adds its reads to them: `publicList`,
 * `publicItem`, `consoleList`. The API registers a resource's declarations with `registerResource`, and
 * the console's kit takes them the same way.
 */
export function resourceEndpoints<const I extends TSchema, const C extends TSchema, const U extends TSchema> (r: Resource<I>, bodies: { create: C, update: U }) {
  const one = `${r.path}/:id`
  return {
    create: endpoint({ method: 'POST', path: r.path, summary: `Adds a ${r.noun}`, tags: r.tags, body: bodies.create, answer: { 201: r.item }, errors: [400, 401, 403], roles: EDITORS }),
    update: endpoint({ method: 'PUT', path: one, summary: `Changes a ${r.noun}'s fields (each one optional)`, tags: r.tags, params: IdParams, body: bodies.update, answer: { 200: r.item }, errors: [400, 401, 403, 404], roles: EDITORS }),
    delete: endpoint({ method: 'DELETE', path: one, summary: `Removes a ${r.noun} and its files`, tags: r.tags, params: IdParams, answer: { 200: Message }, errors: [401, 403, 404], roles: EDITORS })
  }
}

/**
 * An inbox of public submissions at `base` (contact messages, registrations, job applications): its list
 * (newest first, paged), mark-as-read and delete, for the admissions' roles. The API's `registerInbox`
 * registers each inbox's routes from these.
 */
export function inboxEndpoints<const B extends string, const T extends TSchema> (base: B, item: T, tags: readonly string[]) {
  return {
    list: endpoint({ method: 'GET', path: base, summary: 'Newest first; ?page&limit (X-Total-Count), ?q searches (the reference too)', tags, query: ListQuery, answer: { 200: Type.Array(item) }, errors: [401], roles: ADMISSIONS }),
    markRead: endpoint({ method: 'PATCH', path: `${base}/:id/read`, summary: 'Mark as read', tags, params: IdParams, answer: { 200: item }, errors: [401, 404], roles: ADMISSIONS }),
    remove: endpoint({ method: 'DELETE', path: `${base}/:id`, summary: 'Removes it, and its files', tags, params: IdParams, answer: { 200: Message }, errors: [401, 404], roles: ADMISSIONS })
  }
}
