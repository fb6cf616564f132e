import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { isMysql, parseJson } from '../../../db/index.js'
import { newId, nowIso } from '../../../lib/ids.js'

export interface OutboxAttachment { ref: string }

export interface OutboxMessage {
  _id: string
  kind: string
  toAddress: string
  subject: string
  html: string
  text: string
  attachments: OutboxAttachment[]
  status: 'pending' | 'sent'
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
  sentAt: string | null
  /** the instance sending it now, until `leaseUntil` */
  claimedBy: string | null
  leaseUntil: string | null
}

type Db = Omit<OutboxMessage, '_id' | 'attachments'> & { id: string; attachments: unknown }

function toMessage (r: Db): OutboxMessage {
  return { ...r, _id: r.id, attempts: Number(r.attempts), attachments: parseJson<OutboxAttachment[]>(r.attachments, []) }
}

export function createOutboxRepository (app: FastifyInstance) {
  const knex = app.knex
  return {
    async insert (m: Pick<OutboxMessage, 'kind' | 'toAddress' | 'subject' | 'html' | 'text' | 'attachments'>): Promise<string> {
      const now = nowIso()
      const id = newId()
      await knex('outbox').insert({
        id, createdAt: now, ...m, attachments: JSON.stringify(m.attachments), status: 'pending', attempts: 0, nextAttemptAt: now
      })
      return id
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
    async claimNext (dueBy: string, now: string, leaseUntil: string, holder: string): Promise<OutboxMessage | null> {
      const due = (q: Knex.QueryBuilder) => q.where({ status: 'pending' }).andWhere('nextAttemptAt', '<=', dueBy)
        .andWhere((w) => { void w.whereNull('leaseUntil').orWhere('leaseUntil', '<', now) })
      if (isMysql(knex)) {
        return knex.transaction(async (trx) => {
          const row = await due(trx<Db>('outbox')).orderBy('nextAttemptAt', 'asc').limit(1).forUpdate().skipLocked().first() as Db | undefined
          if (!row) return null
          await trx('outbox').where({ id: row.id }).update({ claimedBy: holder, leaseUntil })
          return toMessage({ ...row, claimedBy: holder, leaseUntil })
        })
      }
      for (;;) {
        const row = await due(knex<Db>('outbox')).orderBy('nextAttemptAt', 'asc').first() as Db | undefined
        if (!row) return null
        const won = await due(knex('outbox').where({ id: row.id })).update({ claimedBy: holder, leaseUntil })
        if (Number(won) === 1) return toMessage({ ...row, claimedBy: holder, leaseUntil })
      }
    },
    /** Extends this instance's lease on a message it is still sending; false when the lease was lost. */
    async renewLease (id: string, holder: string, leaseUntil: string): Promise<boolean> {
      return Number(await knex('outbox').where({ id, claimedBy: holder, status: 'pending' }).update({ leaseUntil })) === 1
    },
    /** false when the lease was lost meanwhile (it ran out and another instance claimed the row) */
    async markSent (id: string, holder: string): Promise<boolean> {
      const n = await knex('outbox').where({ id, claimedBy: holder }).update({ status: 'sent', sentAt: nowIso(), lastError: null, leaseUntil: null })
      return Number(n) === 1
    },
    async markFailed (id: string, holder: string, attempts: number, nextAttemptAt: string, error: string): Promise<void> {
      await knex('outbox').where({ id, claimedBy: holder }).update({ attempts, nextAttemptAt, lastError: error.slice(0, 1000), leaseUntil: null })
    },
    /** attachments of mail not yet sent: their uploads must not be collected */
    async pendingAttachmentRefs (): Promise<string[]> {
      const rows = await knex('outbox').where({ status: 'pending' }).select('attachments') as Array<{ attachments: unknown }>
      return rows.flatMap((r) => parseJson<OutboxAttachment[]>(r.attachments, []).map((a) => a.ref))
    },
    async all (): Promise<OutboxMessage[]> {
      return (await knex<Db>('outbox').orderBy('createdAt', 'asc')).map(toMessage)
    }
  }
}
