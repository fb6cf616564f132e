import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { badRequest } from '../../lib/errors.js'
import { orNotFound, privateHeaders, sendPublicItem, sendPublicList } from '../../lib/http.js'
import { toPublishAt } from '../../lib/publishing.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { CreateNewsBody, errors, IdParams, ListQuery, Message, News, UpdateNewsBody } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

const LATEST = 5
const tags = ['news']
const auth = [{ bearerAuth: [] }]

const news: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/news', {
    config: { cache: { reads: ['news'] } },
    schema: { tags, querystring: ListQuery, response: { 200: Type.Array(News), ...errors(400) } }
  }, (request, reply) => sendPublicList(app, request, reply, () => app.newsRepository.listLive(request.query)))

  app.get('/api/news/latest', {
    config: { cache: { reads: ['news'] } },
    schema: { tags, summary: `The newest ${LATEST} news items`, response: { 200: Type.Array(News) } }
  }, (request, reply) => sendPublicList(app, request, reply, async () => ({ items: await app.newsRepository.latest(LATEST) })))

  app.get('/api/news/:id', {
    config: { cache: { reads: ['news/{id}'] } },
    schema: { tags, params: IdParams, response: { 200: News, ...errors(404) } }
  }, (request, reply) => sendPublicItem(app, request, reply, () => app.newsRepository.findLive(request.params.id), 'News not found'))

  // The console's reads: every item, drafts and scheduled ones too; never cached, never stored by a browser or proxy.
  app.get('/api/news/all', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Every news item, drafts and scheduled ones too (console)', security: auth, querystring: ListQuery, response: { 200: Type.Array(News), ...errors(400, 401) } }
  }, async (request, reply) => {
    const r = await app.newsRepository.list(request.query)
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  })

  app.get('/api/news/all/:id', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'One news item, draft or not (console)', security: auth, params: IdParams, response: { 200: News, ...errors(401, 404) } }
  }, async (request, reply) => {
    privateHeaders(reply)
    return orNotFound(await app.newsRepository.findById(request.params.id), 'News not found')
  })

  app.post('/api/news', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['news'] } },
    schema: { tags, security: auth, body: CreateNewsBody, response: { 201: News, ...errors(400, 401) } }
  }, async (request, reply) => {
    toPublishAt(request.body.publishAt)
    await app.media.assertAltText([request.body.image], request.body.status)
    await claimImage(app, 'image', request.body.image)
    reply.code(201)
    return app.newsRepository.create(request.body, request.authUser!._id)
  })

  app.put('/api/news/:id', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['news', 'news/{id}'] } },
    schema: { tags, security: auth, params: IdParams, body: UpdateNewsBody, response: { 200: News, ...errors(400, 401, 404) } }
  }, async (request) => {
    const { newsId, ...fields } = request.body.news
    if (newsId && newsId !== request.params.id) throw badRequest('newsId does not match the news being edited')
    const before = orNotFound(await app.newsRepository.findById(request.params.id), 'News not found')
    toPublishAt(fields.publishAt)
    await app.media.assertAltText([fields.image ?? before.image], fields.status ?? before.status)
    await claimImage(app, 'image', fields.image)
    const after = orNotFound(await app.newsRepository.update(request.params.id, fields), 'News not found')
    if (before.image !== after.image) await app.files.release([before.image])
    request.auditChange({ before, after })
    return after
  })

  app.delete('/api/news/:id', {
    onRequest: app.authenticate,
    config: { cache: { writes: ['news', 'news/{id}'] } },
    schema: { tags, security: auth, params: IdParams, response: { 200: Message, ...errors(401, 404) } }
  }, async (request) => {
    const row = orNotFound(await app.newsRepository.remove(request.params.id), 'News not found')
    await app.files.release([row.image])
    request.auditChange({ before: row })
    return { message: 'News removed' }
  })
}

export default routePlugin(news, 'news-routes', ['news-repository', 'files'])
