import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PREVIEW_PARAM, REVISION_ENDPOINTS as E, type SiteKey } from '@school/shared/contract'
import type { FastifyRequest } from 'fastify'
import { endpointRoute } from '../../lib/endpoints.js'
import { notFound } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** The origin of a site's pages: the request's own when it is for that site, else the site's host on the request's scheme. */
function originFor (request: FastifyRequest, site: SiteKey, womenHost: string, resolve: (host: string) => string): string {
  if (request.publicOrigin.site === site) return request.publicOrigin.origin
  const own = new URL(request.publicOrigin.origin)
  return resolve(site === 'women' ? `${womenHost}${own.port ? `:${own.port}` : ''}` : own.host)
}

/**
 * Preview links (issue 32, item 5): a URL of the item's public page that shows it as it is now, draft or
 * scheduled, to anyone who has it, until it expires or is revoked (routes/web.ts renders it).
 */
const previewLinks: FastifyPluginAsyncTypebox = async (app) => {
  const resolve = (host: string) => {
    const o = app.origins.resolve({ headers: { host }, remoteAddress: undefined })
    return 'error' in o ? app.origins.defaultOrigin : o.origin
  }

  app.route({ ...endpointRoute(app, E.createPreviewLink, { cache: { writes: [] } }), handler: async (request, reply) => {
    const { resource, id, expiresInHours } = request.body
    const target = await app.previewLinks.target(resource, id)
    if (!target) throw notFound('Item not found')
    const link = await app.previewLinks.create(resource, id, expiresInHours, request.authUser?._id ?? null)
    const origin = originFor(request, target.site, app.config.womenHost, resolve)
    request.auditChange({ id: link._id, after: { _id: link._id, resource, itemId: id, title: target.title, expiresAt: link.expiresAt } })
    privateHeaders(reply)
    reply.code(201)
    return { _id: link._id, url: `${origin}${target.path}?${PREVIEW_PARAM}=${link.token}`, expiresAt: link.expiresAt }
  } })

  app.route({ ...endpointRoute(app, E.deletePreviewLink, { cache: { writes: [] } }), handler: async (request) => {
    if (!(await app.previewLinks.revoke(request.params.id))) throw notFound('Preview link not found')
    return { message: 'Preview link revoked' }
  } })
}

export default routePlugin(previewLinks, 'preview-links-routes', ['preview-links', 'origins'])
