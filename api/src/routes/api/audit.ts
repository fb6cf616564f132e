import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { AuditEntry, AuditQuery, errors } from '@school/shared/contract'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** GET /api/audit: the audit log (admin only, see src/lib/roles.ts), paged like every list: an array and X-Total-Count. */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/audit', {
    onRequest: app.authenticate,
    schema: {
      tags: ['audit'],
      summary: 'The audit log, newest first; ?page&limit (20 by default) &user (id, or part of name/email) &resource (e.g. news, and what is under it) &kind (exactly one resource)',
      security: [{ bearerAuth: [] }],
      querystring: AuditQuery,
      response: { 200: Type.Array(AuditEntry), ...errors(400, 401, 403) }
    }
  }, async (request, reply) => {
    const { items, total } = await app.auditRepository.list(request.query)
    privateHeaders(reply)
    reply.header('X-Total-Count', String(total))
    return items
  })
}

export default routePlugin(audit, 'audit-routes', [])
