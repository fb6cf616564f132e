import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { parseJson } from '../../../db/index.js'
import { nowIso } from '../../../lib/ids.js'
import type { Site, SiteSettings } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    settingsRepository: ReturnType<typeof createRepository>
  }
}

/** What a site without a stored record answers: every field present and empty, so clients need no guards. */
export function emptySettings (): SiteSettings {
  return {
    name: '', shortName: '', motto: '', tagline: '', address: '', phones: [], email: '', social: {}, logo: '',
    colors: { primary: '', accent: '' }, seo: { title: '', description: '', keywords: '' }, ne: {}
  }
}

function createRepository (app: FastifyInstance) {
  const table = () => app.knex('site_settings')
  return {
    async get (site: Site): Promise<SiteSettings> {
      const row = await table().where({ site }).first() as { data: unknown } | undefined
      const stored = { ...emptySettings(), ...parseJson<Partial<SiteSettings>>(row?.data, {}) }
      // the women's centre's site is on unless the school's settings turn it off
      return site === 'school' ? { ...stored, women: { enabled: stored.women?.enabled !== false } } : stored
    },
    /** Stores the whole record (the route merges a PUT's fields into the current one first). */
    async put (site: Site, settings: SiteSettings): Promise<SiteSettings> {
      const values = { data: JSON.stringify(settings), updatedAt: nowIso() }
      await app.knex.transaction(async (trx) => {
        const n = await trx('site_settings').where({ site }).update(values)
        if (n === 0) await trx('site_settings').insert({ site, ...values })
      })
      return settings
    },
    async fileRefs (): Promise<unknown[]> {
      const rows = await table().select('data') as Array<{ data: unknown }>
      return rows.map((r) => parseJson<Partial<SiteSettings>>(r.data, {}).logo)
    }
  }
}

export default fp(async (app) => {
  const repo = createRepository(app)
  app.decorate('settingsRepository', repo)
  app.files.addRefSource(repo.fileRefs)
}, { name: 'settings-repository', dependencies: ['knex', 'files'] })
