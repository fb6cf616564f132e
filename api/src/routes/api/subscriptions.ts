import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SUBSCRIPTION_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'

const NEXT = {
  push: 'Subscribed: notices will come to this browser',
  email: 'Please open the link we sent to your email to confirm',
  sms: 'Please enter the six-digit code we sent to your phone'
} as const

/** Subscriptions by push, email and SMS (issue 33, item 2): public, rate-limited like the other public forms. */
const subscriptions: FastifyPluginAsyncTypebox = async (app) => {
  // a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058); only the token counts
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => { done(null, undefined) })
  const limited = { rateLimit: { max: app.config.rateLimits.submitPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }

  app.route({ ...endpointRoute(app, E.subscribe, limited), handler: async (request, reply) => {
    privateHeaders(reply)
    const { id, confirmed } = await app.subscriptions.subscribe(request.body)
    reply.code(201)
    return { id, channel: request.body.channel, confirmed, message: NEXT[request.body.channel] }
  } })

  app.route({ ...endpointRoute(app, E.confirmSubscription, limited), handler: async (request, reply) => {
    privateHeaders(reply)
    if (!(await app.subscriptions.confirm(request.query.token))) throw notFound('This link is not valid any more: please subscribe again')
    return { message: 'Your subscription is confirmed' }
  } })

  app.route({ ...endpointRoute(app, E.verifySubscription, limited), handler: async (request, reply) => {
    privateHeaders(reply)
    if (!(await app.subscriptions.verify(request.body.address, request.body.code))) throw badRequest('The code is not right')
    return { message: 'Your subscription is confirmed' }
  } })

  const unsubscribe = async (token: string) => {
    const done = await app.subscriptions.unsubscribe(token)
    if (!done) throw badRequest('This unsubscribe link is not valid')
    return { message: 'You are unsubscribed' }
  }
  app.route({ ...endpointRoute(app, E.unsubscribe, limited), handler: async (request, reply) => { privateHeaders(reply); return unsubscribe(request.query.token) } })
  app.route({ ...endpointRoute(app, E.unsubscribePost, limited), handler: async (request, reply) => { privateHeaders(reply); return unsubscribe(request.query.token) } })

  app.route({ ...endpointRoute(app, E.pushKey), handler: async () => ({ publicKey: app.subscriptions.publicKey }) })
}

export default routePlugin(subscriptions, 'subscriptions-routes', ['subscriptions'])
