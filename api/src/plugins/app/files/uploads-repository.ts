import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { parseJson } from '../../../db/index.js'
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
  createdAt: string
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadsRepository: ReturnType<typeof createRepository>
  }
}

type Db = Omit<UploadRow, '_id' | 'variants'> & { id: string; variants: unknown }

function toRow (r: Db): UploadRow {
  return { ...r, _id: r.id, size: Number(r.size), variants: parseJson<string[]>(r.variants, []) }
}

function createRepository (app: FastifyInstance) {
  const knex = app.knex
  return {
    async insert (u: Omit<UploadRow, '_id' | 'createdAt'>): Promise<UploadRow> {
      const row = { id: newId(), createdAt: nowIso(), ...u, variants: JSON.stringify(u.variants) }
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
    async olderThan (iso: string): Promise<UploadRow[]> {
      return (await knex<Db>('uploads').where('createdAt', '<', iso)).map(toRow)
    },
    async remove (id: string): Promise<void> {
      await knex('uploads').where({ id }).delete()
    },
    async count (): Promise<number> {
      const [{ n }] = await knex('uploads').count({ n: '*' }) as Array<{ n: number | string }>
      return Number(n)
    }
  }
}

export default fp(async (app) => {
  app.decorate('uploadsRepository', createRepository(app))
}, { name: 'uploads-repository', dependencies: ['knex'] })
