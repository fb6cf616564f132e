import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Knex } from 'knex'
import type { CreateSubscriptionBody, PushSubscriptionJson, Site, SubscriptionLang, SubscriptionTopic } from '@school/shared/contract'
import { normalisePhone } from '@school/shared/contract'
import { parseJson } from '../../../db/index.js'
import { dateTimeInZone } from '../../../lib/dates.js'
import { badRequest, errorCode, HttpError, tooMany } from '../../../lib/errors.js'
import { newId } from '../../../lib/ids.js'
import { whereLive } from '../../../lib/publishing.js'
import { escapeHtml } from '../../../lib/sanitize.js'
import type { NewOutboxRow, OutboxMessage } from '../mail/outbox-repository.js'
import { ALERTS_TAG, whereActive, type AlertRow } from '../alerts/alerts.js'
import { httpSmsDriver, smsText, webPushDriver, type PushDriver, type SmsDriver } from './drivers.js'
import { vapidKeys } from './vapid.js'

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: ReturnType<typeof createSubscriptions>
  }
}

/** The outbox kinds of subscribers' messages: a mail, a push message (to a subscription's id), an SMS. */
export const KIND = { email: 'subscription', push: 'push', sms: 'sms' } as const

/** The content whose publishing subscribers hear of: its table, site, topic and public path. */
const SOURCES: Array<{ table: string; site: Site; topic: SubscriptionTopic; path: (id: string) => string }> = [
  // the lists where a short SMS link lands, except where a site has no list (the centre's events: their pages)
  { table: 'notices', site: 'school', topic: 'notices', path: () => '/notice' },
  { table: 'news', site: 'school', topic: 'news', path: (id) => `/news/${encodeURIComponent(id)}` },
  { table: 'events', site: 'school', topic: 'events', path: () => '/events' },
  { table: 'women_events', site: 'women', topic: 'events', path: (id) => `/events/${encodeURIComponent(id)}` }
]
/** The cache tags of writes to those tables (and to alerts): a successful write with one of them looks for newly public items. */
const SOURCE_TAGS = new Set(['notices', 'news', 'events', 'women-events', ALERTS_TAG])
/** Items announced per run at most (the next run takes the rest). */
const ANNOUNCE_BATCH = 50
/** Wrong SMS codes allowed per subscription. */
const CODE_ATTEMPTS = 5
/** The daily digest's hour on the school's clock. */
export const DIGEST_HOUR = 7
/** How long a push service keeps a message for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 3600

const TEXT = {
  en: {
    notices: 'New notice', news: 'News', events: 'New event', alerts: 'Alert',
    unsubscribe: 'Unsubscribe', open: 'Read it on the website',
    confirmSubject: 'Please confirm your subscription',
    confirmBody: 'Confirm that you want the school\'s updates by email:',
    code: (code: string) => `Your subscription code: ${code}`,
    digest: 'Today\'s updates'
  },
  ne: {
    notices: 'नयाँ सूचना', news: 'समाचार', events: 'नयाँ कार्यक्रम', alerts: 'सूचना',
    unsubscribe: 'सदस्यता रद्द गर्नुहोस्', open: 'वेबसाइटमा पढ्नुहोस्',
    confirmSubject: 'कृपया आफ्नो सदस्यता पुष्टि गर्नुहोस्',
    confirmBody: 'इमेलबाट विद्यालयका सूचना पाउन पुष्टि गर्नुहोस्:',
    code: (code: string) => `तपाईंको सदस्यता कोड: ${code}`,
    digest: 'आजका सूचनाहरू'
  }
} as const

export interface Row {
  id: string
  site: Site
  channel: 'push' | 'email' | 'sms'
  topics: string
  lang: SubscriptionLang
  digest: 'instant' | 'daily'
  address: string | null
  subscription: string | null
  addressKey: string
  confirmed: boolean | number
  confirmHash: string | null
  codeAttempts: number
  createdAt: string
  confirmedAt: string | null
}

/** One message to a subscriber, whatever the channel: see `messageTo`. */
export interface Outgoing { title: string; heading: string; body: string; link: string; tag: string; subject: string; html: string; text: string }

