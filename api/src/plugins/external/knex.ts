import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { createKnex } from '../../db/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
  }
}

export default fp(async (app) => {
  const knex = createKnex(app.config)
  app.decorate('knex', knex)
  app.addHook('onClose', async () => { await knex.destroy() })
}, { name: 'knex', dependencies: ['config'] })
