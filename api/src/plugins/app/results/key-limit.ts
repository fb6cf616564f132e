import type { FastifyInstance } from 'fastify'

/**
 * A fixed-window counter per key (a symbol number, whichever IP asks): Redis when configured (so the
 * limit holds across instances), else this instance's memory, and memory meanwhile when Redis fails.
 * @fastify/rate-limit runs one limit per request, so a route limited per IP counts its second key here.
 * Answers null while the key is within `max`, else the seconds until its window ends.
 */
export function keyLimiter (app: FastifyInstance, name: string, max: number, windowMs: number): (key: string) => Promise<number | null> {
  const local = new Map<string, { n: number; resetAt: number }>()
  const inMemory = (key: string): number | null => {
    const now = Date.now()
    if (local.size > 100_000) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k)
    const had = local.get(key)
    const entry = had && had.resetAt > now ? had : { n: 0, resetAt: now + windowMs }
    entry.n++
    local.set(key, entry)
    return entry.n > max ? Math.ceil((entry.resetAt - now) / 1000) : null
  }
  return async (key) => {
    const redis = app.redis
    if (!redis) return inMemory(key)
    const k = `${app.config.redisPrefix}rl:${name}:${key}`
    try {
      const n = await redis.incr(k)
      if (n === 1) await redis.pexpire(k, windowMs)
      if (n <= max) return null
      return Math.max(1, Math.ceil((await redis.pttl(k)) / 1000))
    } catch {
      return inMemory(key)
    }
  }
}