/** An item announced (or to announce) to subscribers. */
interface Item { key: string; site: Site; topic: SubscriptionTopic; title: string; titleNe: string; path: string }

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
export const topicsOf = (r: Pick<Row, 'topics'>): string[] => parseJson<string[]>(r.topics, [])
const EMAIL_RE = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[^\s@<>()"',;]+$/

function isUniqueViolation (err: unknown): boolean {
  const code = errorCode(err) ?? ''
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT')
}

function createSubscriptions (app: FastifyInstance, publicKey: string, drivers: { push: PushDriver; sms: SmsDriver | null }) {
  const knex = app.knex
  const { womenHost, publicOrigins, consoleOrigin, port, jwtSecret, timeZone } = app.config

  /** Where a site's pages (and the API, on the same origin) are. */
  function siteOrigin (site: Site): string {
    const women = (o: { host: string }) => o.host.split(':')[0] === womenHost
    if (site === 'women') return publicOrigins?.find(women)?.origin ?? `http://${womenHost}:${port}`
    return publicOrigins?.find((o) => !women(o))?.origin ?? consoleOrigin
  }
  const pageUrl = (site: Site, lang: SubscriptionLang, path: string) => `${siteOrigin(site)}${lang === 'ne' ? '/ne' : ''}${path}`

  /** The one-click unsubscribe token: the row's id and an HMAC of it; never stored, so nothing in the database gives it away. */
  const unsubscribeToken = (id: string) => `${id}.${createHmac('sha256', jwtSecret).update(`unsubscribe:${id}`).digest('base64url')}`
  function idOfUnsubscribeToken (token: string): string | null {
    const id = token.slice(0, token.lastIndexOf('.'))
    const expected = Buffer.from(unsubscribeToken(id))
    const given = Buffer.from(token)
    return id && expected.length === given.length && timingSafeEqual(expected, given) ? id : null
  }
  const unsubscribeUrl = (r: Row) => `${siteOrigin(r.site)}/api/subscriptions/unsubscribe?token=${unsubscribeToken(r.id)}`

  /**
   * One message to one subscriber on their channel, as an outbox row: a push (`heading` over `body`, opening
   * `link`), an SMS, or a mail whose html and text end with the unsubscribe link. `title` names the row.
   */
  function messageTo (r: Row, m: Outgoing) {
    const unsubscribe = unsubscribeUrl(r)
    if (r.channel === 'push') {
      return { kind: KIND.push, toAddress: r.id, subject: m.title, html: '', text: JSON.stringify({ title: m.heading, body: m.body, url: m.link, lang: r.lang, tag: m.tag, unsubscribe }), attachments: [] }
    }
    if (r.channel === 'sms') return { kind: KIND.sms, toAddress: r.address ?? '', subject: '', html: '', text: smsText(m.heading, m.body, m.link), attachments: [] }
    return mailTo(r, m.subject, m.html, m.text)
  }

  /** A mail to an email subscriber, with the unsubscribe link at the end and in the headers. */
  function mailTo (r: Row, subject: string, html: string, text: string) {
    const unsubscribe = unsubscribeUrl(r)
    const t = TEXT[r.lang]
    return {
      kind: KIND.email,
      toAddress: r.address ?? '',
      subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      html: `${html}<p style="font-size:12px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></p>`,
      text: `${text}\n\n${t.unsubscribe}: ${unsubscribe}`,
      attachments: [],
      headers: listHeaders(unsubscribe)
    }
  }

  /** One item's message to one subscriber, in the subscriber's language. */
  function messageFor (r: Row, item: Item) {
    const t = TEXT[r.lang]
    const title = (r.lang === 'ne' && item.titleNe) || item.title
    const link = pageUrl(item.site, r.lang, item.path)
    return messageTo(r, {
      title, heading: t[item.topic], body: title, link, tag: item.key,
      subject: `${t[item.topic]}: ${title}`,
      html: `<p><a href="${escapeHtml(link)}">${escapeHtml(title)}</a></p><p>${escapeHtml(t.open)}: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      text: `${title}\n${t.open}: ${link}`
    })
  }

  /** RFC 2369 and RFC 8058: a mail client's own unsubscribe button, one POST with no page to visit. */
  const listHeaders = (unsubscribe: string) => ({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

  /** Confirmed subscribers of a site's topic (email ones on the daily digest excepted: `digestDue` has them). */
  async function audience (db: Knex, site: Site, topic: SubscriptionTopic): Promise<Row[]> {
    const rows = await db<Row>('subscriptions').where({ site, confirmed: true })
    return rows.filter((r) => topicsOf(r).includes(topic) && !(r.channel === 'email' && r.digest === 'daily'))
  }

  /**
   * Announces every public item not announced yet: one outbox message per confirmed subscriber of its
   * topic, in the subscriber's language. The item's `subscription_sends` row is inserted in the same
   * transaction as the messages, and its key is unique, so of N instances looking at once exactly one
   * queues them (the others' inserts fail and they skip it), and a crash queues nothing half-way.
   * Returns how many messages were queued.
   */
  async function announceDue (now: Date = new Date()): Promise<number> {
    let queued = 0
    for (const src of SOURCES) {
      const rows = await knex<{ id: string; title: string; titleNe: string | null }>(src.table).select('id', 'title', 'titleNe').where(whereLive(now))
        .whereNotExists(notAnnounced(src.table)).orderBy('id').limit(ANNOUNCE_BATCH)
      for (const row of rows) {
        const id = String(row.id)
        queued += await announce(src.table, id, { key: `${src.table}:${id}`, site: src.site, topic: src.topic, title: row.title, titleNe: row.titleNe ?? '', path: src.path(id) }, now)
      }
    }
    // alerts, when they start (issue 33): an alert that ended before anyone looked is not news any more
    const alerts = await knex<AlertRow>('alerts').where(whereActive(now)).whereNotExists(notAnnounced('alerts')).orderBy('id').limit(ANNOUNCE_BATCH)
    for (const a of alerts) {
      // a link on the site opens that page; any other opens the site's home (the message has the link)
      const path = a.link?.startsWith('/') ? a.link : '/'
      const item: Item = { key: `alerts:${a.id}`, site: a.site, topic: 'alerts', title: a.message, titleNe: a.messageNe, path }
      // SMS costs the school money and wakes people: only for urgent alerts
      queued += await announce('alerts', a.id, item, now, a.level === 'urgent' ? undefined : (r) => r.channel !== 'sms')
    }
    if (queued > 0) {
      app.log.info({ queued }, 'subscriptions: messages queued for newly published items')
      app.mailer.kick()
    }
    return queued
  }

  /** The items of a table not yet announced (their `subscription_sends` row is missing). */
  const notAnnounced = (table: string) => knex('subscription_sends').select('key').where('itemTable', table).andWhere('itemId', knex.ref(`${table}.id`))

  /**
   * Queues one item's messages with its `subscription_sends` row, in one transaction (see above);
   * 0 when another instance did first.
   */
  async function announce (table: string, id: string, item: Item, now: Date, include?: (r: Row) => boolean): Promise<number> {
    try {
      return await knex.transaction(async (trx) => {
        await trx('subscription_sends').insert({ ...item, itemTable: table, itemId: id, createdAt: now.toISOString() })
        const people = (await audience(trx, item.site, item.topic)).filter((r) => include?.(r) ?? true)
        await app.mailer.insert(people.map((r) => messageFor(r, item)), trx)
        return people.length
      })
    } catch (err) {
      // another instance announced it first
      if (!isUniqueViolation(err)) throw err
      return 0
    }
  }

  /**
   * The daily digest: once the school's clock has passed 07:00, one mail per email subscriber on the
   * digest with the items announced since the previous digest (or the last day). Its `digest:<day>` row
   * is inserted with the mails, so one instance sends it, once a day. Returns the mails queued.
   */
  async function digestDue (now: Date = new Date()): Promise<number> {
    const clock = dateTimeInZone(now, timeZone)
    if (Number(clock.slice(11, 13)) < DIGEST_HOUR) return 0
    const key = `digest:${clock.slice(0, 10)}`
    if (await knex('subscription_sends').where({ key }).first()) return 0
    const previous = await knex<{ createdAt: string }>('subscription_sends').where('key', 'like', 'digest:%').orderBy('createdAt', 'desc').first()
    const since = previous?.createdAt ?? new Date(now.getTime() - 24 * 3600_000).toISOString()
    try {
      const queued = await knex.transaction(async (trx) => {
        await trx('subscription_sends').insert({ key, site: '', topic: '', createdAt: now.toISOString() })
        const items = await trx<Item & { createdAt: string }>('subscription_sends').whereNot('site', '').andWhere('createdAt', '>', since).andWhere('createdAt', '<=', now.toISOString()).orderBy('createdAt')
        if (items.length === 0) return 0
        const readers = await trx<Row>('subscriptions').where({ channel: 'email', digest: 'daily', confirmed: true })
        const mails: NewOutboxRow[] = []
        for (const r of readers) {
          const mine = items.filter((i) => i.site === r.site && topicsOf(r).includes(i.topic))
          if (mine.length === 0) continue
          const t = TEXT[r.lang]
          const lines = mine.map((i) => ({ label: t[i.topic], title: (r.lang === 'ne' && i.titleNe) || i.title, link: pageUrl(i.site, r.lang, i.path) }))
          mails.push(mailTo(r, `${t.digest} (${clock.slice(0, 10)})`,
            `<ul>${lines.map((l) => `<li>${escapeHtml(l.label)}: <a href="${escapeHtml(l.link)}">${escapeHtml(l.title)}</a></li>`).join('')}</ul>`,
            lines.map((l) => `${l.label}: ${l.title}\n${l.link}`).join('\n\n')))
        }
        await app.mailer.insert(mails, trx)
        return mails.length
      })
      if (queued > 0) app.mailer.kick()
      return queued
    } catch (err) {
      if (isUniqueViolation(err)) return 0
      throw err
    }
  }

  /** The outbox's push sender: the subscription as stored now (gone: nothing to send); a 404 or 410 removes it. */
  async function sendPush (m: OutboxMessage): Promise<void> {
    const row = await knex<Row>('subscriptions').where({ id: m.toAddress }).first()
    const subscription = row && parseJson<PushSubscriptionJson | null>(row.subscription, null)
    if (!row || !subscription) return
    if (await drivers.push.send(subscription, m.text, PUSH_TTL_SECONDS) === 'gone') {
      await knex('subscriptions').where({ id: row.id }).delete()
      app.log.info({ id: row.id }, 'push subscription ended by the push service: removed')
    }
  }

  async function sendSms (m: OutboxMessage): Promise<void> {
    if (!drivers.sms) throw new Error('SMS_URL is not set')
    await drivers.sms.send(m.toAddress, m.text)
  }

  /** The address as stored, and the key that makes it one row per site. */
  function addressOf (body: CreateSubscriptionBody): { address: string | null; subscription: PushSubscriptionJson | null; key: string } {
    if (body.channel === 'push') {
      if (!body.subscription) throw badRequest('A push subscription needs `subscription` (the browser\'s PushSubscription)')
      return { address: null, subscription: body.subscription, key: sha256(`push:${body.subscription.endpoint}`) }
    }
    const raw = (body.address ?? '').trim()
    if (body.channel === 'email') {
      const email = raw.toLowerCase()
      if (!EMAIL_RE.test(email)) throw badRequest('Please give a valid email address')
      return { address: email, subscription: null, key: sha256(`email:${email}`) }
    }
    const phone = normalisePhone(raw)
    if (!/^9[678]\d{8}$/.test(phone)) throw badRequest('Please give a Nepali mobile number of 10 digits (98…, 97… or 96…)')
    return { address: phone, subscription: null, key: sha256(`sms:${phone}`) }
  }

  return {
    announceDue,
    digestDue,
    sendPush,
    sendSms,
    /** the VAPID public key browsers subscribe with */
    publicKey,
    unsubscribeToken,
    /** for broadcasts (./broadcasts.ts): a site's page in a language, and one message to a subscriber */
    pageUrl,
    messageTo,

    /**
     * A new subscription (or a changed one). Push is confirmed at once (only the browser holding the
     * subscription knows its endpoint and keys); email gets a confirmation link, SMS a six-digit code.
     * An email or phone already confirmed is left as it is, and the answer is the same (it tells nobody
     * whether an address is subscribed).
     */
    async subscribe (body: CreateSubscriptionBody): Promise<{ id: string; confirmed: boolean }> {
      const { address, subscription, key } = addressOf(body)
      const existing = await knex<Row>('subscriptions').where({ site: body.site, addressKey: key }).first()
      const confirmed = body.channel === 'push'
      if (existing && !confirmed && existing.confirmed) return { id: existing.id, confirmed: false }
      const id = existing?.id ?? newId()
      const secret = body.channel === 'email' ? randomBytes(24).toString('base64url') : String(randomInt(0, 1_000_000)).padStart(6, '0')
      const now = new Date().toISOString()
      const values = {
        topics: JSON.stringify(body.topics), lang: body.lang, digest: body.channel === 'email' ? (body.digest ?? 'instant') : 'instant',
        address, subscription: subscription && JSON.stringify(subscription), confirmed,
        confirmHash: confirmed ? null : sha256(body.channel === 'email' ? secret : `${id}:${secret}`), codeAttempts: 0,
        confirmedAt: confirmed ? now : null
      }
      if (existing) await knex('subscriptions').where({ id }).update(values)
      else {
        try {
          await knex('subscriptions').insert({ id, site: body.site, channel: body.channel, addressKey: key, createdAt: now, ...values })
        } catch (err) {
          if (isUniqueViolation(err)) throw new HttpError(409, 'This address was just subscribed; please try again')
          throw err
        }
      }
      const t = TEXT[body.lang]
      if (body.channel === 'email') {
        const link = `${siteOrigin(body.site)}/api/subscriptions/confirm?token=${secret}`
        await app.mailer.enqueue({
          kind: KIND.email, to: address ?? '', subject: t.confirmSubject,
          html: `<p>${escapeHtml(t.confirmBody)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
          text: `${t.confirmBody}\n${link}`
        })
      } else if (body.channel === 'sms') {
        await app.mailer.enqueue({ kind: KIND.sms, to: address ?? '', subject: '', html: '', text: t.code(secret) })
      }
      return { id, confirmed }
    },

    /** The confirmation link of an email subscription; false when no subscription waits for it. */
    async confirm (token: string): Promise<boolean> {
      const n = await knex('subscriptions').where({ channel: 'email', confirmHash: sha256(token) })
        .update({ confirmed: true, confirmHash: null, confirmedAt: new Date().toISOString() })
      return Number(n) > 0
    },

    /** An SMS subscription's code: true when it matches; 429 after too many wrong codes. */
    async verify (address: string, code: string): Promise<boolean> {
      const phone = normalisePhone(address)
      const waiting = await knex<Row>('subscriptions').where({ channel: 'sms', address: phone, confirmed: false }).whereNotNull('confirmHash')
      if (waiting.length === 0) return false
      for (const r of waiting) {
        if (Number(r.codeAttempts) >= CODE_ATTEMPTS) continue
        if (r.confirmHash === sha256(`${r.id}:${code}`)) {
          await knex('subscriptions').where({ id: r.id }).update({ confirmed: true, confirmHash: null, confirmedAt: new Date().toISOString() })
          return true
        }
        await knex('subscriptions').where({ id: r.id }).increment('codeAttempts', 1)
      }
      if (waiting.every((r) => Number(r.codeAttempts) + 1 >= CODE_ATTEMPTS)) throw tooMany('Too many wrong codes: please subscribe again for a new one')
      return false
    },

    /** Ends the subscription a valid unsubscribe token names; null for a token that is not one. */
    async unsubscribe (token: string): Promise<'removed' | 'gone' | null> {
      const id = idOfUnsubscribeToken(token)
      if (!id) return null
      return Number(await knex('subscriptions').where({ id }).delete()) > 0 ? 'removed' : 'gone'
    },

    /** One successful write of content: look for newly public items soon (not inside the request). */
    afterContentWrite (): void {
      setImmediate(() => { announceDue().catch((err) => app.log.warn({ err }, 'subscriptions: announcing failed')) })
    }
  }
}

