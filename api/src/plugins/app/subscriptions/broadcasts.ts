import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import type { Broadcast, BroadcastRecipients, CreateBroadcastBody, Site, SubscriptionChannel, SubscriptionTopic } from '@school/shared/contract'
import { parseJson } from '../../../db/index.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { escapeHtml } from '../../../lib/sanitize.js'
import { topicsOf, type Row } from './subscriptions.js'

/*
 * Broadcasts (issue 33, item 3): one message an admin writes, sent to every confirmed subscriber of the
 * picked topics on the picked channels (daily-digest readers too: a broadcast does not wait for 7:00),
 * each in their language, through the outbox (so it is sent once, retried and kept over restarts like
 * every other message). Each outbox row carries the broadcast's id, which is what the delivery counts read.
 */

interface BroadcastRow {
  id: string
  site: Site
  channels: string
  topics: string
  title: string
  message: string
  titleNe: string
  messageNe: string
  link: string
  recipients: string
  userName: string
  createdAt: string
}

const none = (): BroadcastRecipients => ({ push: 0, email: 0, sms: 0 })

export function createBroadcasts (app: FastifyInstance) {
  const knex = app.knex
  const subs = app.subscriptions

  /** The confirmed subscribers a broadcast reaches: on one of its channels, with one of its topics. */
  async function audience (db: Knex, site: Site, channels: readonly SubscriptionChannel[], topics: readonly SubscriptionTopic[]): Promise<Row[]> {
    const rows = await db<Row>('subscriptions').where({ site, confirmed: true }).whereIn('channel', [...channels])
    return rows.filter((r) => topicsOf(r).some((t) => topics.some((x) => x === t)))
  }

  function count (rows: Row[]): BroadcastRecipients {
    const n = none()
    for (const r of rows) n[r.channel]++
    return n
  }

  /** A broadcast's message to one subscriber, in the subscriber's language. */
  function messageFor (r: Row, b: Pick<BroadcastRow, 'id' | 'site' | 'title' | 'message' | 'titleNe' | 'messageNe' | 'link'>) {
    const ne = r.lang === 'ne'
    const title = (ne && b.titleNe) || b.title
    const message = (ne && b.messageNe) || b.message
    const link = /^https?:\/\//.test(b.link) ? b.link : subs.pageUrl(b.site, r.lang, b.link === '/' ? '' : b.link)
    return subs.messageTo(r, {
      title, heading: title, body: message, link, tag: `broadcast:${b.id}`, subject: title,
      html: `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      text: `${message}\n${link}`
    })
  }

  /** What each of a site's broadcasts has in the outbox now: waiting, sent, and failed (to be tried again). */
  async function deliveries (ids: string[]): Promise<Map<string, Broadcast['delivery']>> {
    const found = new Map<string, Broadcast['delivery']>()
    if (ids.length === 0) return found
    const rows = await knex<{ broadcastId: string; status: string; attempts: number | string }>('outbox').whereIn('broadcastId', ids).select('broadcastId', 'status', 'attempts')
    for (const r of rows) {
      const d = found.get(r.broadcastId) ?? { queued: 0, sent: 0, failed: 0 }
      if (r.status === 'sent') d.sent++
      else if (Number(r.attempts) > 0) d.failed++
      else d.queued++
      found.set(r.broadcastId, d)
    }
    return found
  }

  function toBroadcast (r: BroadcastRow, delivery: Broadcast['delivery'] = { queued: 0, sent: 0, failed: 0 }): Broadcast {
    return {
      _id: r.id,
      site: r.site,
      channels: parseJson<SubscriptionChannel[]>(r.channels, []),
      topics: parseJson<SubscriptionTopic[]>(r.topics, []),
      title: r.title,
      message: r.message,
      ne: { title: r.titleNe, message: r.messageNe },
      link: r.link,
      createdAt: r.createdAt,
      user: { name: r.userName },
      recipients: { ...none(), ...parseJson<Partial<BroadcastRecipients>>(r.recipients, {}) },
      delivery
    }
  }

  return {
    /** Subscribers reached per channel (a channel not picked: 0). */
    async recipients (site: Site, channels: readonly SubscriptionChannel[], topics: readonly SubscriptionTopic[]): Promise<BroadcastRecipients> {
      return count(await audience(knex, site, channels, topics))
    },

    /** Queues the broadcast's messages with its row, in one transaction: all of them or none. */
    async send (body: CreateBroadcastBody, userName: string): Promise<Broadcast> {
      const row: BroadcastRow = {
        id: newId(), site: body.site, channels: JSON.stringify(body.channels), topics: JSON.stringify(body.topics),
        title: body.title.trim(), message: body.message.trim(), titleNe: body.ne?.title?.trim() ?? '', messageNe: body.ne?.message?.trim() ?? '',
        link: body.link ?? '/', recipients: '{}', userName: userName.slice(0, 100), createdAt: nowIso()
      }
      const people = await knex.transaction(async (trx) => {
        const reached = await audience(trx, body.site, body.channels, body.topics)
        row.recipients = JSON.stringify(count(reached))
        await trx('broadcasts').insert(row)
        await app.mailer.insert(reached.map((r) => ({ ...messageFor(r, row), broadcastId: row.id })), trx)
        return reached.length
      })
      if (people > 0) app.mailer.kick()
      app.log.info({ id: row.id, people }, 'broadcast queued')
      return toBroadcast(row, { queued: people, sent: 0, failed: 0 })
    },

    /** A site's last 50 broadcasts, newest first, with their delivery counts. */
    async list (site: Site): Promise<Broadcast[]> {
      const rows = await knex<BroadcastRow>('broadcasts').where({ site }).orderBy('createdAt', 'desc').limit(50)
      const counts = await deliveries(rows.map((r) => r.id))
      return rows.map((r) => toBroadcast(r, counts.get(r.id)))
    }
  }
}

