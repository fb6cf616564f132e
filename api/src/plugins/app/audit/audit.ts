import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomUUID } from 'node:crypto'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import type { AuditEntry } from '@school/shared/contract'
import { parseJson } from '../../../db/index.js'
import { likePattern } from '../../../lib/crud.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { countOf } from '../../../db/index.js'

/** What a route may tell the audit hook about its write; anything left out is taken from the request and the answer. */
export interface AuditChange { id?: string; before?: unknown; after?: unknown }

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route's writes are not audited. Only for presence heartbeats (issue 32, item 6: an open
     * form says so every 20 s), which change no content and would bury the log.
     */
    audit?: false
  }
  interface FastifyInstance {
    auditRepository: ReturnType<typeof createAuditRepository>
    /**
     * Runs an in-process call (app.inject) whose write the calling route audits itself, as its own one row
     * (a restore's edit): `run` gets the headers that mark it, a nonce no client can know.
     */
    auditedByCaller: <T>(run: (headers: Record<string, string>) => Promise<T>) => Promise<T>
  }
  interface FastifyRequest {
    /** Gives the audit hook this write's item id and a before/after (e.g. the row before and after a PUT). */
    auditChange: (change: AuditChange) => void
    auditInfo: AuditChange | null
  }
}

/** The longest before/after text kept, in characters. */
export const AUDIT_SUMMARY_MAX = 500
const SECRET_KEY = /pass(word)?|token|secret|hash|authorization|cookie|captcha/i

/** A copy with every secret-looking key dropped, at any depth. */
export function redact (value: unknown, depth = 0): unknown {
  if (depth > 6) return '…'
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) if (!SECRET_KEY.test(k)) out[k] = redact(v, depth + 1)
    return out
  }
  return value
}

/** A short JSON text of the value without secrets, cut to AUDIT_SUMMARY_MAX characters; null for nothing. */
export function summary (value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = JSON.stringify(redact(value)) ?? null
  if (text === null) return null
  return text.length > AUDIT_SUMMARY_MAX ? text.slice(0, AUDIT_SUMMARY_MAX - 1) + '…' : text
}

const LABEL_KEYS = ['title', 'name', 'fullName', 'subject', 'email', 'src']
const NOT_CHANGES = new Set(['_id', 'createdAt', 'updatedAt'])

/** An item (a JSON object, not a list): its fields can be read by name. */
const isItem = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** What a person calls the item: its title, name, full name… (the first of a list, for a replaced modal); null if it has none. */
export function labelOf (value: unknown): string | null {
  const item: unknown = Array.isArray(value) ? value[0] : value
  if (!isItem(item)) return null
  for (const key of LABEL_KEYS) {
    const v = item[key]
    if (typeof v === 'string' && v.trim()) return v.trim().slice(0, 200)
  }
  return null
}

