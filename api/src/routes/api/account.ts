import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest, HttpError, notFound, tooMany, unauthorized } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { endOtherSessions } from '../../plugins/app/users/sign-in.js'
import { verifyPassword } from '../../plugins/app/users/passwords.js'
import { newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, qrSvg, totpStep, totpUri } from '../../plugins/app/users/two-factor.js'
import type { UserRow } from '../../plugins/app/users/users-repository.js'
import { BAD_CODE } from './users.js'

const WRONG_PASSWORD = 'Current password is incorrect'
/** A sign-in this recent counts as having just typed the password (enabling 2FA right after signing in). */
const FRESH_SIGN_IN_MS = 10 * 60_000

/**
 * One's own account (issue 34): two-factor sign-in, sessions and email, each change re-authenticated
 * in the same call (ASVS V7.5.1); and the admins' staff-account setting.
 */
const account: FastifyPluginAsyncTypebox = async (app) => {
  const { loginPerIp } = app.config.rateLimits
  const limited = { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }

  async function self (request: FastifyRequest): Promise<UserRow> {
    const user = await app.usersRepository.findById(request.authUser!._id)
    if (!user) throw unauthorized()
    return user
  }

  /** A TOTP code of the user's confirmed secret or one of their recovery codes, throttled like sign-in. */
  async function checkSecondFactor (user: UserRow, code: string, ip: string): Promise<boolean> {
    const key = `2fa:user:${user._id}`
    const waitMs = await app.loginGuard.waitFor(key, ip)
    if (waitMs > 0) throw tooMany('Too many wrong codes. Please try again later.')
    const step = await totpStep(user.totpSecret!, code, user.totpLastStep)
    const ok = step !== null
      ? await app.usersRepository.claimTotpStep(user._id, step)
      : await app.accountsRepository.recoveryCodes.use(user._id, normaliseRecoveryCode(code))
    if (ok) await app.loginGuard.succeed(key, ip)
    else await app.loginGuard.fail(key, ip)
    return ok
  }

  async function freshSignIn (request: FastifyRequest): Promise<boolean> {
    if (!request.sessionId) return false
    const session = await app.accountsRepository.sessions.find(request.sessionId)
    return session !== null && Date.now() - Date.parse(session.createdAt) < FRESH_SIGN_IN_MS
  }

  app.route({ ...endpointRoute(app, E.twoFactorSetup, { cache: { writes: [] } }), handler: async (request, reply) => {
    const user = await self(request)
    if (user.totpSecret !== null) throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first to move it to another app.')
    const secret = newTotpSecret()
    await app.usersRepository.setTotp(user._id, { totpPending: secret })
    // the authenticator app lists the account under the school's name (its settings, issue 31)
    const school = await app.settingsRepository.get('school')
    const otpauthUrl = totpUri(school.shortName || school.name || 'School', user.email, secret)
    // the audit row must not hold the secret (the answer carries it three times)
    request.auditChange({ id: user._id, after: { twoFactorPending: true } })
    privateHeaders(reply)
    return { secret, otpauthUrl, qrSvg: await qrSvg(otpauthUrl) }
  } })

  app.route({ ...endpointRoute(app, E.twoFactorEnable, limited), handler: async (request, reply) => {
    const user = await self(request)
    if (user.totpSecret !== null) throw new HttpError(409, 'Two-factor sign-in is already on')
    if (!user.totpPending) throw badRequest('Start the setup first: no secret is waiting to be confirmed')
    const { code, password } = request.body
    if (password !== undefined ? !(await verifyPassword(user.passwordHash, password)) : !(await freshSignIn(request))) {
      throw badRequest(password !== undefined ? WRONG_PASSWORD : 'Enter your current password to turn on two-factor sign-in')
    }
    const step = await totpStep(user.totpPending, code, 0)
    if (step === null) throw badRequest('The code does not match. Check the time on your phone and enter the newest code.')
    await app.usersRepository.setTotp(user._id, { totpSecret: user.totpPending, totpPending: null, totpLastStep: step })
    const recoveryCodes = newRecoveryCodes()
    await app.accountsRepository.recoveryCodes.replace(user._id, recoveryCodes)
    const token = await endOtherSessions(app, request, 'bump')
    request.auditChange({ id: user._id, after: { twoFactorEnabled: true } })
    privateHeaders(reply)
    return { recoveryCodes, token }
  } })

  app.route({ ...endpointRoute(app, E.twoFactorDisable, limited), handler: async (request) => {
    const user = await self(request)
    if (user.totpSecret === null) throw badRequest('Two-factor sign-in is not on')
    if (!(await verifyPassword(user.passwordHash, request.body.password))) throw badRequest(WRONG_PASSWORD)
    if (!(await checkSecondFactor(user, request.body.code, request.ip))) throw badRequest(BAD_CODE)
    if (await app.staffSettings.requireTwoFactor()) throw new HttpError(403, 'Two-factor sign-in is required for every staff account here')
    await app.usersRepository.setTotp(user._id, { totpSecret: null, totpPending: null, totpLastStep: 0 })
    await app.accountsRepository.recoveryCodes.replace(user._id, [])
    const token = await endOtherSessions(app, request, 'bump')
    request.auditChange({ id: user._id, after: { twoFactorEnabled: false } })
    return { message: 'Two-factor sign-in is off', token }
  } })

  app.route({ ...endpointRoute(app, E.listSessions), handler: async (request, reply) => {
    privateHeaders(reply)
    const rows = await app.accountsRepository.sessions.listLive(request.authUser!._id)
    return rows.map((s) => ({ _id: s.id, userAgent: s.userAgent, ip: s.ip, createdAt: s.createdAt, lastSeenAt: s.lastSeenAt, current: s.id === request.sessionId }))
  } })

  app.route({ ...endpointRoute(app, E.endSession, { cache: { writes: [] } }), handler: async (request) => {
    if (!(await app.accountsRepository.sessions.revoke(request.authUser!._id, request.params.id))) throw notFound('Session not found')
    return { message: 'Session ended' }
  } })

  app.route({ ...endpointRoute(app, E.endOtherSessions, { cache: { writes: [] } }), handler: async (request) => {
    await endOtherSessions(app, request, 'keep')
    request.auditChange({ id: request.authUser!._id, after: { otherSessionsEnded: true } })
    return { message: 'Every other session has ended' }
  } })

  app.route({ ...endpointRoute(app, E.changeEmail, limited), handler: async (request) => {
    const user = await self(request)
    if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) throw badRequest(WRONG_PASSWORD)
    const email = request.body.email.trim().toLowerCase()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest('Please enter a valid email address')
    const other = await app.usersRepository.findByEmail(email)
    if (other && other._id !== user._id) throw new HttpError(409, 'A user with this email already exists')
    await app.usersRepository.setEmail(user._id, email)
    request.auditChange({ id: user._id, before: { email: user.email }, after: { email } })
    return { ...request.authUser!, email }
  } })

  app.route({ ...endpointRoute(app, E.getStaffSettings), handler: async (_request, reply) => {
    privateHeaders(reply)
    return { requireTwoFactor: await app.staffSettings.requireTwoFactor() }
  } })

  app.route({ ...endpointRoute(app, E.putStaffSettings, { cache: { writes: [] } }), handler: async (request) => {
    const before = await app.staffSettings.requireTwoFactor()
    await app.staffSettings.setRequireTwoFactor(request.body.requireTwoFactor)
    request.auditChange({ id: 'requireTwoFactor', before: { requireTwoFactor: before }, after: request.body })
    return { requireTwoFactor: request.body.requireTwoFactor }
  } })
}

export default routePlugin(account, 'account-routes', ['users-repository', 'accounts-repository', 'login-guard', 'settings-repository'])
