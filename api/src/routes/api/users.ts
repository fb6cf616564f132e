import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError, badRequest, tooMany, unauthorized } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { emailKey } from '../../plugins/app/users/login-guard.js'
import { hashPassword, passwordProblem, verifyPassword } from '../../plugins/app/users/passwords.js'
import { ChangePasswordBody, errors, LoginBody, LoginResult, Me, Message } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

const INVALID = 'Invalid email or password'

function waitText (ms: number): string {
  return ms >= 60_000 ? `${Math.ceil(ms / 60_000)} minutes` : `${Math.ceil(ms / 1000)} seconds`
}

const users: FastifyPluginAsyncTypebox = async (app) => {
  const { loginPerIp } = app.config.rateLimits

  app.post('/api/users/login', {
    config: { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } },
    schema: {
      tags: ['session'],
      summary: 'Sign in; returns the user with a bearer token',
      body: LoginBody,
      response: { 200: LoginResult, ...errors(400, 401, 429) }
    }
  }, async (request, reply) => {
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
    await app.loginGuard.succeed(account, request.ip)
    privateHeaders(reply)
    return { _id: user._id, name: user.name, email: user.email, token: app.signToken(user._id, user.tokenVersion) }
  })

  app.get('/api/users/me', {
    onRequest: app.authenticate,
    schema: { tags: ['session'], security: [{ bearerAuth: [] }], response: { 200: Me, ...errors(401) } }
  }, async (request, reply) => {
    privateHeaders(reply)
    return request.authUser!
  })

  app.put('/api/users/password', {
    onRequest: app.authenticate,
    config: { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } },
    schema: {
      tags: ['session'],
      summary: 'Change your own password (signs out older tokens)',
      security: [{ bearerAuth: [] }],
      body: ChangePasswordBody,
      response: { 200: Message, ...errors(400, 401) }
    }
  }, async (request) => {
    const user = await app.usersRepository.findById(request.authUser!._id)
    if (!user) throw unauthorized()
    if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
      throw badRequest('Current password is incorrect')
    }
    if (request.body.currentPassword === request.body.newPassword) throw new HttpError(400, 'The new password must differ from the current one')
    const weak = passwordProblem(request.body.newPassword, [user.email, user.name])
    if (weak) throw badRequest(weak)
    await app.usersRepository.setPassword(user._id, await hashPassword(request.body.newPassword))
    return { message: 'Password changed' }
  })
}

export default routePlugin(users, 'users-routes', ['users-repository', 'login-guard'])
