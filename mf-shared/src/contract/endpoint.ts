import type { Static, TSchema } from 'typebox'
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
  /** the answer's schema at its status: `{ 200: Page }`, `{ 201: Page }` for a create, `{ 204: Type.Null() }` for no body */
  answer: { 200: TSchema } | { 201: TSchema } | { 204: TSchema }
  /** answers at other statuses that are not {message} (a submission's 503 `{status: 'fail'}`) */
  otherAnswers?: Readonly<Record<number, TSchema>>
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
export type ResponseOf<E extends EndpointDef> = E['answer'] extends { 201: infer S extends TSchema } ? Static<S> : E['answer'] extends { 200: infer S extends TSchema } ? Static<S> : E['answer'] extends { 204: TSchema } ? undefined : never

/** The status an endpoint answers with when it succeeds. */
export const statusOf = (e: EndpointDef): 200 | 201 | 204 => ('201' in e.answer ? 201 : '204' in e.answer ? 204 : 200)

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

/** The roles of the console's content (news, pages and the rest), and the admin's alone. */
export const EDITORS = ['admin', 'editor'] as const
export const ADMINS = ['admin'] as const
