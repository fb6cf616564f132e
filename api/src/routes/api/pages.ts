import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CreatePageBody, errors, IdParams, Message, Page, PageByPathQuery, PageSummary, SiteQuery, UpdatePageBody, type Site } from '@school/shared/contract'
import { HttpError, badRequest } from '../../lib/errors.js'
import { orNotFound, privateHeaders, sendPublicItem, sendPublicList } from '../../lib/http.js'
import { toPublishAt } from '../../lib/publishing.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { claimBlockFiles, pagePathProblem, sanitizeBlocks } from '../../plugins/app/site/site-rules.js'
import { blockFiles } from '../../plugins/app/site/pages-repository.js'
import { claimDocumentFiles } from '../../plugins/app/site/block-files.js'

const tags = ['pages']
const auth = [{ bearerAuth: [] }]
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

  app.get('/api/pages', {
    config: { cache: { reads: ['pages'] } },
    schema: { tags, summary: "A site's published pages", querystring: SiteQuery, response: { 200: Type.Array(PageSummary), ...errors(400) } }
  }, (request, reply) => sendPublicList(app, request, reply, async () => ({ items: await app.pagesRepository.listLive(request.query.site) })))

  app.get('/api/pages/by-path', {
    config: { cache: { reads: ['pages'] } },
    schema: { tags, summary: 'One published page by its path', querystring: PageByPathQuery, response: { 200: Page, ...errors(400, 404) } }
  }, (request, reply) => sendPublicItem(app, request, reply, () => app.pagesRepository.findLiveByPath(request.query.site, request.query.path), NOT_FOUND))

  // The console's reads: drafts and scheduled pages too; never cached.
  app.get('/api/pages/all', {
    onRequest: app.authenticate,
    schema: { tags, summary: "Every page of a site, drafts and scheduled ones too (console)", security: auth, querystring: SiteQuery, response: { 200: Type.Array(Page), ...errors(400, 401) } }
  }, async (request, reply) => {
    privateHeaders(reply)
    return app.pagesRepository.list(request.query.site)
  })

  app.get('/api/pages/all/:id', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'One page, draft or not (console)', security: auth, params: IdParams, response: { 200: Page, ...errors(401, 404) } }
  }, async (request, reply) => {
    privateHeaders(reply)
    return orNotFound(await app.pagesRepository.findById(request.params.id), NOT_FOUND)
  })

  app.post('/api/pages', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['pages'] } },
    schema: { tags, security: auth, body: CreatePageBody, response: { 201: Page, ...errors(400, 401, 409) } }
  }, async (request, reply) => {
    const body = request.body
    await checkPath(body.site, body.path)
    toPublishAt(body.publishAt)
    await claimBlockFiles(app, body.blocks)
    await claimDocumentFiles(app, body.blocks)
    const page = await app.pagesRepository.create({ ...body, blocks: sanitizeBlocks(body.blocks) }, request.authUser!._id)
    reply.code(201)
    return page
  })

  app.put('/api/pages/:id', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['pages'] } },
    schema: { tags, security: auth, params: IdParams, body: UpdatePageBody, response: { 200: Page, ...errors(400, 401, 404, 409) } }
  }, async (request) => {
    const before = orNotFound(await app.pagesRepository.findById(request.params.id), NOT_FOUND)
    const body = request.body
    if (body.path !== undefined) await checkPath(before.site, body.path, before._id)
    toPublishAt(body.publishAt)
    if (body.blocks) {
      await claimBlockFiles(app, body.blocks)
      await claimDocumentFiles(app, body.blocks)
    }
    const after = orNotFound(await app.pagesRepository.update(before._id, { ...body, blocks: body.blocks && sanitizeBlocks(body.blocks) }), NOT_FOUND)
    const kept = new Set(blockFiles(after.blocks))
    await app.files.release(blockFiles(before.blocks).filter((f) => !kept.has(f)))
    request.auditChange({ before, after })
    return after
  })

  app.delete('/api/pages/:id', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['pages'] } },
    schema: { tags, security: auth, params: IdParams, response: { 200: Message, ...errors(401, 404) } }
  }, async (request) => {
    const row = orNotFound(await app.pagesRepository.remove(request.params.id), NOT_FOUND)
    await app.files.release(blockFiles(row.blocks))
    request.auditChange({ before: row })
    return { message: 'Page removed' }
  })
}

export default routePlugin(pages, 'pages-routes', ['pages-repository', 'files'])
