import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CONTENT_ENDPOINTS as E, LATEST_NEWS } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest } from '../../lib/errors.js'
import { orNotFound, privateHeaders, sendPublicItem, sendPublicList } from '../../lib/http.js'
import { toPublishAt } from '../../lib/publishing.js'
import { bodyValues } from '../../lib/sanitize.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { routePlugin } from '../../lib/route-plugin.js'

const NOT_FOUND = 'News not found'

const news: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, E.listNews, { cache: { reads: ['news'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, () => app.newsRepository.listLive(request.query))
  })

  app.route({
    ...endpointRoute(app, E.latestNews, { cache: { reads: ['news'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, async () => ({ items: await app.newsRepository.latest(LATEST_NEWS) }))
  })

  app.route({
    ...endpointRoute(app, E.getNews, { cache: { reads: ['news/{id}'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.newsRepository.findLive(request.params.id), NOT_FOUND)
  })

  // The console's reads: every item, drafts and scheduled ones too; never cached, never stored by a browser or proxy.
  app.route({
    ...endpointRoute(app, E.listAllNews),
    handler: async (request, reply) => {
      const r = await app.newsRepository.list(request.query)
      privateHeaders(reply)
      if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
      return r.items
    }
  })

  app.route({
    ...endpointRoute(app, E.getAnyNews),
    handler: async (request, reply) => {
      privateHeaders(reply)
      return orNotFound(await app.newsRepository.findById(request.params.id), NOT_FOUND)
    }
  })

  app.route({
    ...endpointRoute(app, E.createNews, { cache: { writes: ['news'] } }),
    handler: async (request, reply) => {
      toPublishAt(request.body.publishAt)
      const body = bodyValues(request.body)
      await app.media.assertAltText([request.body.image], request.body.status, [body.description, body.descriptionNe])
      await claimImage(app, 'image', request.body.image)
      reply.code(201)
      return app.newsRepository.create(body, request.authUser!._id)
    }
  })

  app.route({
    ...endpointRoute(app, E.updateNews, { cache: { writes: ['news', 'news/{id}'] } }),
    handler: async (request) => {
      const { newsId, ...given } = request.body.news
      const fields = bodyValues(given)
      if (newsId && newsId !== request.params.id) throw badRequest('newsId does not match the news being edited')
      const before = orNotFound(await app.newsRepository.findById(request.params.id), NOT_FOUND)
      toPublishAt(fields.publishAt)
      await app.media.assertAltText([fields.image ?? before.image], fields.status ?? before.status, [fields.description ?? before.description, fields.descriptionNe ?? before.descriptionNe])
      await claimImage(app, 'image', fields.image)
      const after = orNotFound(await app.newsRepository.update(request.params.id, fields), NOT_FOUND)
      if (before.image !== after.image) await app.files.release([before.image])
      request.auditChange({ before, after })
      return after
    }
  })

  app.route({
    ...endpointRoute(app, E.deleteNews, { cache: { writes: ['news', 'news/{id}'] } }),
    handler: async (request) => {
      const row = orNotFound(await app.newsRepository.remove(request.params.id), NOT_FOUND)
      await app.files.release([row.image])
      request.auditChange({ before: row })
      return { message: 'News removed' }
    }
  })
}

export default routePlugin(news, 'news-routes', ['news-repository', 'files'])
