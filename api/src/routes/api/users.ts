import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError, badRequest, notFound, tooMany, unauthorized } from '../../lib/errors.js'
import { orNotFound, privateHeaders } from '../../lib/http.js'
import { emailKey } from '../../plugins/app/users/login-guard.js'
import { hashPassword, passwordProblem, siteWords, verifyPassword } from '../../plugins/app/users/passwords.js'
import { STAFF_ENDPOINTS as E, type UserItem } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { endAllSessions, endOtherSessions, signTicket, startSession, ticketUser } from '../../plugins/app/users/sign-in.js'
import { normaliseRecoveryCode, totpStep } from '../../plugins/app/users/two-factor.js'
import { LAST_ADMIN } from '../../plugins/app/users/users-repository.js'
import type { UserRow } from '../../plugins/app/users/users-repository.js'
import { routePlugin } from '../../lib/route-plugin.js'

const INVALID = 'Invalid email or password'
export const DISABLED = 'This account is disabled'
export const BAD_CODE = 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.'
export const BAD_TICKET = 'This sign-in has expired. Please enter your email and password again.'

/** A user as the users screen sees it: never the hash or the token version. */
function userItem (u: UserRow): UserItem {
  return {
    _id: u._id, name: u.name, email: u.email, role: u.role, disabled: u.disabled, mustChangePassword: u.mustChangePassword, createdAt: u.createdAt,
    twoFactorEnabled: u.totpSecret !== null
  }
}

