import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { REVISION_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'

/**
 * Editing together (issue 32, item 6): an open console form's heartbeat and its leaving. They change no
 * content, so they empty no cache and are not audited (an open form says so every 20 s).
 */
const editing: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpointRoute(app, E.editingHeartbeat, { cache: { writes: [] }, audit: false }), handler: async (request, reply) => {
    const user = request.authUser!
    const answer = await app.editing.heartbeat(request.params.resource, request.params.id, user, request.body.takeOver === true)
    privateHeaders(reply)
    return answer
  } })

  app.route({ ...endpointRoute(app, E.stopEditing, { cache: { writes: [] }, audit: false }), handler: async (request, reply) => {
    await app.editing.leave(request.params.resource, request.params.id, request.authUser!._id)
    privateHeaders(reply)
    return { message: 'Left the form' }
  } })
}

export default routePlugin(editing, 'editing-routes', ['editing'])
