import { createHmac } from 'node:crypto'
import os from 'node:os'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { nowIso } from '../../lib/ids.js'

declare module 'fastify' {
  interface FastifyInstance {
    instances: ReturnType<typeof createInstances>
  }
}

/** An instance not seen for this long is taken for gone. */
export const LIVE_MS = 30_000
const HEARTBEAT_MS = 10_000

interface InstanceRow { id: string; host: string; startedAt: string; lastSeenAt: string; secretHash: string; secretGenerated: unknown }

/** A fingerprint of the token secret: equal for equal secrets, and says nothing about the secret itself. */
export function secretFingerprint (secret: string): string {
  return createHmac('sha256', secret).update('school-site instance check').digest('hex').slice(0, 32)
}

/**
 * Every running API instance has a row in `instances`, refreshed every 10 s and removed on a
 * clean stop. At start an instance refuses to run beside a live one that signs tokens with
 * another secret (tokens from one would be refused by the other), and a generated secret
 * (JWT_SECRET unset) is refused whenever another instance on another host is live: several
 * instances need one JWT_SECRET, set on all of them.
 */
function createInstances (app: FastifyInstance) {
  const knex = app.knex
  const { instanceId: id, jwtSecret, jwtSecretGenerated } = app.config
  const host = os.hostname()
  const hash = secretFingerprint(jwtSecret)
  let timer: NodeJS.Timeout | null = null
  let draining = false

  return {
    id,
    get draining (): boolean { return draining },

    /** Checks the other live instances, then registers this one. Called after migrations (setup.ts). */
    async start (now = new Date()): Promise<void> {
      const since = new Date(now.getTime() - LIVE_MS).toISOString()
      // rows of instances that died without a clean stop are forgotten after a day
      await knex('instances').where('lastSeenAt', '<', new Date(now.getTime() - 86_400_000).toISOString()).delete()
      const live = await knex<InstanceRow>('instances').where('lastSeenAt', '>=', since).whereNot({ id })
      for (const other of live) {
        const where = `instance ${other.id} (host ${other.host}, last seen ${other.lastSeenAt})`
        if (other.secretHash !== hash) {
          throw new Error(jwtSecretGenerated
            ? `JWT_SECRET is not set, and ${where} signs tokens with another secret on this database. Every instance must share one JWT_SECRET: set the same value on all of them.`
            : `JWT_SECRET differs from the one ${where} signs tokens with on this database. Every instance must share one JWT_SECRET: set the same value on all of them.`)
        }
        if (jwtSecretGenerated && other.host !== host) {
          throw new Error(`JWT_SECRET is not set (this instance would use the secret generated in DATA_DIR/jwt-secret), and ${where} is running on this database. ` +
            'A generated secret is for one instance only: set the same JWT_SECRET on every instance.')
        }
      }
      const row = { id, host, startedAt: now.toISOString(), lastSeenAt: now.toISOString(), secretHash: hash, secretGenerated: jwtSecretGenerated ? 1 : 0 }
      await knex('instances').insert(row).onConflict('id').merge()
      if (app.config.backgroundJobs && !timer) {
        timer = setInterval(() => {
          knex('instances').where({ id }).update({ lastSeenAt: nowIso() }).catch((err: Error) => app.log.warn({ err }, 'instance heartbeat failed'))
        }, HEARTBEAT_MS)
        timer.unref()
      }
    },

    /** The instances seen in the last 30 s. */
    async live (now = new Date()): Promise<Array<{ id: string; host: string; startedAt: string; lastSeenAt: string }>> {
      const rows = await knex<InstanceRow>('instances').where('lastSeenAt', '>=', new Date(now.getTime() - LIVE_MS).toISOString()).orderBy('startedAt')
      return rows.map(({ id, host, startedAt, lastSeenAt }) => ({ id, host, startedAt, lastSeenAt }))
    },

    /** SIGTERM: /api/health answers 503 from now on, so a proxy stops sending before the server closes. */
    drain (): void {
      draining = true
    },

    async stop (): Promise<void> {
      if (timer) clearInterval(timer)
      timer = null
      await knex('instances').where({ id }).delete().catch(() => 0)
    }
  }
}

export default fp(async (app) => {
  const instances = createInstances(app)
  app.decorate('instances', instances)
  app.addHook('onClose', async () => instances.stop())

  // For load balancers and health checks: 200 while this instance can serve (database answers,
  // not shutting down), 503 otherwise.
  app.route({ ...endpointRoute(app, E.health), handler: async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (instances.draining) return reply.code(503).send({ message: 'Shutting down' })
    try {
      await app.knex.raw('select 1')
    } catch {
      return reply.code(503).send({ message: 'Database unavailable' })
    }
    return { status: 'ok' as const }
  } })
}, { name: 'instances', dependencies: ['config', 'knex'] })
