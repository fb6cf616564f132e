import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { expandTags } from '../../lib/cache-keys.js'

/**
 * What a route declares in its `config.cache`. Tags name data, not URLs: `news` is every
 * news list, `news/{id}` one item (`{id}` is filled in from the route's params).
 */
export interface RouteCache {
  /** GET: the tags of the data its cached answer was built from */
  reads?: string[]
  /** any other method: the tags a successful call changes ([] = changes nothing cached) */
  writes?: string[]
}

declare module 'fastify' {
  interface FastifyInstance {
    /** cached public answers (lists, items, feeds, counts) */
    publicCache: TagCache
    /** every tag cache of the process, and the one place tags are invalidated */
    cacheTags: CacheTags
  }
  interface FastifyContextConfig {
    cache?: RouteCache
  }
}

/** The header a server render's API call carries, and the header its answer's cache tags come back in. */
export const SSR_TAGS_REQUEST = 'x-ssr-render'
export const SSR_TAGS_HEADER = 'x-ssr-tags'


interface Entry<V> { value: V; tags: string[] }

/**
 * A bounded key → value cache where each entry carries tags, and `invalidateTags` drops
 * every entry carrying one of them. Least recently used entries go first when full.
 *
 * With a `probation` budget (segmented LRU), a new entry waits in a small area of its own and
 * joins the main one on its second use: a flood of URLs each asked once (unique query strings,
 * unknown paths) only evicts other newcomers, never the warm entries (issue 34, finding 1).
 *
 * A Map keeps insertion order, which is all an LRU of this size needs; per-tag versions stop
 * a read that started before a write from storing what it read.
 */
export class TagCache<V = unknown> {
  /** entries used more than once (all of them without a probation budget) */
  private readonly entries = new Map<string, Entry<V>>()
  /** entries stored but not yet used again */
  private readonly fresh = new Map<string, Entry<V>>()
  private readonly keysByTag = new Map<string, Set<string>>()
  private readonly versions = new Map<string, number>()
  /** bumped when `versions` is pruned, which makes every read in flight unstorable */
  private epoch = 0
  /** false while invalidations from other instances cannot arrive (see `CacheTags.setShared`): nothing is stored */
  private enabled = true
  hits = 0
  misses = 0
  /** bumped by every invalidation: a value read before it (whose tags were not known up front) is not stored */
  generation = 0

  constructor (private readonly max = 500, private readonly probation = 0) {}

  get size (): number { return this.entries.size + this.fresh.size }

  get (key: string): V | undefined {
    const warm = this.entries.get(key)
    if (warm) {
      this.entries.delete(key)
      this.entries.set(key, warm)
      return warm.value
    }
    const e = this.fresh.get(key)
    if (!e) return undefined
    // its second use: it joins the warm entries
    this.fresh.delete(key)
    this.entries.set(key, e)
    if (this.entries.size > this.max - this.probation) this.delete(this.entries.keys().next().value!)
    return e.value
  }

  has (key: string): boolean { return this.entries.has(key) || this.fresh.has(key) }

  /** The value under `key`, without counting it as used. */
  peek (key: string): V | undefined { return (this.entries.get(key) ?? this.fresh.get(key))?.value }

  set (key: string, value: V, tags: readonly string[]): void {
    if (!this.enabled) return
    const wasWarm = this.entries.has(key)
    this.delete(key)
    const area = this.probation > 0 && !wasWarm ? this.fresh : this.entries
    area.set(key, { value, tags: [...tags] })
    for (const t of tags) {
      let keys = this.keysByTag.get(t)
      if (!keys) this.keysByTag.set(t, keys = new Set())
      keys.add(key)
    }
    if (this.fresh.size > this.probation) this.delete(this.fresh.keys().next().value!)
    if (this.entries.size > this.max - this.probation) this.delete(this.entries.keys().next().value!)
  }

  delete (key: string): void {
    const e = this.entries.get(key) ?? this.fresh.get(key)
    if (!e) return
    this.entries.delete(key)
    this.fresh.delete(key)
    for (const t of e.tags) {
      const keys = this.keysByTag.get(t)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(t)
    }
  }

  /** Drops every entry and makes every read in flight unstorable. */
  clear (): void {
    this.generation++
    this.entries.clear()
    this.fresh.clear()
    this.keysByTag.clear()
    this.versions.clear()
    this.epoch++
  }

  /** Called through `CacheTags.setShared` only. */
  setEnabled (on: boolean): void {
    this.enabled = on
    this.clear()
  }

  /** Called through `CacheTags.invalidate` only, so every cache of the process sees the same invalidations. */
  invalidateTags (tags: readonly string[]): void {
    if (this.versions.size > 10_000) {
      this.versions.clear()
      this.epoch++
    }
    this.generation++
    for (const t of tags) {
      this.versions.set(t, (this.versions.get(t) ?? 0) + 1)
      for (const key of [...(this.keysByTag.get(t) ?? [])]) this.delete(key)
    }
  }

  /** The cached value, or `load()`'s, stored unless one of `tags` was invalidated meanwhile. */
  async wrap (key: string, tags: readonly string[], load: () => Promise<V>): Promise<{ value: V; hit: boolean }> {
    if (this.has(key)) {
      this.hits++
      return { value: this.get(key)!, hit: true }
    }
    this.misses++
    const epoch = this.epoch
    const before = tags.map((t) => this.versions.get(t) ?? 0)
    const value = await load()
    if (epoch === this.epoch && tags.every((t, i) => (this.versions.get(t) ?? 0) === before[i])) this.set(key, value, tags)
    return { value, hit: false }
  }
}

