import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { isMysql, parseJson } from '../../../db/index.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { errorCode } from '../../../lib/errors.js'

export interface OutboxAttachment { ref: string }

export interface OutboxMessage {
  _id: string
  kind: string
  toAddress: string
  subject: string
  html: string
  text: string
  attachments: OutboxAttachment[]
  /** a mail's extra headers (List-Unsubscribe); null for none */
  headers: Record<string, string> | null
  /** `sending`: handed to SMTP by `claimedBy`; never claimed again while its holder lives (see `handOff`) */
  status: 'pending' | 'sending' | 'sent'
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
  sentAt: string | null
  /** the instance sending it now, until `leaseUntil` */
  claimedBy: string | null
  leaseUntil: string | null
}

type Db = Omit<OutboxMessage, '_id' | 'attachments' | 'headers'> & { id: string; attachments: unknown; headers: unknown }

/**
 * The rows due at `dueBy`: pending, and nobody holds a lease on them at `now` (a lease left by an
 * instance that died runs out). A row handed to SMTP is taken again only once its holder has stopped
 * renewing for a long while (it died mid-send, `abandonedBefore`): resent under the same Message-ID, as
 * SMTP cannot say whether it got there.
 */
function dueAt (dueBy: string, now: string, abandonedBefore: string, onlyKinds: string[] | null = null) {
  return (q: Knex.QueryBuilder): void => {
    if (onlyKinds) void q.whereIn('kind', onlyKinds)
    void q.where('nextAttemptAt', '<=', dueBy).andWhere((w) => {
      void w.where((p) => { void p.where({ status: 'pending' }).andWhere((l) => { void l.whereNull('leaseUntil').orWhere('leaseUntil', '<', now) }) })
        .orWhere((p) => { void p.where({ status: 'sending' }).andWhere('leaseUntil', '<', abandonedBefore) })
    })
  }
}

function toMessage (r: Db): OutboxMessage {
  return { ...r, _id: r.id, attempts: Number(r.attempts), attachments: parseJson<OutboxAttachment[]>(r.attachments, []), headers: parseJson<Record<string, string> | null>(r.headers, null) }
}

/** A message to queue: what the outbox row holds before it is sent. */
export type NewOutboxRow = Pick<OutboxMessage, 'kind' | 'toAddress' | 'subject' | 'html' | 'text' | 'attachments'> & { headers?: Record<string, string>; broadcastId?: string }

/** Rows per INSERT: a broadcast's mails (HTML of a few KB each) stay far below MariaDB's max_allowed_packet. */
const OUTBOX_INSERT_BATCH = 100

/**
 * Runs `work` again when InnoDB picked it as a deadlock victim (it was rolled back whole, nothing was
 * written): the claims' locking reads and updates, the hand-offs and marks, and the queueing inserts of
 * several instances can deadlock on the table's index entries. Up to five tries, 10, 20, 30… ms apart.
 * `work` must be a statement or a transaction of its own: one statement of a larger transaction is not
 * retried alone (the deadlock rolled the whole transaction back).
 */
export async function againOnDeadlock<T> (work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (err) {
      if (errorCode(err) !== 'ER_LOCK_DEADLOCK' || attempt >= 5) throw err
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt))
    }
  }
}

