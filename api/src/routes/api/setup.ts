import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SETUP_TEXTS, STAFF_ENDPOINTS as E, type SiteSettings } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { withDatabaseLock } from '../../db/index.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { checkSettings, EMAIL_RE, isPhone } from '../../plugins/app/site/site-rules.js'
import { emptySettings } from '../../plugins/app/site/settings-repository.js'
import { hashPassword, passwordProblem, wordsOf } from '../../plugins/app/users/passwords.js'

/**
 * First run for a new school (issue 31, item 4): the setup form stores the school's facts and
 * creates the first admin, once. Until then the public pages answer "being set up" (routes/web.ts).
 */
const setup: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpointRoute(app, E.setupStatus), handler: async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return { needed: await app.firstRun.pending() }
  } })

  app.route({ ...endpointRoute(app, E.runSetup, { cache: { writes: ['settings'] } }), handler: async (request, reply) => {
    const body = request.body
    const admin = { ...body.admin, email: body.admin.email.trim().toLowerCase(), name: body.admin.name?.trim() || 'Administrator' }
    // instances and requests take turns: only the first form sent sets the site up
    await withDatabaseLock(app.knex, 'setup', async () => {
      if (!(await app.firstRun.pending())) throw notFound(SETUP_TEXTS.alreadyDone)
      if (!isPhone(body.phone)) throw badRequest('phone must be a phone number, e.g. +977-1-4412345')
      if (!EMAIL_RE.test(body.email)) throw badRequest('email must be a valid email address')
      if (!EMAIL_RE.test(admin.email)) throw badRequest("admin.email must be a valid email address")
      const weak = passwordProblem(admin.password, [admin.email, admin.name], wordsOf([{ name: body.name, email: body.email }]))
      if (weak) throw badRequest(`admin.password: ${weak}`)
      const colors = { primary: body.colors?.primary ?? '', accent: body.colors?.accent ?? '' }
      await checkSettings(app, { email: body.email, phones: [body.phone], logo: body.logo, colors: body.colors })
      const school: SiteSettings = {
        ...emptySettings(),
        name: body.name.trim(),
        shortName: body.name.trim(),
        address: body.address.trim(),
        phones: [body.phone.trim()],
        email: body.email.trim(),
        logo: body.logo ?? '',
        colors,
        seo: { title: body.name.trim(), description: '', keywords: '' },
        // a new school has no women's centre until an admin turns its site on
        women: { enabled: false }
      }
      await app.settingsRepository.put('school', school)
      await app.usersRepository.create({ email: admin.email, name: admin.name, passwordHash: await hashPassword(admin.password), role: 'admin' })
    })
    app.log.info(`first-run setup done: ${body.name}, first admin ${admin.email}`)
    return reply.code(201).send({ message: SETUP_TEXTS.done })
  } })
}

export default routePlugin(setup, 'setup-routes', ['first-run', 'settings-repository', 'files'])