function waitText (ms: number): string {
  return ms >= 60_000 ? `${Math.ceil(ms / 60_000)} minutes` : `${Math.ceil(ms / 1000)} seconds`
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  const { loginPerIp } = app.config.rateLimits

  app.route({ ...endpointRoute(app, E.login, { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const email = request.body.email.trim().toLowerCase()
    // Look the user up first and key the throttle on its id: the database collation may match
    // other spellings of the address (accents, full-width letters), and they must share one counter.
    const found = await app.usersRepository.findByEmail(email)
    const account = found ? `user:${found._id}` : emailKey(email)
    const waitMs = await app.loginGuard.waitFor(account, request.ip)
    if (waitMs > 0) throw tooMany(`Too many failed login attempts. Please try again in ${waitText(waitMs)}.`)
    // Only the exact stored address signs in; a collation match is treated like an unknown email.
    const user = found && found.email === email ? found : null
    const ok = await verifyPassword(user?.passwordHash ?? null, request.body.password)
    if (!user || !ok) {
      await app.loginGuard.fail(account, request.ip)
      throw unauthorized(INVALID)
    }
    // told only to someone who knows the password, so it reveals nothing to a guesser
    if (user.disabled) throw new HttpError(403, DISABLED)
    await app.loginGuard.succeed(account, request.ip)
    privateHeaders(reply)
    // the password is right; with two-factor on, only a code turns the ticket into a sign-in
    if (user.totpSecret !== null) return { twoFactorRequired: true as const, ticket: signTicket(app, user) }
    return startSession(app, user, request)
  } })

  app.route({ ...endpointRoute(app, E.loginTwoFactor, { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const { ticket, code, recoveryCode } = request.body
    if (!code && !recoveryCode) throw badRequest('Enter the code from your authenticator app, or a recovery code')
    const user = await ticketUser(app, ticket)
    if (!user) throw unauthorized(BAD_TICKET)
    // the same throttle as passwords, on its own key: guessing codes locks like guessing passwords
    const account = `2fa:user:${user._id}`
    const waitMs = await app.loginGuard.waitFor(account, request.ip)
    if (waitMs > 0) throw tooMany(`Too many wrong codes. Please try again in ${waitText(waitMs)}.`)
    let ok: boolean
    if (code) {
      const step = await totpStep(user.totpSecret!, code, user.totpLastStep)
      ok = step !== null && await app.usersRepository.claimTotpStep(user._id, step)
    } else {
      ok = await app.accountsRepository.recoveryCodes.use(user._id, normaliseRecoveryCode(recoveryCode!))
    }
    if (!ok) {
      await app.loginGuard.fail(account, request.ip)
      throw unauthorized(BAD_CODE)
    }
    await app.loginGuard.succeed(account, request.ip)
    privateHeaders(reply)
    return startSession(app, user, request)
  } })

  app.route({ ...endpointRoute(app, E.me), handler: async (request, reply) => {
    privateHeaders(reply)
    return request.authUser!
  } })

  app.route({ ...endpointRoute(app, E.changePassword, { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request) => {
    const user = await app.usersRepository.findById(request.authUser!._id)
    if (!user) throw unauthorized()
    if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
      throw badRequest('Current password is incorrect')
    }
    if (request.body.currentPassword === request.body.newPassword) throw new HttpError(400, 'The new password must differ from the current one')
    const weak = passwordProblem(request.body.newPassword, [user.email, user.name], await siteWords(app))
    if (weak) throw badRequest(weak)
    await app.usersRepository.setPassword(user._id, await hashPassword(request.body.newPassword))
    const token = await endOtherSessions(app, request, 'bumped')
    request.auditChange({ id: user._id, after: { mustChangePassword: false } })
    return { message: 'Password changed', token }
  } })

  // The users screen (admin only, as the contract declares)
  app.route({ ...endpointRoute(app, E.listUsers), handler: async (_request, reply) => {
    privateHeaders(reply)
    return (await app.usersRepository.list()).map(userItem)
  } })

  app.route({ ...endpointRoute(app, E.createUser, { cache: { writes: [] } }), handler: async (request, reply) => {
    const email = request.body.email.trim().toLowerCase()
    const name = request.body.name.trim()
    const weak = passwordProblem(request.body.password, [email, name], await siteWords(app))
    if (weak) throw badRequest(weak)
    if (await app.usersRepository.findByEmail(email)) throw new HttpError(409, 'A user with this email already exists')
    let user: UserRow
    try {
      user = await app.usersRepository.create({ email, name, passwordHash: await hashPassword(request.body.password), role: request.body.role, mustChangePassword: true })
    } catch (err) {
      // two creates of one address at once: the unique index refuses the second
      if (await app.usersRepository.findByEmail(email)) throw new HttpError(409, 'A user with this email already exists')
      throw err
    }
    request.auditChange({ id: user._id, after: userItem(user) })
    reply.code(201)
    return { _id: user._id, name: user.name, email: user.email, role: user.role }
  } })

  app.route({ ...endpointRoute(app, E.patchUser, { cache: { writes: [] } }), handler: async (request) => {
    const { id } = request.params
    const before = orNotFound(await app.usersRepository.findById(id), 'User not found')
    const { role, disabled } = request.body
    if (role === undefined && disabled === undefined) throw badRequest('Nothing to change: send role or disabled')
    if (id === request.authUser!._id && disabled === true) throw badRequest('You cannot disable yourself')
    // the console must keep one enabled admin: checked inside the update's transaction, under a row lock
    const after = await app.usersRepository.update(id, { role, disabled })
    if (after === LAST_ADMIN) throw badRequest(LAST_ADMIN)
    if (!after) throw notFound('User not found')
    if (disabled === true) await app.accountsRepository.sessions.revokeAll(id)
    request.auditChange({ id, before: { role: before.role, disabled: before.disabled }, after: { role: after.role, disabled: after.disabled } })
    return userItem(after)
  } })

  app.route({ ...endpointRoute(app, E.endUserSessions, { cache: { writes: [] } }), handler: async (request) => {
    const user = orNotFound(await app.usersRepository.findById(request.params.id), 'User not found')
    await endAllSessions(app, user._id)
    request.auditChange({ id: user._id, after: { sessionsEnded: true } })
    return { message: `Every session of ${user.name} has ended` }
  } })
}

export default routePlugin(users, 'users-routes', ['users-repository', 'accounts-repository', 'login-guard', 'settings-repository'])
