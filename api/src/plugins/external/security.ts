import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { redisStoreWithFallback } from './rate-limit-store.js'

/**
 * CORS: only the configured origins (PUBLIC_ORIGINS; unset, the local hosts on any port, where the
 * remotes' dev servers run) are answered with Access-Control-Allow-Origin (issue 34). Tokens travel in
 * the Authorization header, never cookies. X-Total-Count is exposed for paged lists.
 * Rate limits are per route (login, submissions, uploads), never global: a global
 * in-memory limit halved throughput in a spike (DESIGN.md, Build facts).
 * With REDIS_URL the counts are shared by every instance (see rate-limit-store.ts).
 */
export default fp(async (app) => {
  const policy = app.origins
  await app.register(cors, {
    origin: (origin, cb) => { cb(null, origin === undefined || policy.allowsCorsOrigin(origin)) },
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    maxAge: 600
  })
  let warned = 0
  const store = app.redis && redisStoreWithFallback(app.redis, `${app.config.redisPrefix}rl:`, (err) => {
    // once a minute at most: every limited request fails over while Redis is away
    if (Date.now() - warned < 60_000) return
    warned = Date.now()
    app.log.warn({ err }, 'rate limits: Redis unreachable, counting per instance meanwhile')
  })
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`
    })
  })
}, { name: 'security', dependencies: ['config', 'redis', 'origins'] })
