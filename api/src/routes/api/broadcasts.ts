import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BROADCAST_ENDPOINTS as E, SUBSCRIPTION_CHANNELS, SUBSCRIPTION_TOPICS } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest } from '../../lib/errors.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { createBroadcasts } from '../../plugins/app/subscriptions/broadcasts.js'

/** `a,b,c` of the query as the values of a list it must come from (the schema's pattern has checked them). */
function listOf<T extends string> (value: string, from: readonly T[]): T[] {
  return [...new Set(value.split(','))].flatMap((v) => from.filter((x) => x === v))
}

/** Broadcasts to subscribers (issue 33, item 3): admins only (the declarations say so). */
const broadcasts: FastifyPluginAsyncTypebox = async (app) => {
  const service = createBroadcasts(app)

  app.route({ ...endpointRoute(app, E.broadcastRecipients), handler: async (request) => {
    const { site, channels, topics } = request.query
    return service.recipients(site, listOf(channels, SUBSCRIPTION_CHANNELS), listOf(topics, SUBSCRIPTION_TOPICS))
  } })

  app.route({ ...endpointRoute(app, E.createBroadcast, { cache: { writes: [] } }), handler: async (request, reply) => {
    const { link } = request.body
    if (link && /^https?:\/\//.test(link) && !URL.canParse(link)) throw badRequest('The link is not a web address')
    reply.code(201)
    return service.send(request.body, request.authUser?.name ?? '')
  } })

  app.route({ ...endpointRoute(app, E.listBroadcasts), handler: async (request) => service.list(request.query.site) })
}

export default routePlugin(broadcasts, 'broadcasts-routes', ['subscriptions'])
