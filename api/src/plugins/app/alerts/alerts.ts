import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import type { Alert, AlertLevel, CreateAlertBody, Site, UpdateAlertBody } from '@school/shared/contract'
import { badRequest } from '../../../lib/errors.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { toInstant } from '../../../lib/publishing.js'

declare module 'fastify' {
  interface FastifyInstance {
    alerts: ReturnType<typeof createAlerts>
  }
}

/** The cache tag of every alert (the public list, and every page, which shows them). */
export const ALERTS_TAG = 'alerts'

export interface AlertRow {
  id: string
  site: Site
  level: AlertLevel
  message: string
  messageNe: string
  link: string | null
  startsAt: string
  endsAt: string
  createdAt: string
  updatedAt: string
}

const LEVEL_ORDER: Record<AlertLevel, number> = { urgent: 0, warning: 1, info: 2 }

export function toAlert (r: AlertRow): Alert {
  return {
    _id: r.id, site: r.site, level: r.level, message: r.message, ne: { message: r.messageNe },
    ...(r.link ? { link: r.link } : {}),
    startsAt: r.startsAt, endsAt: r.endsAt, createdAt: r.createdAt, updatedAt: r.updatedAt
  }
}

/** Alerts live now: startsAt ≤ now < endsAt (ISO instants in UTC compare as text on both databases). */
export function whereActive (now: Date): (qb: Knex.QueryBuilder) => void {
  const at = now.toISOString()
  return (qb) => { qb.where('startsAt', '<=', at).andWhere('endsAt', '>', at) }
}

/** 400 {message} unless the link is an http(s) URL or a path on the site ('/…', not '//…'); '' and null: none. */
function checkLink (link: string | null | undefined): string | null {
  const text = (link ?? '').trim()
  if (text === '') return null
  if (text.startsWith('/') && !text.startsWith('//') && !/[\s\\]/.test(text)) return text
  try {
    const url = new URL(text)
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return url.toString()
  } catch { /* below */ }
  throw badRequest('link must be an http(s) URL or a path on the site starting with /')
}

function required (value: string | undefined, field: string): string {
  const text = (value ?? '').trim()
  if (text === '') throw badRequest(`${field} is required`)
  return text
}

/**
 * When the banner changes with nobody acting: the instants at which an alert starts or ends, from now
 * on. Every cached answer that shows alerts (the public list, every server-rendered page) is kept under
 * `windowKey()`, the next such instant, and is current only while it is still the next one: at an
 * alert's `startsAt` or `endsAt` the key changes, so no cache serves a banner past its time, to the
 * millisecond, on every instance. The instants are read again after every alert write (the `alerts`
 * tag, which reaches the other instances through Redis like any invalidation).
 */
class AlertSchedule {
  /** future boundaries, ascending (ms) */
  private times: number[] = []
  private loads = 0
  /** false until the migrations have run (`setup.ts` starts it): no table to read before */
  private started = false

  constructor (private readonly knex: Knex) {}

  /** The next instant an alert starts or ends after `now`, or null for none. */
  next (now = Date.now()): number | null {
    for (const t of this.times) if (t > now) return t
    return null
  }

  /** The cache-key part of answers that show alerts: they are current while it is unchanged. */
  windowKey (now = Date.now()): string {
    return String(this.next(now) ?? '')
  }

  /** Called once the database is migrated (setup.ts). */
  async start (): Promise<void> {
    this.started = true
    await this.reload()
  }

  async reload (): Promise<void> {
    if (!this.started) return
    const load = ++this.loads
    const now = new Date()
    const rows = await this.knex<AlertRow>('alerts').select('startsAt', 'endsAt').where('endsAt', '>', now.toISOString())
    const times = new Set<number>()
    for (const r of rows) for (const t of [Date.parse(r.startsAt), Date.parse(r.endsAt)]) if (t > now.getTime()) times.add(t)
    // a reload that started later has the newer rows
    if (load === this.loads) this.times = [...times].sort((a, b) => a - b)
  }
}

