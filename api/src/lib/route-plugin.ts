import type {
  FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface
} from 'fastify'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { TSchema } from 'typebox'
import fp from 'fastify-plugin'

/**
 * What every route plugin needs registered before it: the config, the global hooks
 * (helmet, CORS and rate limits, compress and ETag), swagger and the
 * cache-tag check (both collect routes through onRoute, so they only see routes added
 * after them), auth (routes pass `app.authenticate` when they are declared) and the audit hook (`request.auditChange`).
 */
export const ROUTE_BASE = ['config', 'helmet', 'security', 'compress', 'swagger', 'auth', 'audit', 'public-cache']

/** The app as a `FastifyPluginAsyncTypebox` route plugin gets it: route schemas type the request and the reply. */
export type TypedApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>

/**
 * The body the TypeBox provider hands a route whose body schema is B: `Static<B>` as soon as B is a
 * concrete schema. A helper generic over B (resource-routes) names it so, and the validated body
 * passes from its route to the caller's function with no cast.
 */
export type BodyOf<B extends TSchema> =
  FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, { body: B }, TypeBoxTypeProvider>['body']

/**
 * A route plugin that names the plugins it uses, so Fastify refuses to start when one is
 * missing or registered later, instead of failing on the first request. It stays
 * encapsulated like a plain plugin.
 */
export function routePlugin (plugin: FastifyPluginAsyncTypebox, name: string, uses: string[]): FastifyPluginAsyncTypebox {
  return fp(plugin, { name, encapsulate: true, dependencies: [...ROUTE_BASE, ...uses] })
}
