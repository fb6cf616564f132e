import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { privateHeaders } from '../../lib/http.js'
import { errors } from '../../schemas/common.js'

/** The four admin-home count cards, counted in SQL rather than by fetching whole lists. */
const dashboard: FastifyPluginAsync = async (app) => {
  app.get('/api/dashboard/counts', {
    onRequest: app.authenticate,
    schema: {
      tags: ['dashboard'],
      security: [{ bearerAuth: [] }],
      response: {
        200: Type.Object({ staffs: Type.Integer(), news: Type.Integer(), notices: Type.Integer(), albums: Type.Integer(), unreadRegistrations: Type.Integer() }),
        ...errors(401)
      }
    }
  }, async (_request, reply) => {
    privateHeaders(reply)
    const [staffs, news, notices, albums, unreadRegistrations] = await Promise.all([
      app.staffsRepository.count(), app.newsRepository.count(), app.noticesRepository.count(), app.albumsRepository.count(),
      app.registrationsRepository.countUnread()
    ])
    return { staffs, news, notices, albums, unreadRegistrations }
  })
}

export default dashboard
