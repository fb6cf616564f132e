import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: ReturnType<typeof createJobs>
  }
}

/** How often each instance asks for a job's lease; a job runs at most once per its own interval. */
const MAX_TICK_MS = 60_000

/**
 * Periodic work that must run once per interval across every instance (upload clean-up,
 * scheduled publishing), through a lease row in `job_leases`: the first instance whose
 * conditional UPDATE moves `leaseUntil` forward runs the job; the others see 0 rows changed
 * and skip it. Works the same on SQLite and MySQL, and needs no Redis.
 */
export function createJobs (app: FastifyInstance) {
  const knex = app.knex
  const me = app.config.instanceId
  const timers = new Set<NodeJS.Timeout>()

  /** Takes the job's lease for `ms` when nobody holds it; true when this instance should run it now. */
  async function tryLease (name: string, ms: number, now = new Date()): Promise<boolean> {
    await knex('job_leases').insert({ name, holder: '', leaseUntil: '' }).onConflict('name').ignore()
    const changed = await knex('job_leases')
      .where({ name }).andWhere('leaseUntil', '<=', now.toISOString())
      .update({ holder: me, leaseUntil: new Date(now.getTime() + ms).toISOString(), lastRunAt: now.toISOString() })
    return Number(changed) === 1
  }

  return {
    tryLease,
    /**
     * Runs `run` about once per `everyMs` on whichever instance takes the lease first, the first
     * time no sooner than `everyMs` (or `firstAfterMs`) after start (as a plain timer did). Only when background jobs
     * are on (tests call the jobs themselves).
     */
    every (name: string, everyMs: number, run: () => Promise<unknown>, opts: { firstAfterMs?: number } = {}): void {
      if (!app.config.backgroundJobs) return
      const tick = async () => {
        try {
          if (await tryLease(name, everyMs)) await run()
        } catch (err) {
          app.log.warn({ err }, `job ${name} failed`)
        }
      }
      const first = setTimeout(() => {
        timers.delete(first)
        void tick()
        const timer = setInterval(() => { void tick() }, Math.min(everyMs, MAX_TICK_MS))
        timer.unref()
        timers.add(timer)
      }, opts.firstAfterMs ?? everyMs)
      first.unref()
      timers.add(first)
    },
    stop (): void {
      for (const t of timers) clearTimeout(t)
      timers.clear()
    }
  }
}

export default fp(async (app) => {
  const jobs = createJobs(app)
  app.decorate('jobs', jobs)
  app.addHook('onClose', async () => jobs.stop())
}, { name: 'jobs', dependencies: ['config', 'knex'] })
