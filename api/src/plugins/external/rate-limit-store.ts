import { createRequire } from 'node:module'
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

// @fastify/rate-limit's own stores (no exports map, so these paths are part of its package).
const require = createRequire(import.meta.url)
type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void
interface Store {
  incr (key: string, cb: Callback, timeWindow: number, max: number): void
  read (key: string, cb: Callback, timeWindow: number, max: number): void
  child (routeOptions: object): Store
}
type StoreClass = new (...args: unknown[]) => Store
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass

/**
 * The rate-limit store with REDIS_URL: counts live in Redis, so a limit holds across every
 * instance (the 21st login in a minute from one IP answers 429 whichever instance it reaches).
 * While Redis is unreachable each instance counts alone in memory rather than failing the
 * request or letting it through unlimited.
 */
export function redisStoreWithFallback (redis: Redis, prefix: string, onFallback: (err: Error) => void): FastifyRateLimitStoreCtor {
  // the plugin makes the store with its options, defaults filled in
  class FallbackStore implements Store, FastifyRateLimitStore {
    private readonly shared: Store
    private readonly local: Store
    constructor (private readonly params: RateLimitOptions, shared?: Store, local?: Store) {
      this.shared = shared ?? new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, prefix)
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff)
    }

    incr (key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.incr(key, (err, res) => {
        if (!err) return cb(null, res)
        onFallback(err)
        this.local.incr(key, cb, timeWindow, max)
      }, timeWindow, max)
    }

    read (key: string, cb: Callback, timeWindow: number, max: number): void {
      this.shared.read(key, (err, res) => {
        if (!err) return cb(null, res)
        onFallback(err)
        this.local.read(key, cb, timeWindow, max)
      }, timeWindow, max)
    }

    child (routeOptions: object): FallbackStore {
      return new FallbackStore(this.params, this.shared.child(routeOptions), this.local.child(routeOptions))
    }
  }
  return FallbackStore
}
