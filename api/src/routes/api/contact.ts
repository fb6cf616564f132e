import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { applicantConfirmation, registerInbox, storeAndMail } from '../../plugins/app/inbox/inbox-routes.js'
import { contactMail } from '../../plugins/app/mail/mails.js'
import { ContactMessage, STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { routePlugin } from '../../lib/route-plugin.js'

const contact: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpointRoute(app, E.sendContact, { rateLimit: { max: app.config.rateLimits.submitPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const m = request.body.mailerState
    const lang = request.body.lang ?? 'en'
    return storeAndMail(app, reply, {
      draft: () => app.contactRepository.draft({ name: m.name.trim(), email: m.email, subject: m.subject.trim(), message: m.message, isRead: false }),
      mails: (row) => [contactMail(row), applicantConfirmation(app, { kind: 'contact', lang, reference: row.reference, name: row.name, to: row.email })]
    })
  } })

  registerInbox(app, {
    tags: ['inbox'], base: '/api/contact/messages', item: ContactMessage, repo: app.contactRepository, noun: 'Message', files: () => []
  })
}

export default routePlugin(contact, 'contact-routes', ['inbox-repositories', 'files', 'mail'])
