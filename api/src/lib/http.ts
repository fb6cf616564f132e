import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ListResult } from './crud.js'
import { notFound } from './errors.js'
import { expandTags, wireKey, type WireOffer } from './cache-keys.js'
import { negotiateCoding } from './codings.js'

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

interface CachedRead<T> {
  value: T
  /** the public cache's key, and the tags the value was stored under */
  key: string
  tags: string[]
}

/**
 * Served from the public cache under the tags the route declares in `config.cache.reads`;
 * `x-cache: HIT|MISS` says which (the tests and the bench count it).
 */
export async function cachedRead<T> (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<T>): Promise<T> {
  return (await readCached(app, request, reply, key, load)).value
}

async function readCached<T> (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<T>): Promise<CachedRead<T>> {
  const reads = request.routeOptions.config?.cache?.reads
  if (!reads?.length) throw new Error(`${request.routeOptions.url} reads the public cache but declares no config.cache.reads`)
  const tags = expandTags(reads, request.params)
  const { value, hit } = await app.publicCache.wrap(key, tags, load)
  reply.header('x-cache', hit ? 'HIT' : 'MISS')
  return { value: value as T, key, tags }
}

/** Below this a compressed body saves nothing worth a header (the compress plugin's threshold too). */
const COMPRESS_MIN_BYTES = 1024

/**
 * A public answer as the bytes that go on the wire: the JSON serialized once, its ETag, and
 * each compressed variant made the first time a client asks for it. Kept in the public cache,
 * so a hit costs no serializing, hashing or compressing (docs/performance.md: those were most of
 * a cached list's cost).
 */
export class EncodedBody {
  readonly json: Buffer
  readonly etag: string
  private readonly variants: Partial<Record<'br' | 'gzip', Buffer>> = {}

  constructor (json: string, readonly total?: number) {
    this.json = Buffer.from(json)
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`
  }

  /** The body for a client's `Accept-Encoding`, and the coding it is in (null: none). */
  encoded (acceptEncoding: string | undefined): { body: Buffer; coding: 'br' | 'gzip' | null } {
    const coding = this.json.length >= COMPRESS_MIN_BYTES ? negotiateCoding(acceptEncoding) : null
    if (coding !== 'br' && coding !== 'gzip') return { body: this.json, coding: null }
    this.variants[coding] ??= coding === 'br'
      ? brotliCompressSync(this.json, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
      : gzipSync(this.json, { level: 9 })
    return { body: this.variants[coding], coding }
  }
}

/** An item that does not exist, cached as such until a write to its tags. */
const MISSING = Symbol('missing')

/** An answer that changes without a write: the cache-key part it was built for, and how to work out the current one. */
type Vary = () => string

/**
 * Sends a cached public answer. The ETag and `Content-Encoding` are set here, so the etag plugin
 * only answers a matching `If-None-Match` with 304 and the compress plugin leaves the body alone.
 * The finished answer is offered to the wire cache (plugins/app/wire-cache.ts), which replays it
 * to the next identical request before the router.
 */
async function sendEncoded (app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, read: CachedRead<EncodedBody>, vary?: { value: string; now: Vary }): Promise<void> {
  const cached = read.value
  publicHeaders(reply)
  if (cached.total !== undefined) reply.header('X-Total-Count', String(cached.total))
  const acceptEncoding = request.headers['accept-encoding']
  const { body, coding } = cached.encoded(acceptEncoding)
  reply.header('Content-Type', 'application/json; charset=utf-8').header('ETag', cached.etag).header('Vary', 'Accept-Encoding')
  if (coding) reply.header('Content-Encoding', coding)
  // current while the public cache holds this value (a write that overtook the read replaced it), on the day it was built for
  const current = vary === undefined
    ? () => app.publicCache.peek(read.key) === cached
    : () => app.publicCache.peek(read.key) === cached && vary.now() === vary.value
  const offer: WireOffer = { key: wireKey(request.url, request.publicOrigin.origin, acceptEncoding), current, body, tags: read.tags }
  request.wireOffer = offer
  // a reply is a thenable that settles once the answer has gone out, as `return reply` would
  await reply.send(body)
}

/**
 * A public list: served from the in-process cache, as a plain array, with
 * X-Total-Count when a page was asked for. The route's response schema serializes it once.
 */
export async function sendPublicList (
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, load: () => Promise<ListResult<unknown>>,
  /** extra cache-key part for answers that change without a write, e.g. today's date */
  vary?: Vary
): Promise<void> {
  const varyValue = vary?.() ?? ''
  const read = await readCached(app, request, reply, `${request.url}|${varyValue}`, async () => {
    const result = await load()
    return new EncodedBody(String(reply.serialize(result.items)), result.total)
  })
  await sendEncoded(app, request, reply, read, vary && { value: varyValue, now: vary })
}

export async function sendPublicItem<T> (
  app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, load: () => Promise<T | null>, missing = 'Not found'
): Promise<void> {
  const read = await readCached<EncodedBody | typeof MISSING>(app, request, reply, request.url, async () => {
    const item = await load()
    return item === null ? MISSING : new EncodedBody(String(reply.serialize(item)))
  })
  const { value } = read
  if (value === MISSING) throw notFound(missing)
  await sendEncoded(app, request, reply, { ...read, value })
}

export function orNotFound<T> (item: T | null | undefined, message = 'Not found'): T {
  if (item === null || item === undefined) throw notFound(message)
  return item
}