export function createOutboxRepository (app: FastifyInstance) {
  const knex = app.knex
  /**
   * Every write of this repository runs through here. On the shared connection it is tried again when it
   * lost a deadlock (`againOnDeadlock`): a mail not queued, or a claim, hand-off or mark not recorded,
   * would be lost or sent again. In a caller's transaction (`db`) it runs once: the transaction is the
   * caller's to retry.
   */
  const write = <T>(work: (db: Knex) => Promise<T>, db: Knex = knex): Promise<T> => (db === knex ? againOnDeadlock(() => work(knex)) : work(db))
  return {
    /** `db`: a transaction, when the message must be queued with other writes or not at all */
    async insert (m: NewOutboxRow, db: Knex = knex): Promise<string> {
      const [id] = await this.insertMany([m], db)
      return id!
    },
    /**
     * Many messages (one per subscriber of a broadcast) in multi-row INSERTs of OUTBOX_INSERT_BATCH: a
     * round trip per batch, not per mail. `db` as above; ids in the order given.
     */
    async insertMany (ms: NewOutboxRow[], db: Knex = knex): Promise<string[]> {
      const now = nowIso()
      const rows = ms.map((m) => ({
        id: newId(), createdAt: now, ...m, attachments: JSON.stringify(m.attachments), headers: m.headers ? JSON.stringify(m.headers) : null, status: 'pending', attempts: 0, nextAttemptAt: now
      }))
      for (let i = 0; i < rows.length; i += OUTBOX_INSERT_BATCH) await write((q) => q('outbox').insert(rows.slice(i, i + OUTBOX_INSERT_BATCH)), db)
      return rows.map((r) => r.id)
    },
    /**
     * Claims the next due message for `holder` until `leaseUntil`, or null when none is due.
     * A message is due when pending, its retry time is `dueBy` or earlier, and nobody holds a
     * lease on it at `now` (a lease left by an instance that died runs out, and the message is
     * claimed again).
     * MySQL/MariaDB: the row is locked with SELECT … FOR UPDATE SKIP LOCKED, so instances
     * claiming at once each get a different row without waiting. SQLite has one writer, and the
     * conditional UPDATE alone decides.
     */
    async claimNext (dueBy: string, now: string, leaseUntil: string, holder: string, abandonedBefore: string): Promise<OutboxMessage | null> {
      const due = dueAt(dueBy, now, abandonedBefore)
      if (isMysql(knex)) {
        return write(() => knex.transaction(async (trx) => {
          const row = await trx<Db>('outbox').where(due).orderBy('nextAttemptAt', 'asc').limit(1).forUpdate().skipLocked().first()
          if (!row) return null
          await trx('outbox').where({ id: row.id }).update({ claimedBy: holder, leaseUntil, status: 'pending' })
          return toMessage({ ...row, claimedBy: holder, leaseUntil, status: 'pending' })
        }))
      }
      for (;;) {
        const row = await knex<Db>('outbox').where(due).orderBy('nextAttemptAt', 'asc').first()
        if (!row) return null
        const won = await write((q) => q<Db>('outbox').where({ id: row.id }).andWhere(due).update({ claimedBy: holder, leaseUntil, status: 'pending' }))
        if (Number(won) === 1) return toMessage({ ...row, claimedBy: holder, leaseUntil, status: 'pending' })
      }
    },
    /**
     * Claims up to `limit` due messages at once (the same rules as `claimNext`): one round trip or two
     * for a batch instead of two per message. An instance claims one batch at a time (`processDue` runs
     * once at a time), so the rows that carry its name and this lease after the update are the ones it won.
     */
    async claimBatch (limit: number, dueBy: string, now: string, leaseUntil: string, holder: string, abandonedBefore: string, onlyKinds: string[] | null = null): Promise<OutboxMessage[]> {
      const due = dueAt(dueBy, now, abandonedBefore, onlyKinds)
      const claimed = { claimedBy: holder, leaseUntil, status: 'pending' as const }
      if (isMysql(knex)) {
        // InnoDB may pick this claim as a deadlock victim against another instance's updates of the same
        // rows' index entries (nothing was taken then): it is simply tried again
        return write(() => knex.transaction(async (trx) => {
          const rows = await trx<Db>('outbox').where(due).orderBy('nextAttemptAt', 'asc').limit(limit).forUpdate().skipLocked()
          if (rows.length === 0) return []
          await trx('outbox').whereIn('id', rows.map((r) => r.id)).update(claimed)
          return rows.map((r) => toMessage({ ...r, ...claimed }))
        }))
      }
      const candidates = await knex<Db>('outbox').where(due).orderBy('nextAttemptAt', 'asc').limit(limit).select('id')
      if (candidates.length === 0) return []
      const ids = candidates.map((c) => c.id)
      await write((q) => q<Db>('outbox').whereIn('id', ids).andWhere(due).update(claimed))
      const won = await knex<Db>('outbox').whereIn('id', ids).where(claimed).orderBy('nextAttemptAt', 'asc')
      return won.map(toMessage)
    },
    /** Gives back claims this instance will not send (it is stopping): due again at once for the others. */
    async release (ids: string[], holder: string): Promise<void> {
      if (ids.length === 0) return
      await write((q) => q('outbox').whereIn('id', ids).where({ claimedBy: holder, status: 'pending' }).update({ leaseUntil: null }))
    },
    /** Extends this instance's lease on a message it holds; false when the lease was lost. */
    async renewLease (id: string, holder: string, leaseUntil: string): Promise<boolean> {
      return Number(await write((q) => q('outbox').where({ id, claimedBy: holder }).whereIn('status', ['pending', 'sending']).update({ leaseUntil }))) === 1
    },
    /**
     * The last step before SMTP: true when this instance still holds the claim, which it turns into
     * `sending`. A holder whose lease ran out while it was slow (and another instance claimed the row)
     * gets false and sends nothing; once `sending`, no other instance claims the row while this one
     * renews it. One conditional update, so of two instances exactly one hands a row to SMTP.
     */
    async handOff (id: string, holder: string, leaseUntil: string): Promise<boolean> {
      return Number(await write((q) => q('outbox').where({ id, claimedBy: holder, status: 'pending' }).update({ status: 'sending', leaseUntil }))) === 1
    },
    /** false when the row is no longer this instance's (it was taken as abandoned meanwhile) */
    async markSent (id: string, holder: string): Promise<boolean> {
      const n = await write((q) => q('outbox').where({ id, claimedBy: holder, status: 'sending' }).update({ status: 'sent', sentAt: nowIso(), lastError: null, leaseUntil: null }))
      return Number(n) === 1
    },
    async markFailed (id: string, holder: string, attempts: number, nextAttemptAt: string, error: string): Promise<void> {
      await write((q) => q('outbox').where({ id, claimedBy: holder }).whereIn('status', ['pending', 'sending'])
        .update({ status: 'pending', attempts, nextAttemptAt, lastError: error.slice(0, 1000), leaseUntil: null }))
    },
    /** attachments of mail not yet sent: their uploads must not be collected */
    async pendingAttachmentRefs (): Promise<string[]> {
      const rows = await knex<Db>('outbox').whereIn('status', ['pending', 'sending']).select('attachments')
      return rows.flatMap((r) => parseJson<OutboxAttachment[]>(r.attachments, []).map((a) => a.ref))
    },
    async all (): Promise<OutboxMessage[]> {
      return (await knex<Db>('outbox').orderBy('createdAt', 'asc')).map(toMessage)
    }
  }
}
