import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { parseJson, countOf, sumOf } from '../../../db/index.js'
import { newId, nowIso } from '../../../lib/ids.js'
import type { Area } from './storage.js'

export interface UploadRow {
  _id: string
  name: string
  area: Area
  kind: string
  mime: string
  size: number
  originalName: string
  variants: string[]
  /** uploaded without a token and not yet named by any record */
  quarantined: boolean
  /** the file plus its variants, as counted by the quarantine quota */
  storedBytes: number
  /** the address an anonymous upload came from (kept after a claim: the daily budget counts it) */
  anonIp?: string | null
  createdAt: string
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: ReturnType<typeof createRepository>
  }
}

type Db = Omit<UploadRow, '_id' | 'variants' | 'quarantined'> & { id: string; variants: unknown; quarantined: unknown }

function toRow (r: Db): UploadRow {
  const { id, ...rest } = r
  return {
    ...rest,
    _id: id,
    size: Number(r.size),
    storedBytes: Number(r.storedBytes ?? 0),
    quarantined: Boolean(Number(r.quarantined)),
    variants: parseJson<string[]>(r.variants, [])
  }
}

function createRepository (app: FastifyInstance) {
  const knex = app.knex
  return {
    async insert (u: Omit<UploadRow, '_id' | 'createdAt'>): Promise<UploadRow> {
      const row = { id: newId(), createdAt: nowIso(), ...u, variants: JSON.stringify(u.variants), quarantined: u.quarantined ? 1 : 0 }
      await knex('uploads').insert(row)
      return { ...u, _id: row.id, createdAt: row.createdAt }
    },
    async findByName (name: string): Promise<UploadRow | null> {
      const r = await knex<Db>('uploads').where({ name }).first()
      return r ? toRow(r) : null
    },
    async findByStems (stems: string[]): Promise<UploadRow[]> {
      if (stems.length === 0) return []
      const rows = await knex<Db>('uploads').where((w) => {
        for (const s of stems) w.orWhere('name', 'like', `${s}.%`)
      })
      return rows.map(toRow)
    },
    async olderThan (iso: string, quarantined: boolean): Promise<UploadRow[]> {
      return (await knex<Db>('uploads').where('createdAt', '<', iso).where('quarantined', quarantined ? 1 : 0)).map(toRow)
    },
    /**
     * A public submission claims a quarantined file: true when this call took it, false when it was
     * claimed already (by another submission, perhaps at the same moment). One conditional update,
     * so two submissions can never both take one CV. `db`: the submission's transaction, so the file is
     * taken only if the submission is stored.
     */
    async claimOnce (id: string, kind: string, db: Knex = knex): Promise<boolean> {
      return await db('uploads').where({ id, quarantined: 1 }).update({ quarantined: 0, kind }) === 1
    },
    /** Bytes uploaded anonymously since `since` (claimed or not), from one address or from all. */
    async anonymousBytesSince (since: string, ip?: string): Promise<number> {
      const q = knex('uploads').where('createdAt', '>=', since).whereNotNull('anonIp')
      if (ip !== undefined) q.where('anonIp', ip)
      return sumOf(q, 'storedBytes')
    },
    /** Uploads a submission took (the record says so) that are still in the quarantine area: not yet moved. */
    async takenInQuarantine (): Promise<UploadRow[]> {
      return (await knex<Db>('uploads').where({ area: 'quarantine', quarantined: 0 }).orderBy('createdAt')).map(toRow)
    },
    /** A create named it: it leaves quarantine (and may change area, e.g. to public). */
    async claim (id: string, area: Area, kind: string): Promise<void> {
      await knex('uploads').where({ id }).update({ quarantined: 0, area, kind })
    },
    /**
     * Image uploads that have a `<stem>.web.webp` variant but not `<stem>.<variant>.webp`: those
     * stored before that variant was made. Oldest first, `limit` at a time.
     */
    async missingVariant (variant: string, limit: number, skip: string[] = []): Promise<UploadRow[]> {
      const q = knex<Db>('uploads')
        .where('variants', 'like', '%.web.webp%')
        .andWhere('variants', 'not like', `%.${variant}.webp%`)
        .orderBy('createdAt').orderBy('id').limit(limit)
      if (skip.length) q.whereNotIn('id', skip)
      return (await q).map(toRow)
    },
    /** Records a variant made after the upload (and its bytes, which the quarantine quota counts). */
    async addVariant (id: string, name: string, bytes: number): Promise<void> {
      const row = await knex<Db>('uploads').where({ id }).first()
      if (!row) return
      const variants = parseJson<string[]>(row.variants, [])
      if (variants.includes(name)) return
      await knex('uploads').where({ id }).update({
        variants: JSON.stringify([...variants, name]),
        storedBytes: Number(row.storedBytes ?? 0) + bytes
      })
    },
    async quarantinedBytes (): Promise<number> {
      return sumOf(knex('uploads').where('quarantined', 1), 'storedBytes')
    },
    async remove (id: string): Promise<void> {
      await knex('uploads').where({ id }).delete()
    },
    async count (): Promise<number> {
      const n = await countOf(knex('uploads'))
      return Number(n)
    }
  }
}

export default fp(async (app) => {
  app.decorate('uploadsRepository', createRepository(app))
}, { name: 'uploads-repository', dependencies: ['knex'] })
