import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SITE_ENDPOINTS as E, type Site } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { HttpError, badRequest } from '../../lib/errors.js'
import { orNotFound, privateHeaders, sendPublicItem, sendPublicList } from '../../lib/http.js'
import { toPublishAt } from '../../lib/publishing.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { blockImages, claimBlockFiles, pagePathProblem, sanitizeBlocks } from '../../plugins/app/site/site-rules.js'
import { blockFiles } from '../../plugins/app/site/pages-repository.js'
import { claimDocumentFiles } from '../../plugins/app/site/block-files.js'

const NOT_FOUND = 'Page not found'

/** Pages as content (issue 31, item 2): public reads of published pages; editors and admins write. */
const pages: FastifyPluginAsyncTypebox = async (app) => {
  /** 400 for a path the site cannot use, 409 for one another page of the site has. */
  const checkPath = async (site: Site, path: string, self?: string) => {
    const problem = pagePathProblem(site, path)
    if (problem) throw badRequest(problem)
    const other = await app.pagesRepository.findByPath(site, path)
    if (other && other._id !== self) throw new HttpError(409, `The ${site} site already has a page at ${path}`)
  }

  app.route({
    ...endpointRoute(app, E.listPages, { cache: { reads: ['pages'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, async () => ({ items: await app.pagesRepository.listLive(request.query.site) }))
  })

  app.route({
    ...endpointRoute(app, E.pageByPath, { cache: { reads: ['pages'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.pagesRepository.findLiveByPath(request.query.site, request.query.path), NOT_FOUND)
  })

  // The console's reads: drafts and scheduled pages too; never cached.
  app.route({
    ...endpointRoute(app, E.listAllPages),
    handler: async (request, reply) => {
      privateHeaders(reply)
      return app.pagesRepository.list(request.query.site)
    }
  })

  app.route({
    ...endpointRoute(app, E.getAnyPage),
    handler: async (request, reply) => {
      privateHeaders(reply)
      return orNotFound(await app.pagesRepository.findById(request.params.id), NOT_FOUND)
    }
  })

  app.route({ ...endpointRoute(app, E.createPage, { cache: { writes: ['pages'] } }), handler: async (request, reply) => {
    const body = request.body
    await checkPath(body.site, body.path)
    toPublishAt(body.publishAt)
    const blocks = sanitizeBlocks(body.blocks)
    const images = blockImages(blocks)
    await app.media.assertAltText(images.refs, body.status, images.bodies)
    await claimBlockFiles(app, body.blocks)
    await claimDocumentFiles(app, body.blocks)
    const page = await app.pagesRepository.create({ ...body, blocks }, request.authUser!._id)
    reply.code(201)
    return page
  } })

  app.route({ ...endpointRoute(app, E.updatePage, { cache: { writes: ['pages'] } }), handler: async (request) => {
    const before = orNotFound(await app.pagesRepository.findById(request.params.id), NOT_FOUND)
    const body = request.body
    if (body.path !== undefined) await checkPath(before.site, body.path, before._id)
    toPublishAt(body.publishAt)
    const blocks = body.blocks && sanitizeBlocks(body.blocks)
    const images = blockImages(blocks ?? before.blocks)
    await app.media.assertAltText(images.refs, body.status ?? before.status, images.bodies)
    if (body.blocks) {
      await claimBlockFiles(app, body.blocks)
      await claimDocumentFiles(app, body.blocks)
    }
    const after = orNotFound(await app.pagesRepository.update(before._id, { ...body, blocks }), NOT_FOUND)
    const kept = new Set(blockFiles(after.blocks))
    await app.files.release(blockFiles(before.blocks).filter((f) => !kept.has(f)))
    request.auditChange({ before, after })
    return after
  } })

  app.route({ ...endpointRoute(app, E.deletePage, { cache: { writes: ['pages'] } }), handler: async (request) => {
    const row = orNotFound(await app.pagesRepository.remove(request.params.id), NOT_FOUND)
    await app.files.release(blockFiles(row.blocks))
    request.auditChange({ before: row })
    return { message: 'Page removed' }
  } })
}

export default routePlugin(pages, 'pages-routes', ['pages-repository', 'files'])
