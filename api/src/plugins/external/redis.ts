import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { errorMessage } from '../../lib/errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the shared Redis connection when REDIS_URL is set; null = everything stays in-process */
    redis: Redis | null
  }
}

/**
 * One Redis connection per instance (REDIS_URL), for the rate-limit store, the login throttle
 * and publishing cache invalidations (the subscriber is its own connection, see public-cache).
 * Commands fail at once while Redis is away (no offline queue) so the callers fall back to
 * their in-process state instead of waiting; ioredis reconnects by itself. An unreachable
 * Redis at start stops the start: a wrong REDIS_URL should not go unnoticed.
 */
export default fp(async (app) => {
  const url = app.config.redisUrl
  if (!url) {
    app.decorate('redis', null)
    return
  }
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 2000)
  })
  let down = false
  client.on('error', (err) => {
    if (!down) app.log.warn({ err }, 'redis: connection lost, falling back to in-process limits until it is back')
    down = true
  })
  client.on('ready', () => {
    if (down) app.log.info('redis: connected again')
    down = false
  })
  try {
    await client.connect()
  } catch (err) {
    client.disconnect()
    throw new Error(`REDIS_URL is set but Redis cannot be reached (${errorMessage(err)}). Start Redis or unset REDIS_URL.`, { cause: err })
  }
  app.decorate('redis', client)
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect())
  })
}, { name: 'redis', dependencies: ['config'] })