/** The fields an edit changed, in the item's order (stamps and secrets left out); [] unless both sides are items. */
export function changedFields (before: unknown, after: unknown): string[] {
  if (!isItem(before) || !isItem(after)) return []
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return keys.filter((k) => !NOT_CHANGES.has(k) && !SECRET_KEY.test(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
}

/**
 * The resource a route writes: the path segments after /api up to the first parameter, at most two
 * (`/api/news/:id` → news, `/api/gallery/albums/:id` → gallery/albums, `/api/registrations/:id/read` → registrations).
 */
export function resourceOf (routeUrl: string): string {
  const segments = routeUrl.split('?')[0]!.replace(/^\/api\/?/, '').split('/').filter(Boolean)
  const out: string[] = []
  for (const s of segments) {
    if (s.startsWith(':') || s.includes('*') || out.length === 2) break
    out.push(s)
  }
  return out.join('/') || 'api'
}

interface DbAudit {
  id: string; createdAt: string; userId: string; userName: string; userEmail: string; method: string
  resource: string; path: string; itemId: string | null; status: number | string; before: string | null; after: string | null
  label: string | null; fields: string | null
}

function toEntry (r: DbAudit): AuditEntry {
  const { id, status, fields, label, ...rest } = r
  return { _id: id, ...rest, status: Number(status), label: label ?? null, fields: parseJson<string[]>(fields, []) }
}

type NewEntry = Omit<AuditEntry, '_id' | 'createdAt' | 'label' | 'fields'> & Partial<Pick<AuditEntry, 'label' | 'fields'>>

export function createAuditRepository (knex: Knex) {
  return {
    async insert (e: NewEntry): Promise<AuditEntry> {
      const { label, fields, ...rest } = e
      let kept = fields ?? []
      // the column holds 500 characters: drop trailing names rather than store broken JSON
      while (JSON.stringify(kept).length > 500) kept = kept.slice(0, -1)
      const row: DbAudit = { id: newId(), createdAt: nowIso(), ...rest, label: label ?? null, fields: kept.length > 0 ? JSON.stringify(kept) : null }
      await knex('audit').insert(row)
      return toEntry(row)
    },
    /** Newest first; `user` is a user id or a part of the name or email; `resource` matches itself and what is under it, `kind` itself alone. */
    async list (o: { page?: number; limit?: number; user?: string; resource?: string; kind?: string }): Promise<{ items: AuditEntry[]; total: number }> {
      const qb = knex<DbAudit>('audit')
      const user = o.user?.trim()
      if (user) {
        const pattern = likePattern(user.toLowerCase())
        qb.where((w) => {
          w.where('userId', user)
            .orWhereRaw("LOWER(??) LIKE ? ESCAPE '!'", ['userEmail', pattern])
            .orWhereRaw("LOWER(??) LIKE ? ESCAPE '!'", ['userName', pattern])
        })
      }
      const resource = o.resource?.trim().replace(/^\/?(api\/)?/, '').replace(/\/$/, '')
      if (resource) qb.where((w) => { w.where('resource', resource).orWhereRaw("?? LIKE ? ESCAPE '!'", ['resource', resource.replace(/[!%_]/g, (c) => '!' + c) + '/%']) })
      if (o.kind?.trim()) qb.where('resource', o.kind.trim())
      const n = await countOf(qb.clone())
      const limit = o.limit ?? 20
      const page = o.page ?? 1
      const rows = await qb.orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).offset((page - 1) * limit)
      return { items: rows.map(toEntry), total: Number(n) }
    },
    async count (): Promise<number> {
      const n = await countOf(knex('audit'))
      return Number(n)
    }
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const AUDITED_BY_CALLER = 'x-audited-by-caller'

function parsed (payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined
  try { return JSON.parse(payload) } catch { return undefined }
}

function idOf (value: unknown): string | null {
  return value && typeof value === 'object' && '_id' in value && typeof value._id === 'string' ? value._id : null
}

/** The item a route's path names: its `:id`, or its `:name` (a file); null for neither. */
function pathItem (params: unknown): string | null {
  if (!params || typeof params !== 'object') return null
  if ('id' in params && typeof params.id === 'string') return params.id
  return 'name' in params && typeof params.name === 'string' ? params.name : null
}

/**
 * The audit log: every successful write (POST, PUT, PATCH or DELETE answered 2xx) by a signed-in
 * user gets exactly one row, written here and nowhere else, before the answer leaves. A route that
 * knows more calls `request.auditChange({id, before, after})`; otherwise the row has the path's id
 * (or the answer's `_id`) and the answer as `after`. Passwords and tokens are never stored (`redact`).
 */
export default fp(async (app) => {
  const repo = createAuditRepository(app.knex)
  app.decorate('auditRepository', repo)
  app.decorateRequest('auditInfo', null)
  app.decorateRequest('auditChange', function (this: FastifyRequest, change: AuditChange) {
    this.auditInfo = { ...(this.auditInfo ?? {}), ...change }
  })
  const done = new WeakSet<FastifyRequest>()
  const byCaller = new Set<string>()
  app.decorate('auditedByCaller', async <T>(run: (headers: Record<string, string>) => Promise<T>): Promise<T> => {
    const nonce = randomUUID()
    byCaller.add(nonce)
    try { return await run({ [AUDITED_BY_CALLER]: nonce }) } finally { byCaller.delete(nonce) }
  })

  const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const user = request.authUser
    if (!user || !WRITES.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300 || done.has(request)) return payload
    const by = request.headers[AUDITED_BY_CALLER]
    if (typeof by === 'string' && byCaller.has(by)) return payload
    done.add(request)
    const route = request.routeOptions.url ?? request.url
    const info = request.auditInfo ?? {}
    const answer = parsed(payload)
    const itemId = info.id ?? pathItem(request.params) ?? idOf(info.after) ?? idOf(answer)
    const after = 'after' in info ? info.after : (request.method === 'DELETE' ? null : answer)
    try {
      await repo.insert({
        userId: user._id,
        userName: user.name.slice(0, 100),
        userEmail: user.email.slice(0, 254),
        method: request.method,
        resource: resourceOf(route).slice(0, 60),
        path: request.url.split('?')[0]!.slice(0, 255),
        itemId: itemId ? itemId.slice(0, 100) : null,
        status: reply.statusCode,
        before: summary(info.before),
        after: summary(after),
        label: labelOf(after) ?? labelOf(info.before),
        fields: changedFields(info.before, after)
      })
    } catch (err) {
      // the write has happened; a lost audit row is logged loudly rather than turned into a failed answer
      request.log.error({ err, route }, 'audit row not written')
    }
    return payload
  }
  // on the routes that can write only: a read pays for no hook
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((m) => WRITES.has(m))) return
    if (route.config?.audit === false) return
    route.onSend = [...[route.onSend ?? []].flat(), record]
  })
}, { name: 'audit', dependencies: ['knex', 'auth'] })
