import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachedRead, privateHeaders } from '../../lib/http.js'
import { DashboardCounts, errors } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

/** The four admin-home count cards, counted in SQL rather than by fetching whole lists. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/dashboard/counts', {
    onRequest: app.authenticate,
    config: { cache: { reads: ['staffs', 'news', 'notices', 'albums'] } },
    schema: {
      tags: ['dashboard'],
      security: [{ bearerAuth: [] }],
      response: {
        200: DashboardCounts,
        ...errors(401)
      }
    }
  }, async (request, reply) => {
    privateHeaders(reply)
    // the content counts change only with admin writes; unread registrations with every public submission, so never cached
    const [content, unreadRegistrations] = await Promise.all([
      cachedRead(app, request, reply, 'dashboard-counts', async () => {
        const [staffs, news, notices, albums] = await Promise.all([
          app.staffsRepository.count(), app.newsRepository.count(), app.noticesRepository.count(), app.albumsRepository.count()
        ])
        return { staffs, news, notices, albums }
      }),
      app.registrationsRepository.countUnread()
    ])
    return { ...content, unreadRegistrations }
  })
}

export default routePlugin(dashboard, 'dashboard-routes', ['staffsRepository', 'news-repository', 'noticesRepository', 'albumsRepository', 'inbox-repositories'])
