import fp from 'fastify-plugin'

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

/** `news/{id}` with params {id: 'x'} → `news/x`. */
export function expandTags (tags: readonly string[], params: unknown): string[] {
  const p = new Map(Object.entries(params ?? {}))
  return tags.map((t) => t.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (p.get(name) === undefined) throw new Error(`cache tag ${t} names a parameter the route does not have`)
    return String(p.get(name))
  }))
}

interface Entry<V> { value: V; tags: string[] }

/**
 * A bounded key → value cache where each entry carries tags, and `invalidateTags` drops
 * every entry carrying one of them. Least recently used entries go first when full.
 * Reusable as is for a later server-rendered HTML cache (key = URL, tags = what the page shows).
 *
 * A Map keeps insertion order, which is all an LRU of this size needs; per-tag versions stop
 * a read that started before a write from storing what it read.
 */
export class TagCache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly keysByTag = new Map<string, Set<string>>()
  private readonly versions = new Map<string, number>()
  /** bumped when `versions` is pruned, which makes every read in flight unstorable */
  private epoch = 0
  hits = 0
  misses = 0

  constructor (private readonly max = 500) {}

  get size (): number { return this.entries.size }

  get (key: string): V | undefined {
    const e = this.entries.get(key)
    if (!e) return undefined
    this.entries.delete(key)
    this.entries.set(key, e)
    return e.value
  }

  has (key: string): boolean { return this.entries.has(key) }

  set (key: string, value: V, tags: readonly string[]): void {
    this.delete(key)
    this.entries.set(key, { value, tags: [...tags] })
    for (const t of tags) {
      let keys = this.keysByTag.get(t)
      if (!keys) this.keysByTag.set(t, keys = new Set())
      keys.add(key)
    }
    if (this.entries.size > this.max) this.delete(this.entries.keys().next().value!)
  }

  delete (key: string): void {
    const e = this.entries.get(key)
    if (!e) return
    this.entries.delete(key)
    for (const t of e.tags) {
      const keys = this.keysByTag.get(t)
      keys?.delete(key)
      if (keys?.size === 0) this.keysByTag.delete(t)
    }
  }

  /** Called through `CacheTags.invalidate` only, so every cache of the process sees the same invalidations. */
  invalidateTags (tags: readonly string[]): void {
    if (this.versions.size > 10_000) {
      this.versions.clear()
      this.epoch++
    }
    for (const t of tags) {
      this.versions.set(t, (this.versions.get(t) ?? 0) + 1)
      for (const key of [...(this.keysByTag.get(t) ?? [])]) this.delete(key)
    }
  }

  /** The cached value, or `load()`'s, stored unless one of `tags` was invalidated meanwhile. */
  async wrap (key: string, tags: readonly string[], load: () => Promise<V>): Promise<{ value: V; hit: boolean }> {
    const e = this.entries.get(key)
    if (e) {
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

/**
 * The process's tag caches and the single place where tags are invalidated. Several
 * instances behind a load balancer would publish the tags here (Redis pub/sub) and call
 * `applyLocal` when a message arrives; nothing else needs to change.
 */
export class CacheTags {
  private readonly caches = new Set<Pick<TagCache, 'invalidateTags'>>()

  add (cache: Pick<TagCache, 'invalidateTags'>): void { this.caches.add(cache) }

  invalidate (tags: readonly string[]): void {
    if (tags.length > 0) this.applyLocal(tags)
  }

  applyLocal (tags: readonly string[]): void {
    for (const c of this.caches) c.invalidateTags(tags)
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Public answers are cached by tag, and a route's successful write invalidates the tags
 * it declares in `config.cache.writes`. A failed write (4xx) and a route that writes
 * nothing cached (contact form, registrations, uploads, login) invalidate nothing.
 */
export default fp(async (app) => {
  const tags = new CacheTags()
  const cache = new TagCache()
  tags.add(cache)
  app.decorate('cacheTags', tags)
  app.decorate('publicCache', cache)

  // Every write route says what it changes, so forgetting it fails at start-up, not in production.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method)
    if (!route.url.startsWith('/api/') || methods.every((m) => SAFE.has(m))) return
    if (!Array.isArray(route.config?.cache?.writes)) {
      throw new Error(`${methods.join(',')} ${route.url} must declare config.cache.writes (the cache tags it changes, or [])`)
    }
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const writes = request.routeOptions.config?.cache?.writes
    // A 4xx changed nothing. A 5xx may have changed part of the data, so it counts as a write.
    if (writes?.length && !(reply.statusCode >= 400 && reply.statusCode < 500)) {
      tags.invalidate(expandTags(writes, request.params))
    }
    return payload
  })
}, { name: 'public-cache' })