export default fp(async (app) => {
  const keys = vapidKeys(app.config)
  const subscriptions = createSubscriptions(app, keys.publicKey, {
    push: webPushDriver({ ...keys, subject: app.config.vapidSubject }),
    sms: app.config.sms ? httpSmsDriver(app.config.sms) : null
  })
  app.decorate('subscriptions', subscriptions)
  app.mailer.addSender(KIND.push, subscriptions.sendPush)
  app.mailer.addSender(KIND.sms, subscriptions.sendSms)
  // a scheduled item's publishAt coming due is found by the publishing job; a write that publishes at once, here
  app.publishing.afterRun((now) => subscriptions.announceDue(now))
  // only on the routes that write notices, news or events (their cache tags say so): a read pays for no hook,
  // and the wire cache's replay of public reads is not bypassed by a root hook
  const announce = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 300) subscriptions.afterContentWrite()
  }
  app.addHook('onRoute', (route) => {
    const writes = route.config?.cache?.writes
    if (!writes?.some((w) => SOURCE_TAGS.has(w.split('/')[0] ?? ''))) return
    route.onResponse = [...[route.onResponse ?? []].flat(), announce]
  })
  app.jobs.every('subscription-digest', 60_000, () => subscriptions.digestDue())
}, { name: 'subscriptions', dependencies: ['config', 'knex', 'jobs', 'mail', 'publishing', 'alerts'] })
