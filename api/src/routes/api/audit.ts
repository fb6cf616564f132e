import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** GET /api/audit: the audit log (admin only, as the contract declares), paged like every list: an array and X-Total-Count. */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpointRoute(app, E.listAudit), handler: async (request, reply) => {
    const { items, total } = await app.auditRepository.list(request.query)
    privateHeaders(reply)
    reply.header('X-Total-Count', String(total))
    return items
  } })
}

export default routePlugin(audit, 'audit-routes', [])
