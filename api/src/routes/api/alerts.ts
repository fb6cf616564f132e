import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ALERT_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { orNotFound, privateHeaders, sendPublicList } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { ALERTS_TAG } from '../../plugins/app/alerts/alerts.js'

const NOT_FOUND = 'Alert not found'
const writes = { cache: { writes: [ALERTS_TAG] } }

/**
 * The alert banner (issue 33, item 1). The public list is cached like any public read, and also keyed by
 * the next instant an alert starts or ends (`app.alerts.windowKey`), so it changes then with nobody acting.
 */
const alerts: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, E.listAlerts, { cache: { reads: [ALERTS_TAG] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, async () => ({ items: await app.alerts.active(request.query.site) }), app.alerts.windowKey)
  })

  app.route({
    ...endpointRoute(app, E.listAllAlerts),
    handler: async (request, reply) => {
      privateHeaders(reply)
      return app.alerts.all(request.query.site)
    }
  })

  app.route({ ...endpointRoute(app, E.createAlert, writes), handler: async (request, reply) => {
    const alert = await app.alerts.create(request.body)
    reply.code(201)
    return alert
  } })

  app.route({ ...endpointRoute(app, E.updateAlert, writes), handler: async (request) => {
    const before = orNotFound(await app.alerts.find(request.params.id), NOT_FOUND)
    const after = orNotFound(await app.alerts.update(request.params.id, request.body), NOT_FOUND)
    request.auditChange({ before, after })
    return after
  } })

  app.route({ ...endpointRoute(app, E.deleteAlert, writes), handler: async (request) => {
    const row = orNotFound(await app.alerts.remove(request.params.id), NOT_FOUND)
    request.auditChange({ before: row })
    return { message: 'Alert removed' }
  } })
}

export default routePlugin(alerts, 'alerts-routes', ['alerts'])
