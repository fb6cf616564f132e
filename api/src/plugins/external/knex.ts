import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { createKnex } from '../../db/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    knex: Knex
  }
}

export default fp(async (app) => {
  const knex = createKnex(app.config, {
    warn: (m) => app.log.warn(m),
    error: (m) => app.log.error(m),
    debug: (m) => app.log.debug(m)
  })
  app.decorate('knex', knex)
  app.addHook('onClose', async () => { await knex.destroy() })
}, { name: 'knex', dependencies: ['config'] })
