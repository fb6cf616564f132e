import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ListResult } from './crud.js'
import { notFound } from './errors.js'
import { expandTags } from '../plugins/app/public-cache.js'

/**
 * Public GETs may be stored but must be revalidated: admins edit content from the same
 * browser, so a max-age would show them stale lists. The ETag makes revalidation a 304.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export function publicHeaders (reply: FastifyReply): void {
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL)
}

/** Private responses (admin data) must never sit in a shared cache. */
export function privateHeaders (reply: FastifyReply): void {
  reply.header('Cache-Control', 'private, no-store')
}

/**
 * Served from the public cache under the tags the route declares in `config.cache.reads`;
 * `x-cache: HIT|MISS` says which (the tests and the bench count it).
 */
export async function cachedRead<T> (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<T>): Promise<T> {
  const reads = request.routeOptions.config?.cache?.reads
  if (!reads?.length) throw new Error(`${request.routeOptions.url} reads the public cache but declares no config.cache.reads`)
  const { value, hit } = await app.publicCache.wrap(key, expandTags(reads, request.params), load)
  reply.header('x-cache', hit ? 'HIT' : 'MISS')
  return value as T
}

/**
 * A public list: served from the in-process cache, as a plain array, with
 * X-Total-Count when a page was asked for.
 */
export async function sendPublicList<L extends unknown[]> (
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, load: () => Promise<ListResult<L[number]> & { items: L }>,
  /** extra cache-key part for answers that change without a write, e.g. today's date */
  vary = ''
): Promise<L> {
  const result = await cachedRead(app, request, reply, `${request.url}|${vary}`, load)
  publicHeaders(reply)
  if (result.total !== undefined) reply.header('X-Total-Count', String(result.total))
  return result.items
}

export async function sendPublicItem<T> (
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, load: () => Promise<T | null>, missing = 'Not found'
): Promise<T> {
  const item = await cachedRead(app, request, reply, request.url, load)
  if (item === null) throw notFound(missing)
  publicHeaders(reply)
  return item
}

export function orNotFound<T> (item: T | null | undefined, message = 'Not found'): T {
  if (item === null || item === undefined) throw notFound(message)
  return item
}
