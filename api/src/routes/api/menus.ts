import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errors, Menus, SiteQuery } from '@school/shared/contract'
import { sendPublicItem } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { checkMenus } from '../../plugins/app/site/site-rules.js'

const tags = ['site']
const auth = [{ bearerAuth: [] }]

/** A site's header navigation and footer links (issue 31, item 3): public to read, the admin's to replace. */
const menus: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/menus', {
    config: { cache: { reads: ['menus'] } },
    schema: { tags, summary: "A site's header navigation and footer links", querystring: SiteQuery, response: { 200: Menus, ...errors(400) } }
  }, (request, reply) => sendPublicItem(app, request, reply, () => app.menusRepository.get(request.query.site)))

  app.put('/api/menus', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['menus'] } },
    schema: { tags, summary: "Replaces a site's menus (admin); every internal path must be a page or a route of the site", security: auth, querystring: SiteQuery, body: Menus, response: { 200: Menus, ...errors(400, 401, 403) } }
  }, async (request) => {
    const { site } = request.query
    await checkMenus(site, request.body, async (path) => (await app.pagesRepository.findByPath(site, path)) !== null)
    const before = await app.menusRepository.get(site)
    const saved = await app.menusRepository.put(site, request.body)
    request.auditChange({ id: site, before, after: saved })
    return saved
  })
}

export default routePlugin(menus, 'menus-routes', ['menus-repository', 'pages-repository'])
