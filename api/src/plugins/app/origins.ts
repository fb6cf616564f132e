import fp from 'fastify-plugin'
import { OriginPolicy, type RequestOrigin } from '../../lib/origins.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_ORIGINS and TRUST_PROXY as one policy: which origin a request is for (lib/origins.ts) */
    origins: OriginPolicy
  }
  interface FastifyRequest {
    /** the request's one origin, from the allow-list: every cache key and absolute URL of its answer use it */
    publicOrigin: RequestOrigin
  }
}

/**
 * Works out each request's origin before anything else runs, and answers a malformed Host or
 * X-Forwarded-Host (or none, as HTTP/1.0 may send) with 400 {message}, on every route.
 */
export default fp(async (app) => {
  const policy = new OriginPolicy(app.config.publicOrigins, app.config.womenHost, app.config.trustProxy, app.config.port)
  app.decorate('origins', policy)
  app.decorateRequest('publicOrigin', null as unknown as RequestOrigin)
  app.addHook('onRequest', function publicOrigin (request, reply, done) {
    const resolved = policy.resolve({ headers: request.headers, remoteAddress: request.raw.socket?.remoteAddress })
    if ('error' in resolved) {
      void reply.code(400).send({ message: resolved.error })
      return
    }
    request.publicOrigin = resolved
    done()
  })
}, { name: 'origins', dependencies: ['config'] })
