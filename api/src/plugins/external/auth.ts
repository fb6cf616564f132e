import fastifyJwt from '@fastify/jwt'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ROLES, type EndpointDef, type Role } from '@school/shared/contract'
import { HttpError, unauthorized, errorCode, errorStatus } from '../../lib/errors.js'
import { accessProblem } from '../../lib/roles.js'

export interface AuthUser {
  _id: string; name: string; email: string; role: Role; mustChangePassword: boolean
  twoFactorEnabled: boolean
  /** the admins require two-factor sign-in and this user has not set it up: only that may be done */
  twoFactorSetupRequired: boolean
}

/**
 * `sid` names the sign-in's session row (issue 34); tokens from before sessions have none and
 * stay valid until they expire. `typ` marks a token that is not a bearer token (a 2FA ticket).
 */
interface TokenClaims { sub: string; ver: number; sid?: string; typ?: string }

/** How often a session's lastSeenAt is written at most: a read per call, a write a minute. */
const TOUCH_EVERY_MS = 60_000

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims
    user: TokenClaims
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * who may call the route, as the contract declares it (lib/endpoints.ts); else lib/roles.ts' prefixes decide.
     * A public route that takes an optional token (the uploads) lets a valid token of any role through.
     */
    roles?: 'public' | readonly Role[]
    /** the contract's self-service level of the route: callable before a password change or 2FA setup */
    selfService?: EndpointDef['selfService']
  }
  interface FastifyInstance {
    /**
     * onRequest of protected routes: a valid, unexpired token of an existing, enabled user, else 401;
     * then the route's declared roles, or the role policy of src/lib/roles.ts for its URL and method, else 403
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The same checks as `authenticate`, as a yes/no, for decisions such as "skip the anonymous throttle" */
    isAuthenticated: (request: FastifyRequest) => Promise<boolean>
    /** `tokenVersion` is the user's current one; bumping it in the database signs the token out. `sessionId` names its session row. */
    signToken: (userId: string, tokenVersion?: number, sessionId?: string) => string
  }
  interface FastifyRequest {
    authUser: AuthUser | null
    /** the session row the bearer token names; null for a token from before sessions */
    sessionId: string | null
  }
}

/**
 * Bearer JWT auth. Every failure (missing, malformed, wrong signature, expired,
 * user deleted, password changed since) is the same 401 {message}, so callers can't
 * probe which part failed.
 */
export default fp(async (app) => {
  if (!app.config.jwtSecret) throw new Error('No JWT secret: set JWT_SECRET, or start through withJwtSecret(config), which generates one in DATA_DIR')
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { expiresIn: app.config.jwtExpiresIn }
  })
  app.decorateRequest('authUser', null)
  app.decorateRequest('sessionId', null)

  app.decorate('signToken', (userId: string, tokenVersion = 0, sessionId?: string) =>
    app.jwt.sign(sessionId ? { sub: userId, ver: tokenVersion, sid: sessionId } : { sub: userId, ver: tokenVersion }))

  /** The one place that decides whether a request carries a live admin session. */
  async function verify (request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization
    if (!header) throw unauthorized('Not authorized, no token')
    let payload: { sub?: unknown, exp?: unknown, ver?: unknown, sid?: unknown, typ?: unknown }
    try {
      payload = await request.jwtVerify<{ sub?: unknown, exp?: unknown, ver?: unknown, sid?: unknown, typ?: unknown }>()
    } catch (err) {
      const code = errorCode(err)
      throw unauthorized(code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
        ? 'Session expired, please sign in again'
        : 'Not authorized, token failed')
    }
    // A token without an expiry must not grant permanent access.
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw unauthorized('Not authorized, token failed')
    // a 2FA ticket proves the password only: it is not a sign-in
    if (payload.typ !== undefined || (payload.sid !== undefined && typeof payload.sid !== 'string')) throw unauthorized('Not authorized, token failed')
    const user = await app.usersRepository.findById(payload.sub)
    if (!user || user.disabled) throw unauthorized('Not authorized, token failed')
    // A password change or reset bumps the version; tokens from before it carry the old one.
    // Tokens issued before versions existed have none and count as version 0.
    const version = payload.ver === undefined ? 0 : payload.ver
    if (version !== user.tokenVersion) throw unauthorized('Session expired, please sign in again')
    const sid = typeof payload.sid === 'string' ? payload.sid : null
    if (sid) {
      // an ended session (signed out elsewhere, by an admin, or by a password change) ends on its next call
      const session = await app.accountsRepository.sessions.find(sid)
      if (!session || session.userId !== user._id || session.revokedAt) throw unauthorized('Your session was ended, please sign in again')
      await app.accountsRepository.sessions.touch(sid, new Date(), TOUCH_EVERY_MS)
    }
    request.sessionId = sid
    const twoFactorEnabled = user.totpSecret !== null
    return {
      _id: user._id,
      name: user.name,
      email: user.email,
      role: user.role,
      mustChangePassword: user.mustChangePassword,
      twoFactorEnabled,
      twoFactorSetupRequired: !twoFactorEnabled && await app.staffSettings.requireTwoFactor()
    }
  }

  // Signed in, then allowed: the role check runs here so that no authenticated route can skip it.
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await verify(request)
    request.authUser = user
    const { roles, selfService } = request.routeOptions.config
    const problem = accessProblem(user, request.method, request.routeOptions.url ?? request.url, roles === 'public' ? ROLES : roles, selfService)
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
      if (errorStatus(err) === 401) return false
      throw err
    }
  })
}, { name: 'auth', dependencies: ['config', 'users-repository', 'accounts-repository'] })
