import type { FastifyInstance, FastifyReply } from 'fastify'
import type { TSchema } from 'typebox'
import type { Draft, ListOptions, ListResult } from '../../../lib/crud.js'
import { orNotFound, privateHeaders } from '../../../lib/http.js'
import type { NewMail } from '../mail/outbox.js'
import { confirmationMail, type Confirmation } from '../mail/mails.js'
import type { TypedApp } from '../../../lib/route-plugin.js'
import { factsIn, inboxEndpoints, type SubmitResult } from '@school/shared/contract'
import { endpointRoute } from '../../../lib/endpoints.js'

interface InboxRepo<T> {
  list: (opts?: ListOptions) => Promise<ListResult<T>>
  markRead: (id: string, isRead?: boolean) => Promise<T | null>
  remove: (id: string) => Promise<T | null>
}

/**
 * Admin inbox for public submissions: list (newest first, pageable), mark read, delete; each route from
 * the contract's `inboxEndpoints(base, item, tags)`, which declares the contact messages' and the
 * registrations' in STAFF_ENDPOINTS (and the job applications').
 */
export function registerInbox<T> (app: TypedApp, o: {
  tags: string[]; base: string; item: TSchema; repo: InboxRepo<T>; noun: string; files: (row: T) => unknown[]
  /** false: the caller declares the list itself (registrations filter it further) */
  list?: boolean
}): void {
  const E = inboxEndpoints(o.base, o.item, o.tags)
  if (o.list !== false) {
    app.route({ ...endpointRoute(app, E.list), handler: async (request, reply) => {
      const r = await o.repo.list(request.query)
      privateHeaders(reply)
      if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
      return r.items
    } })
  }

  app.route({ ...endpointRoute(app, E.markRead, { cache: { writes: [] } }), handler: async (request) => orNotFound(await o.repo.markRead(request.params.id), `${o.noun} not found`) })

  app.route({ ...endpointRoute(app, E.remove, { cache: { writes: [] } }), handler: async (request) => {
    const row = orNotFound(await o.repo.remove(request.params.id), `${o.noun} not found`)
    await app.files.release(o.files(row))
    return { message: `${o.noun} removed` }
  } })
}

/** The applicant's confirmation (issue 33, item 5), signed with the school's name in their language. */
export async function applicantConfirmation (app: FastifyInstance, c: Omit<Confirmation, 'school'>): Promise<NewMail> {
  const school = factsIn(await app.settingsRepository.get('school'), c.lang).name
  return confirmationMail({ ...c, school })
}

/** A submission's mail, or one built when it is queued (`applicantConfirmation` reads the school's name). */
export type SubmissionMail = NewMail | (() => Promise<NewMail>)

/**
 * Stores a submission and queues its mails (the staff's notification, the applicant's confirmation) in
 * one transaction: both or neither, so a stored submission never loses its mail, and one that cannot be
 * stored with them is refused whole (the client sends it again). The mails are built from the drafted
 * row (its reference) before the transaction, which reads nothing. Returns the stored row.
 */
export async function storeWithMails<T> (app: FastifyInstance, draft: () => Promise<Draft<T>>, mails: (row: T) => SubmissionMail[]): Promise<T> {
  const { row, insert } = await draft()
  const built: NewMail[] = []
  for (const mail of mails(row)) built.push(typeof mail === 'function' ? await mail() : mail)
  await app.mailer.enqueueWith(built, (trx) => insert(trx))
  return row
}

/**
 * Public submissions answered `{status}`: stored with their mails (`storeWithMails`), 'fail' (503) when
 * that is impossible and nothing was stored. The answer carries the stored row's reference.
 */
export async function storeAndMail<T extends { reference: string }> (
  app: FastifyInstance, reply: FastifyReply, draft: () => Promise<Draft<T>>, mails: (row: T) => SubmissionMail[]
): Promise<SubmitResult> {
  let row: T
  try {
    row = await storeWithMails(app, draft, mails)
  } catch (err) {
    app.log.error({ err }, 'could not store a submission')
    reply.code(503)
    return { status: 'fail', message: 'Service temporarily unavailable' }
  }
  return { status: 'success', reference: row.reference }
}
