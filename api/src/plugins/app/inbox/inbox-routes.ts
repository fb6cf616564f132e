import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type, type TSchema } from 'typebox'
import type { ListOptions, ListResult } from '../../../lib/crud.js'
import { orNotFound, privateHeaders } from '../../../lib/http.js'
import type { NewMail } from '../mail/outbox.js'
import type { TypedApp } from '../../../lib/route-plugin.js'
import { errors, IdParams, ListQuery, Message } from '@school/shared/contract'

interface InboxRepo<T> {
  list: (opts?: ListOptions) => Promise<ListResult<T>>
  markRead: (id: string, isRead?: boolean) => Promise<T | null>
  remove: (id: string) => Promise<T | null>
}

const auth = [{ bearerAuth: [] }]

/** Admin inbox for public submissions: list (newest first, pageable), mark read, delete. */
export function registerInbox<T> (app: TypedApp, o: {
  tags: string[]; base: string; item: TSchema; repo: InboxRepo<T>; noun: string; files: (row: T) => unknown[]
  /** false: the caller declares the list itself (registrations filter it further) */
  list?: boolean
}): void {
  if (o.list !== false) {
    app.get(o.base, {
      onRequest: app.authenticate,
      schema: { tags: o.tags, summary: 'Newest first; ?page&limit (X-Total-Count), ?q searches', security: auth, querystring: ListQuery, response: { 200: Type.Array(o.item), ...errors(401) } }
    }, async (request, reply) => {
      const r = await o.repo.list(request.query)
      privateHeaders(reply)
      if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
      return r.items
    })
  }

  app.patch(`${o.base}/:id/read`, {
    onRequest: app.authenticate,
    config: { cache: { writes: [] } },
    schema: { tags: o.tags, summary: 'Mark as read', security: auth, params: IdParams, response: { 200: o.item, ...errors(401, 404) } }
  }, async (request) => orNotFound(await o.repo.markRead(request.params.id), `${o.noun} not found`))

  app.delete(`${o.base}/:id`, {
    onRequest: app.authenticate,
    config: { cache: { writes: [] } },
    schema: { tags: o.tags, summary: 'Removes it, and its files', security: auth, params: IdParams, response: { 200: Message, ...errors(401, 404) } }
  }, async (request) => {
    const row = orNotFound(await o.repo.remove(request.params.id), `${o.noun} not found`)
    await app.files.release(o.files(row))
    return { message: `${o.noun} removed` }
  })
}

/**
 * Public submissions: store first ('fail' only if that is impossible), then queue the
 * mail. A mail that cannot even be queued is logged; the submission is still kept.
 */
export async function storeAndMail<T> (
  app: FastifyInstance, reply: FastifyReply, store: () => Promise<T>, mail: (row: T) => NewMail
): Promise<{ status: 'success' | 'fail'; message?: string }> {
  let row: T
  try {
    row = await store()
  } catch (err) {
    app.log.error({ err }, 'could not store a submission')
    reply.code(503)
    return { status: 'fail', message: 'Service temporarily unavailable' }
  }
  try {
    await app.mailer.enqueue(mail(row))
  } catch (err) {
    app.log.error({ err }, 'submission stored but its mail could not be queued')
  }
  return { status: 'success' }
}
