import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { REVISION_ENDPOINTS as E, type Revisioned, type RevisionItem } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { HttpError, notFound } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import type { Revision } from '../../plugins/app/revisions/revisions.js'

const NOT_FOUND = 'Revision not found'

/** The item resources' calls (`/api/<resource>/:id/revisions…`) and the sites' (`/api/settings/revisions…`). */
const ITEM_ENDPOINTS = [
  ['news', E.newsRevisions, E.newsRevision, E.restoreNewsRevision],
  ['notices', E.noticeRevisions, E.noticeRevision, E.restoreNoticeRevision],
  ['events', E.eventRevisions, E.eventRevision, E.restoreEventRevision],
  ['events/sub-domain', E.womenEventRevisions, E.womenEventRevision, E.restoreWomenEventRevision],
  ['careers', E.careerRevisions, E.careerRevision, E.restoreCareerRevision],
  ['pages', E.pageRevisions, E.pageRevision, E.restorePageRevision]
] as const
const SITE_ENDPOINTS = [
  ['settings', E.settingsRevisions, E.settingsRevision, E.restoreSettingsRevision],
  ['menus', E.menusRevisions, E.menusRevision, E.restoreMenusRevision]
] as const

/**
 * Revisions (issue 32, item 4): the kept versions of an item (plugins/app/revisions keeps them on every
 * edit), one of them whole, and its restore. A restore is the item's own edit (its PUT, called in-process
 * with the caller's token), so it is checked, audited, empties the caches and keeps a revision exactly as
 * an edit from the console does; this call's own audit row names the revision restored.
 */
const revisions: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.revisions

  const restore = async (request: FastifyRequest, reply: FastifyReply, resource: Revisioned, rev: Revision): Promise<RevisionItem> => {
    if (!repo.editRoutes.has(resource)) throw new HttpError(404, NOT_FOUND)
    const before = await repo.current(resource, rev.itemId)
    // the edit's own audit row is this call's (one row, naming the restore)
    const body = await repo.editAs(request, resource, rev.itemId, rev.data)
    request.auditChange({ id: rev.itemId, before, after: body })
    privateHeaders(reply)
    return body
  }

  for (const [resource, list, get, restoreCall] of ITEM_ENDPOINTS) {
    const find = async (id: string, revId: string) => {
      const rev = await repo.find(resource, revId)
      if (!rev || rev.itemId !== id) throw notFound(NOT_FOUND)
      return rev
    }
    app.route({ ...endpointRoute(app, list), handler: async (request, reply) => {
      privateHeaders(reply)
      return repo.list(resource, request.params.id)
    } })
    app.route({ ...endpointRoute(app, get), handler: async (request, reply) => {
      privateHeaders(reply)
      return (await find(request.params.id, request.params.rev)).data
    } })
    app.route({ ...endpointRoute(app, restoreCall, { cache: { writes: [] } }), handler: async (request, reply) =>
      restore(request, reply, resource, await find(request.params.id, request.params.rev)) })
  }

  for (const [resource, list, get, restoreCall] of SITE_ENDPOINTS) {
    const find = async (revId: string) => {
      const rev = await repo.find(resource, revId)
      if (!rev) throw notFound(NOT_FOUND)
      return rev
    }
    app.route({ ...endpointRoute(app, list), handler: async (request, reply) => {
      privateHeaders(reply)
      return repo.list(resource, request.query.site)
    } })
    app.route({ ...endpointRoute(app, get), handler: async (request, reply) => {
      privateHeaders(reply)
      return (await find(request.params.rev)).data
    } })
    app.route({ ...endpointRoute(app, restoreCall, { cache: { writes: [] } }), handler: async (request, reply) =>
      restore(request, reply, resource, await find(request.params.rev)) })
  }
}

export default routePlugin(revisions, 'revisions-routes', ['revisions'])
