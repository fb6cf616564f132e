import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest } from '../../lib/errors.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { endAllSessions } from '../../plugins/app/users/sign-in.js'
import { hashPassword, passwordProblem, siteWords } from '../../plugins/app/users/passwords.js'
import { escapeHtml } from '../../lib/sanitize.js'

/** How long a mailed link works. */
export const RESET_LINK_MINUTES = 30
/** At most this many links to one address an hour: the form cannot be used to flood a mailbox. */
const LINKS_PER_HOUR = 3
export const FORGOT_ANSWER = 'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.'
export const BAD_LINK = 'This reset link is invalid, used or expired. Please ask for a new one.'

/**
 * Reset by email (issue 34). The request answers at once with the same 202 for every address: the
 * lookup and the mail happen after the answer, so neither the body nor the time says whether the
 * address has an account. The link's token is stored hashed, lasts 30 minutes and works once.
 */
const passwordReset: FastifyPluginAsyncTypebox = async (app) => {
  const { loginPerIp } = app.config.rateLimits

  async function sendLink (email: string): Promise<void> {
    const user = await app.usersRepository.findByEmail(email)
    // a collation match is not the address (as at sign-in), and a disabled account gets no link
    if (!user || user.email !== email || user.disabled) return
    if (await app.accountsRepository.resets.countSince(user._id, new Date(Date.now() - 3600_000).toISOString()) >= LINKS_PER_HOUR) return
    const token = randomBytes(32).toString('base64url')
    await app.accountsRepository.resets.create(user._id, token, new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString())
    // the token rides in the fragment: browsers never send it to a server or in a Referer
    const link = `${app.config.consoleOrigin}/admin/login#reset=${token}`
    await app.mailer.enqueue({
      kind: 'password-reset',
      to: user.email,
      subject: 'Choose a new password',
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your console account. ` +
        `<a href="${escapeHtml(link)}">Choose a new password</a>. The link works once, for ${RESET_LINK_MINUTES} minutes.</p>` +
        '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your console account. Choose a new password here:\n${link}\n\n` +
        `The link works once, for ${RESET_LINK_MINUTES} minutes. If it was not you, ignore this mail: your password stays as it is.\n`
    })
  }

  app.route({ ...endpointRoute(app, E.forgotPassword, { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const email = request.body.email.trim().toLowerCase()
    setImmediate(() => { sendLink(email).catch((err) => app.log.warn({ err }, 'password reset: the link was not queued')) })
    reply.code(202)
    return { message: FORGOT_ANSWER }
  } })

  app.route({ ...endpointRoute(app, E.resetPassword, { rateLimit: { max: loginPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request) => {
    const { token, password } = request.body
    const userId = await app.accountsRepository.resets.peek(token)
    const user = userId ? await app.usersRepository.findById(userId) : null
    if (!user || user.disabled) throw badRequest(BAD_LINK)
    // the policy is checked before the link is used up, so a refused password can be corrected
    const weak = passwordProblem(password, [user.email, user.name], await siteWords(app))
    if (weak) throw badRequest(weak)
    if (!(await app.accountsRepository.resets.consume(token, user._id))) throw badRequest(BAD_LINK)
    await app.usersRepository.setPassword(user._id, await hashPassword(password))
    await endAllSessions(app, user._id)
    return { message: 'Your password has been changed. Please sign in.' }
  } })
}

export default routePlugin(passwordReset, 'password-reset-routes', ['users-repository', 'accounts-repository', 'mail', 'settings-repository'])
