import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    publishing: ReturnType<typeof createPublishing>
  }
}

/** Each table with drafts and schedules, and the public-cache tags of what it shows. */
const TABLES: Array<{ table: string; tags: string[]; itemTag?: string }> = [
  { table: 'news', tags: ['news'], itemTag: 'news' },
  { table: 'notices', tags: ['notices'] },
  { table: 'events', tags: ['events'] },
  { table: 'women_events', tags: ['women-events'] },
  { table: 'pages', tags: ['pages'] }
]

/** How often the scheduled-publishing job looks for items that have come due. */
export const PUBLISH_CHECK_MS = 30_000

/**
 * A scheduled item goes public with nobody acting: nothing is written at its `publishAt`, so no
 * write invalidates the public cache. This job finds the items whose `publishAt` passed since it
 * last looked and invalidates their tags on every instance (`cacheTags` publishes through Redis),
 * so a cached list without them is dropped within one interval of their time.
 */
function createPublishing (app: FastifyInstance) {
  // An instance that has not looked yet also covers the hour before it started: the instance that
  // used to run the job may have died before handling an item due then. Invalidating more is harmless.
  let since = new Date(Date.now() - 60 * 60_000)
  /** what else runs after each look (subscribers hear of the items that came due: issue 33) */
  const after: Array<(now: Date) => Promise<unknown>> = []
  return {
    afterRun (run: (now: Date) => Promise<unknown>): void {
      after.push(run)
    },
    /** Invalidates the tags of every item due in (since, now]; returns the tags it invalidated. */
    async publishDue (now: Date = new Date()): Promise<string[]> {
      const from = since.toISOString()
      const to = now.toISOString()
      const tags = new Set<string>()
      for (const t of TABLES) {
        const rows = await app.knex<{ id: string; status: string; publishAt: string }>(t.table).select('id')
          .where('status', 'published').andWhere('publishAt', '>', from).andWhere('publishAt', '<=', to)
        if (rows.length === 0) continue
        for (const tag of t.tags) tags.add(tag)
        if (t.itemTag) for (const r of rows) tags.add(`${t.itemTag}/${String(r.id)}`)
      }
      since = now
      app.cacheTags.invalidate([...tags])
      if (tags.size > 0) app.log.info({ tags: [...tags] }, 'scheduled items came due: public cache invalidated')
      for (const run of after) await run(now)
      return [...tags]
    }
  }
}

export default fp(async (app) => {
  const publishing = createPublishing(app)
  app.decorate('publishing', publishing)
  app.jobs.every('scheduled-publishing', app.config.publishCheckMs ?? PUBLISH_CHECK_MS, () => publishing.publishDue())
}, { name: 'publishing', dependencies: ['knex', 'jobs', 'public-cache'] })