function createAlerts (app: FastifyInstance) {
  const knex = app.knex
  const schedule = new AlertSchedule(knex)
  const byId = async (id: string) => knex<AlertRow>('alerts').where({ id }).first()

  /** The row a body makes, checked: 400 {message} naming what is wrong. */
  function checked (v: { level: AlertLevel; message?: string; messageNe?: string; link?: string | null; startsAt: string; endsAt?: string }) {
    const message = required(v.message, 'message')
    const messageNe = required(v.messageNe, 'ne.message')
    const endsAt = toInstant(required(v.endsAt, 'endsAt'), 'endsAt')
    const startsAt = toInstant(v.startsAt, 'startsAt')
    if (endsAt <= startsAt) throw badRequest('endsAt must be after startsAt')
    return { level: v.level, message, messageNe, link: checkLink(v.link), startsAt, endsAt }
  }

  return {
    schedule,
    /** the next instant an alert starts or ends (see AlertSchedule) */
    windowKey: () => schedule.windowKey(),

    /** A site's active alerts, most urgent first, then the newest. */
    async active (site: Site, now = new Date()): Promise<Alert[]> {
      const rows = await knex<AlertRow>('alerts').where({ site }).where(whereActive(now)).orderBy('startsAt', 'desc')
      return rows.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]).map(toAlert)
    },

    /** Every alert of a site, the latest start first (console). */
    async all (site: Site): Promise<Alert[]> {
      return (await knex<AlertRow>('alerts').where({ site }).orderBy('startsAt', 'desc').orderBy('id', 'desc')).map(toAlert)
    },

    async find (id: string): Promise<Alert | null> {
      const row = await byId(id)
      return row ? toAlert(row) : null
    },

    async create (body: CreateAlertBody): Promise<Alert> {
      const now = nowIso()
      const values = checked({ level: body.level, message: body.message, messageNe: body.ne.message, link: body.link, startsAt: body.startsAt ?? now, endsAt: body.endsAt })
      const row: AlertRow = { id: newId(), site: body.site, ...values, createdAt: now, updatedAt: now }
      await knex('alerts').insert(row)
      await schedule.reload()
      return toAlert(row)
    },

    async update (id: string, body: UpdateAlertBody): Promise<Alert | null> {
      const before = await byId(id)
      if (!before) return null
      const values = checked({
        level: body.level ?? before.level,
        message: body.message ?? before.message,
        messageNe: body.ne?.message ?? before.messageNe,
        link: body.link === undefined ? before.link : body.link,
        startsAt: body.startsAt ?? before.startsAt,
        endsAt: body.endsAt ?? before.endsAt
      })
      // strictly later than before, so a banner dismissed before the edit comes back even within the same millisecond
      const updatedAt = new Date(Math.max(Date.now(), Date.parse(before.updatedAt) + 1)).toISOString()
      await knex('alerts').where({ id }).update({ ...values, updatedAt })
      await schedule.reload()
      return toAlert({ ...before, ...values, updatedAt })
    },

    async remove (id: string): Promise<Alert | null> {
      const row = await byId(id)
      if (!row) return null
      await knex('alerts').where({ id }).delete()
      await schedule.reload()
      return toAlert(row)
    }
  }
}

export default fp(async (app) => {
  const alerts = createAlerts(app)
  app.decorate('alerts', alerts)
  const reload = () => { alerts.schedule.reload().catch((err: unknown) => app.log.warn({ err }, 'alerts: could not read their times')) }
  // another instance's alert write arrives as an invalidation of the tag (Redis); a reconnect may have missed one
  app.cacheTags.add({
    invalidateTags: (tags) => { if (tags.includes(ALERTS_TAG)) reload() },
    setEnabled: () => { reload() }
  })
}, { name: 'alerts', dependencies: ['knex', 'public-cache'] })
