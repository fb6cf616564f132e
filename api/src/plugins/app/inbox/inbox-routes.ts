import type { FastifyInstance, FastifyReply } from 'fastify'
import type { TSchema } from 'typebox'
import type { Draft, ListOptions, ListResult } from '../../../lib/crud.js'
import { orNotFound, privateHeaders } from '../../../lib/http.js'
import type { NewMail } from '../mail/outbox.js'
import { confirmationMail, type Confirmation } from '../mail/mails.js'
import type { TypedApp } from '../../../lib/route-plugin.js'
import { factsIn, inboxEndpoints, type SubmitResult } from '@school/shared/contract'
import { endpointRoute } from '../../../lib/endpoints.js'
import { HttpError } from '../../../lib/errors.js'
import { takenFile, type PrivateFile } from '../files/refs.js'

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

/** A public submission as stored by `storeWithMails`. */
export interface Submission<T> {
  /** the row with its reference, not stored yet */
  draft: () => Promise<Draft<T>>
  /** its mails, built from the drafted row (a confirmation reads the school's name: a promise) */
  mails: (row: T) => Array<NewMail | Promise<NewMail>>
  /** the uploads it takes (`privateFile`) */
  files?: PrivateFile[]
}

/**
 * Stores a submission, takes its files and queues its mails (the staff's notification, the applicant's
 * confirmation) in one transaction: all or nothing, so a stored submission never loses its mail, and one
 * that cannot be stored is refused whole with its files still free (the client sends it again). The mails
 * are built before the transaction, which reads nothing else. Returns the stored row.
 */
export async function storeWithMails<T> (app: FastifyInstance, s: Submission<T>): Promise<T> {
  const { row, insert } = await s.draft()
  const files = s.files ?? []
  const mails = await Promise.all(s.mails(row))
  await app.mailer.enqueueWith(mails, async (trx) => {
    for (const f of files) if (!await app.files.takePrivate(f.upload, f.kind, trx)) throw takenFile(f.message)
    await insert(trx)
  }, async () => {
    // stored and taken: a file that could not be moved stays where it was, readable, and is logged
    for (const f of files) await app.files.keepPrivate(f.upload, f.kind)
  })
  return row
}

/**
 * Public submissions answered `{status}`: stored with their mails (`storeWithMails`), 'fail' (503) when
 * that is impossible and nothing was stored; a mistake of the sender's (a file taken meanwhile) is its
 * 400. The answer carries the stored row's reference.
 */
export async function storeAndMail<T extends { reference: string }> (app: FastifyInstance, reply: FastifyReply, s: Submission<T>): Promise<SubmitResult> {
  let row: T
  try {
    row = await storeWithMails(app, s)
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw err
    app.log.error({ err }, 'could not store a submission')
    reply.code(503)
    return { status: 'fail', message: 'Service temporarily unavailable' }
  }
  return { status: 'success', reference: row.reference }
}