type Cache = Pick<TagCache, 'invalidateTags' | 'setEnabled'>

/**
 * The process's tag caches and the single place where tags are invalidated. With REDIS_URL
 * every invalidation is also published to the other instances, which apply it to all of
 * their caches (`applyLocal`): any cache added here (the public API cache, the SSR HTML cache)
 * is invalidated on every instance after a write anywhere.
 */
export class CacheTags {
  private readonly caches = new Set<Cache>()
  private publish: ((tags: readonly string[]) => void) | null = null
  private shared = true

  add (cache: Cache): void {
    this.caches.add(cache)
    cache.setEnabled(this.shared)
  }

  invalidate (tags: readonly string[]): void {
    if (tags.length === 0) return
    this.applyLocal(tags)
    this.publish?.(tags)
  }

  applyLocal (tags: readonly string[]): void {
    for (const c of this.caches) c.invalidateTags(tags)
  }

  /** Sends every invalidation to the other instances as well. */
  setPublisher (publish: (tags: readonly string[]) => void): void {
    this.publish = publish
  }

  /**
   * false while this instance cannot hear the others' invalidations (Redis away): every cache
   * is emptied and stores nothing, so it serves the database's answer rather than a stale one.
   * true again once subscribed: emptied once more, since messages may have been missed.
   */
  setShared (on: boolean): void {
    this.shared = on
    for (const c of this.caches) c.setEnabled(on)
  }
}

/** The pub/sub channel message: which instance wrote, and the tags it changed. */
interface Invalidation { from: string; tags: string[] }

/** Subscribes this instance to the others' invalidations (a second Redis connection: a subscriber can do nothing else). */
async function connectBus (app: FastifyInstance, tags: CacheTags): Promise<void> {
  const redis = app.redis!
  const channel = `${app.config.redisPrefix}cache-invalidate`
  const me = app.config.instanceId
  tags.setShared(false)
  tags.setPublisher((changed) => {
    const message: Invalidation = { from: me, tags: [...changed] }
    redis.publish(channel, JSON.stringify(message)).catch((err: Error) => {
      app.log.warn({ err }, 'public cache: could not publish an invalidation (Redis away); caches are off until it is back')
    })
  })
  const sub = redis.duplicate({ lazyConnect: true, autoResubscribe: false, enableOfflineQueue: true })
  sub.on('message', (ch: string, raw: string) => {
    if (ch !== channel) return
    try {
      const m: unknown = JSON.parse(raw)
      if (typeof m !== 'object' || m === null) throw new Error('not an invalidation')
      if (!('from' in m && m.from === me) && 'tags' in m && Array.isArray(m.tags)) tags.applyLocal(m.tags.filter((t) => typeof t === 'string'))
    } catch {
      app.log.warn('public cache: ignored a malformed invalidation message')
    }
  })
  // Subscribed again after each reconnect before caching resumes; anything missed meanwhile is gone with the emptied caches.
  sub.on('ready', () => {
    sub.subscribe(channel).then(() => tags.setShared(true), (err: Error) => app.log.warn({ err }, 'public cache: subscribe failed'))
  })
  sub.on('close', () => tags.setShared(false))
  sub.on('error', () => { /* logged by the main connection; ioredis reconnects */ })
  await sub.connect()
  app.addHook('onClose', async () => {
    await sub.quit().catch(() => sub.disconnect())
  })
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Public answers are cached by tag, and a route's successful write invalidates the tags
 * it declares in `config.cache.writes`. A failed write (4xx) and a route that writes
 * nothing cached (contact form, registrations, uploads, login) invalidate nothing.
 */
export default fp(async (app) => {
  const tags = new CacheTags()
  const cache = new TagCache(500, 50)
  tags.add(cache)
  app.decorate('cacheTags', tags)
  app.decorate('publicCache', cache)
  if (app.redis) await connectBus(app, tags)

  // Every write route says what it changes, so forgetting it fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!route.url.startsWith('/api/') || methods.every((m) => SAFE.has(m))) return
    if (!Array.isArray(route.config?.cache?.writes)) {
      throw new Error(`${methods.join(',')} ${route.url} must declare config.cache.writes (the cache tags it changes, or [])`)
    }
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    // A server render's own API call (plugins/app/ssr) is told the tags of what it read, so the rendered
    // page is cached under the same tags and emptied by the same writes.
    if (request.headers[SSR_TAGS_REQUEST] !== undefined) {
      const reads = request.routeOptions.config?.cache?.reads
      if (reads?.length) reply.header(SSR_TAGS_HEADER, expandTags(reads, request.params).join(' '))
    }
    const writes = request.routeOptions.config?.cache?.writes
    // A 4xx changed nothing. A 5xx may have changed part of the data, so it counts as a write.
    if (writes?.length && !(reply.statusCode >= 400 && reply.statusCode < 500)) {
      tags.invalidate(expandTags(writes, request.params))
    }
    // a callback, not an async function: this runs on every answer, and a promise per answer costs
    done(null, payload)
  })
}, { name: 'public-cache', dependencies: ['config', 'redis'] })
