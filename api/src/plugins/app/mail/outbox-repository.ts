import type { FastifyInstance } from 'fastify'
import { parseJson } from '../../../db/index.js'
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
    async due (now: string, limit = 20): Promise<OutboxMessage[]> {
      const rows = await knex<Db>('outbox').where({ status: 'pending' }).andWhere('nextAttemptAt', '<=', now)
        .orderBy('nextAttemptAt', 'asc').limit(limit)
      return rows.map(toMessage)
    },
    async markSent (id: string): Promise<void> {
      await knex('outbox').where({ id }).update({ status: 'sent', sentAt: nowIso(), lastError: null })
    },
    async markFailed (id: string, attempts: number, nextAttemptAt: string, error: string): Promise<void> {
      await knex('outbox').where({ id }).update({ attempts, nextAttemptAt, lastError: error.slice(0, 1000) })
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
