import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '@school/shared/contract'
import { HttpError, unauthorized } from '../../lib/errors.js'
import { accessProblem } from '../../lib/roles.js'

export interface AuthUser { _id: string; name: string; email: string; role: Role; mustChangePassword: boolean }

interface TokenClaims { sub: string; ver: number }

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims
    user: TokenClaims
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest of protected routes: a valid, unexpired token of an existing, enabled user, else 401;
     * then the role policy of src/lib/roles.ts for the route's URL and method, else 403
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The same checks as `authenticate`, as a yes/no, for decisions such as "skip the anonymous throttle" */
    isAuthenticated: (request: FastifyRequest) => Promise<boolean>
    /** `tokenVersion` is the user's current one; bumping it in the database signs the token out */
    signToken: (userId: string, tokenVersion?: number) => string
  }
  interface FastifyRequest {
    authUser: AuthUser | null
  }
}

/**
 * Bearer JWT auth. Every failure (missing, malformed, wrong signature, expired,
 * user deleted, password changed since) is the same 401 {message}, so callers can't
 * probe which part failed.
 */
export default fp(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: app.config.jwtExpiresIn }
  })
  app.decorateRequest('authUser', null)

  app.decorate('signToken', (userId: string, tokenVersion = 0) => app.jwt.sign({ sub: userId, ver: tokenVersion }))

  /** The one place that decides whether a request carries a live admin session. */
  async function verify (request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization
    if (!header) throw unauthorized('Not authorized, no token')
    let payload: { sub?: unknown, exp?: unknown, ver?: unknown }
    try {
      payload = await request.jwtVerify<{ sub?: unknown, exp?: unknown, ver?: unknown }>()
    } catch (err) {
      const code = (err as { code?: string }).code
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
        ? 'Session expired, please sign in again'
        : 'Not authorized, token failed')
    }
    // A token without an expiry must not grant permanent access.
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Not authorized, token failed')
    const user = await app.usersRepository.findById(payload.sub)
    if (!user || user.disabled) throw unauthorized('Not authorized, token failed')
    // A password change or reset bumps the version; tokens from before it carry the old one.
    // Tokens issued before versions existed have none and count as version 0.
    const version = payload.ver === undefined ? 0 : payload.ver
    if (version !== user.tokenVersion) throw unauthorized('Session expired, please sign in again')
    return { _id: user._id, name: user.name, email: user.email, role: user.role, mustChangePassword: user.mustChangePassword }
  }

  // Signed in, then allowed: the role check runs here so that no authenticated route can skip it.
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await verify(request)
    request.authUser = user
    const problem = accessProblem(user, request.method, request.routeOptions.url ?? request.url)
    if (problem) throw new HttpError(403, problem)
  })

  // Whatever an admin route forgets, an answer to a signed-in admin never sits in a shared cache.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.authUser && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store')
    done(null, payload)
  })

  app.decorate('isAuthenticated', async (request: FastifyRequest) => {
    if (!request.headers.authorization) return false
    try {
      await verify(request)
      return true
    } catch (err) {
      // only "not authorized" means no; a database failure must surface, not pass as anonymous
      if ((err as { statusCode?: number }).statusCode === 401) return false
      throw err
    }
  })
}, { name: 'auth', dependencies: ['config', 'users-repository'] })
