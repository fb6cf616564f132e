import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { unauthorized } from '../../lib/errors.js'

export interface AuthUser { _id: string; name: string; email: string }

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string }
    user: { sub: string }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: a valid, unexpired token of an existing user, else 401 */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    signToken: (userId: string) => string
  }
  interface FastifyRequest {
    authUser: AuthUser | null
  }
}

/**
 * Bearer JWT auth. Every failure (missing, malformed, wrong signature, expired,
 * user deleted) is the same 401 {message}, so callers can't probe which part failed.
 */
export default fp(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: app.config.jwtExpiresIn }
  })
  app.decorateRequest('authUser', null)

  app.decorate('signToken', (userId: string) => app.jwt.sign({ sub: userId }))

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization
    if (!header) throw unauthorized('Not authorized, no token')
    let payload: { sub?: unknown, exp?: unknown, iat?: unknown }
    try {
      payload = await request.jwtVerify<{ sub?: unknown, exp?: unknown, iat?: unknown }>()
    } catch (err) {
      const code = (err as { code?: string }).code
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
        ? 'Session expired, please sign in again'
        : 'Not authorized, token failed')
    }
    // A token without an expiry must not grant permanent access.
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Not authorized, token failed')
    const user = await app.usersRepository.findById(payload.sub)
    if (!user) throw unauthorized('Not authorized, token failed')
    // Changing the password signs out tokens issued before the change.
    const changedAt = Math.floor(Date.parse(user.updatedAt) / 1000)
    if (typeof payload.iat === 'number' && payload.iat < changedAt) throw unauthorized('Session expired, please sign in again')
    request.authUser = { _id: user._id, name: user.name, email: user.email }
  })
}, { name: 'auth', dependencies: ['config', 'users-repository'] })
