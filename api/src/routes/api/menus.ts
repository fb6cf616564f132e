import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SITE_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { sendPublicItem } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { checkMenus } from '../../plugins/app/site/site-rules.js'

/** A site's header navigation and footer links (issue 31, item 3): public to read, the admin's to replace. */
const menus: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, E.getMenus, { cache: { reads: ['menus'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.menusRepository.get(request.query.site))
  })

  app.route({ ...endpointRoute(app, E.putMenus, { cache: { writes: ['menus'] } }), handler: async (request) => {
    const { site } = request.query
    await checkMenus(site, request.body, async (path) => (await app.pagesRepository.findByPath(site, path)) !== null)
    const before = await app.menusRepository.get(site)
    const saved = await app.menusRepository.put(site, request.body)
    request.auditChange({ id: site, before, after: saved })
    return saved
  } })
}

export default routePlugin(menus, 'menus-routes', ['menus-repository', 'pages-repository'])
