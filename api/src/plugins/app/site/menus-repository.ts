import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { parseJson } from '../../../db/index.js'
import { nowIso } from '../../../lib/ids.js'
import type { Menus, Site } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    menusRepository: ReturnType<typeof createRepository>
  }
}

export const emptyMenus = (): Menus => ({ header: [], footer: { useful: [], external: [] } })

function createRepository (app: FastifyInstance) {
  return {
    async get (site: Site): Promise<Menus> {
      const row = await app.knex('site_menus').where({ site }).first() as { data: unknown } | undefined
      return row ? parseJson<Menus>(row.data, emptyMenus()) : emptyMenus()
    },
    async put (site: Site, menus: Menus): Promise<Menus> {
      const values = { data: JSON.stringify(menus), updatedAt: nowIso() }
      await app.knex.transaction(async (trx) => {
        const n = await trx('site_menus').where({ site }).update(values)
        if (n === 0) await trx('site_menus').insert({ site, ...values })
      })
      return menus
    }
  }
}

export default fp(async (app) => {
  app.decorate('menusRepository', createRepository(app))
}, { name: 'menus-repository', dependencies: ['knex'] })
