import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

/**
 * What every route plugin needs registered before it: the config, the global hooks
 * (helmet, CORS and rate limits, compress and ETag), the multipart parser, swagger and the
 * cache-tag check (both collect routes through onRoute, so they only see routes added
 * after them), and auth (routes pass `app.authenticate` when they are declared).
 */
export const ROUTE_BASE = ['config', 'helmet', 'security', 'compress', 'multipart', 'swagger', 'auth', 'public-cache']

/**
 * A route plugin that names the plugins it uses, so Fastify refuses to start when one is
 * missing or registered later, instead of failing on the first request. It stays
 * encapsulated like a plain plugin.
 */
export function routePlugin<T> (plugin: T, name: string, uses: string[]): FastifyPluginAsync {
  return fp(plugin as FastifyPluginAsync, { name, encapsulate: true, dependencies: [...ROUTE_BASE, ...uses] })
}
