import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { toError } from '../../../lib/errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard
  }
}

export interface LoginGuardOptions {
  /** failures from one IP against one account before that pair is locked */
  maxFailures: number
  /** how long the pair stays locked, and how long failures are remembered */
  lockMs: number
  /** first delay, per account, once `maxFailures` failures came from anywhere; doubles with each further failure */
  baseDelayMs: number
  maxDelayMs: number
}

/**
 * Where the guard keeps its numbers: counters and times that expire. In memory by default;
 * in Redis with REDIS_URL (`redisGuardStore`), so every instance sees the same failures.
 */
export interface GuardStore {
  /** adds one and (re)starts the key's lifetime of `ttlMs`; the new count */
  incr (key: string, ttlMs: number, now: number): Promise<number>
  get (keys: string[], now: number): Promise<Array<number | null>>
  set (key: string, value: number, ttlMs: number, now: number): Promise<void>
  del (keys: string[]): Promise<void>
}

/** A bounded in-memory store; expired and, past `max`, the oldest entries are dropped. */
export class MemoryGuardStore implements GuardStore {
  private readonly map = new Map<string, { value: number; expires: number }>()
  constructor (private readonly max = 30_000) {}

  private live (key: string, now: number): { value: number; expires: number } | undefined {
    const e = this.map.get(key)
    if (e && e.expires < now) {
      this.map.delete(key)
      return undefined
    }
    return e
  }

  async incr (key: string, ttlMs: number, now: number): Promise<number> {
    const value = (this.live(key, now)?.value ?? 0) + 1
    await this.set(key, value, ttlMs, now)
    return value
  }

  async get (keys: string[], now: number): Promise<Array<number | null>> {
    return keys.map((k) => this.live(k, now)?.value ?? null)
  }

  async set (key: string, value: number, ttlMs: number, now: number): Promise<void> {
    this.map.delete(key)
    this.map.set(key, { value, expires: now + ttlMs })
    if (this.map.size > this.max) {
      for (const [k, e] of this.map) if (e.expires < now) this.map.delete(k)
      // still full: forget the oldest writes first (a Map keeps insertion order)
      for (const k of this.map.keys()) { if (this.map.size <= this.max * 0.8) break; this.map.delete(k) }
    }
  }

  async del (keys: string[]): Promise<void> {
    for (const k of keys) this.map.delete(k)
  }
}

/** How long a successful sign-in keeps an IP "known" to an account. */
const KNOWN_MS = 90 * 24 * 60 * 60_000

/**
 * Throttles password guessing without handing attackers a lock-out button (issue 20, points 2 and 9).
 *
 * - The account key is the resolved user id (or the normalised email when no user matches), so
 *   spellings the database collation folds together (`victim@exámple.com`, full-width letters)
 *   share one counter.
 * - One IP guessing one account is locked after `maxFailures` failures for `lockMs`.
 * - Across all IPs an account only slows down: after `maxFailures` failures each further attempt
 *   from an IP that never signed in to it waits a doubling delay (capped). An IP the account
 *   signed in from before is not delayed, so a stranger's guesses can't keep the owner out.
 *
 * Failures are forgotten `lockMs` after the last one. The numbers live in a `GuardStore`: in
 * memory for one instance (a restart merely forgives), in Redis for several (REDIS_URL).
 */
export class LoginGuard {
  constructor (private readonly opts: LoginGuardOptions, private readonly store: GuardStore = new MemoryGuardStore()) {}

  /** milliseconds this IP must wait before trying this account again, or 0 */
  async waitFor (account: string, ip: string, now = Date.now()): Promise<number> {
    const pair = pairKey(account, ip)
    const [lockedUntil, known, count, last] = await this.store.get([`lock:${pair}`, `known:${pair}`, `acc:${account}`, `last:${account}`], now)
    if (lockedUntil !== null && lockedUntil! > now) return lockedUntil! - now
    if (known !== null) return 0
    if (count === null || last === null || count! < this.opts.maxFailures) return 0
    const delay = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** (count! - this.opts.maxFailures))
    return Math.max(0, last! + delay - now)
  }

  async fail (account: string, ip: string, now = Date.now()): Promise<void> {
    const pair = pairKey(account, ip)
    const { lockMs, maxFailures } = this.opts
    const [count] = await Promise.all([
      this.store.incr(`fail:${pair}`, lockMs, now),
      this.store.incr(`acc:${account}`, lockMs, now),
      this.store.set(`last:${account}`, now, lockMs, now)
    ])
    if (count >= maxFailures) await this.store.set(`lock:${pair}`, now + lockMs, lockMs, now)
  }

  async succeed (account: string, ip: string, now = Date.now()): Promise<void> {
    const pair = pairKey(account, ip)
    await this.store.del([`fail:${pair}`, `lock:${pair}`, `acc:${account}`, `last:${account}`])
    await this.store.set(`known:${pair}`, now, KNOWN_MS, now)
  }
}

function pairKey (account: string, ip: string): string {
  return `${account} ${ip}`
}

/**
 * The key for an email that matches no user: the forms a lenient collation or a careless
 * client would treat as the same address (compatibility forms, case, control characters)
 * share one key.
 */
export function emailKey (email: string): string {
  // eslint-disable-next-line no-control-regex
  return 'email:' + email.normalize('NFKC').replace(/[\u0000-\u001f\u007f\s]/g, '').toLowerCase()
}

/**
 * The store in Redis: the same counters, shared by every instance. While Redis is unreachable
 * the calls use `fallback` (this instance's memory), so sign-in keeps working, throttled per
 * instance, instead of failing.
 */
export function redisGuardStore (redis: Redis, prefix: string, fallback: GuardStore, onFallback: (err: Error) => void): GuardStore {
  const k = (key: string) => `${prefix}${key}`
  async function orFallback<T> (shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await shared()
    } catch (err) {
      onFallback(toError(err))
      return local()
    }
  }
  return {
    incr: (key, ttlMs, now) => orFallback(async () => {
      const res = await redis.multi().incr(k(key)).pexpire(k(key), ttlMs).exec()
      const [err, value] = res?.[0] ?? [new Error('redis: empty transaction result'), null]
      if (err) throw err
      return Number(value)
    }, () => fallback.incr(key, ttlMs, now)),
    get: (keys, now) => orFallback(async () => {
      const values = await redis.mget(keys.map(k))
      return values.map((v) => v === null ? null : Number(v))
    }, () => fallback.get(keys, now)),
    set: (key, value, ttlMs, now) => orFallback(async () => {
      await redis.set(k(key), String(value), 'PX', ttlMs)
    }, () => fallback.set(key, value, ttlMs, now)),
    del: (keys) => orFallback(async () => {
      await redis.del(...keys.map(k))
    }, () => fallback.del(keys))
  }
}

export default fp(async (app) => {
  const { loginFailuresPerAccount, accountLockMinutes } = app.config.rateLimits
  let warned = 0
  const store = app.redis
    ? redisGuardStore(app.redis, `${app.config.redisPrefix}lg:`, new MemoryGuardStore(), (err) => {
      if (Date.now() - warned < 60_000) return
      warned = Date.now()
      app.log.warn({ err }, 'login throttle: Redis unreachable, counting per instance meanwhile')
    })
    : new MemoryGuardStore()
  app.decorate('loginGuard', new LoginGuard({
    maxFailures: loginFailuresPerAccount,
    lockMs: accountLockMinutes * 60_000,
    baseDelayMs: 2_000,
    maxDelayMs: 60_000
  }, store))
}, { name: 'login-guard', dependencies: ['config', 'redis'] })
