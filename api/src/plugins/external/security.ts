import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'

/**
 * CORS: tokens travel in the Authorization header (never cookies), so reflecting the
 * origin is safe and lets remotes run from their own dev servers. X-Total-Count is exposed
 * for paged lists.
 * Rate limits are per route (login, submissions, uploads), never global: a global
 * in-memory limit halved throughput in a spike (DESIGN.md, Build facts).
 */
export default fp(async (app) => {
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
    maxAge: 600
  })
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`
    })
  })
}, { name: 'security' })
