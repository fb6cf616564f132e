import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachedRead, privateHeaders } from '../../lib/http.js'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** The four admin-home count cards, counted in SQL rather than by fetching whole lists. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpointRoute(app, E.dashboardCounts, { cache: { reads: ['staffs', 'news', 'notices', 'albums'] } }), handler: async (request, reply) => {
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
  } })
}

export default routePlugin(dashboard, 'dashboard-routes', ['staffsRepository', 'news-repository', 'noticesRepository', 'albumsRepository', 'inbox-repositories'])
