import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import {
  CONNECTION_TYPES, histogramP75, VITAL_METRICS, vitalBucket, vitalRating,
  type ConnectionType, type Site, type VitalBeacon, type VitalMetric, type VitalStat, type VitalsSummary
} from '@school/shared/contract'
import { addDays } from '../../../lib/dates.js'

declare module 'fastify' {
  interface FastifyInstance {
    vitalsRepository: ReturnType<typeof createRepository>
  }
}

const TABLE = 'web_vitals'

/** Summed bucket counts (`metric`, `bucket`, `hits`), by whatever else the query grouped them (`key`); mysql2 answers sums as strings. */
type BucketRow = Record<string, unknown>

/** Each group's histogram per metric: key → metric → bucket → hits. */
type Histograms = Map<string, Map<VitalMetric, Map<number, number>>>

function histograms (rows: BucketRow[]): Histograms {
  const out: Histograms = new Map()
  for (const row of rows) {
    const metric = VITAL_METRICS.find((m) => m === row.metric)
    if (!metric) continue
    const key = String(row.key)
    const byMetric = out.get(key) ?? new Map<VitalMetric, Map<number, number>>()
    out.set(key, byMetric)
    const counts = byMetric.get(metric) ?? new Map<number, number>()
    byMetric.set(metric, counts)
    counts.set(Number(row.bucket), (counts.get(Number(row.bucket)) ?? 0) + Number(row.hits))
  }
  return out
}

/** Every metric's p75 and rating from a group's histograms (a metric without samples: nulls). */
function stats (byMetric: Map<VitalMetric, Map<number, number>> | undefined): VitalStat[] {
  return VITAL_METRICS.map((metric) => {
    const counts = byMetric?.get(metric) ?? new Map<number, number>()
    const p75 = histogramP75(metric, counts)
    const samples = [...counts.values()].reduce((a, b) => a + b, 0)
    return { metric, samples, p75, rating: p75 === null ? null : vitalRating(metric, p75) }
  })
}

function createRepository (app: FastifyInstance) {
  const knex = app.knex

  /** The summed histograms of a site's days from..to, grouped by `column` (or not at all). */
  async function grouped (site: Site, from: string, to: string, column: 'page' | 'day' | 'connection' | null): Promise<Histograms> {
    const query = knex(TABLE).where({ site }).andWhere('day', '>=', from).andWhere('day', '<=', to)
      .select('metric', 'bucket').sum({ hits: 'hits' }).groupBy('metric', 'bucket')
    if (column) query.select({ key: column }).groupBy(column)
    else query.select(knex.raw("'' as ??", ['key']))
    const rows: BucketRow[] = await query
    return histograms(rows)
  }

  return {
    /** Counts one beacon in its day's bucket: one upsert, the row made at the first. */
    async record (beacon: VitalBeacon, day: string): Promise<void> {
      const row = { day, site: beacon.site, page: beacon.page, metric: beacon.metric, connection: beacon.effectiveType, bucket: vitalBucket(beacon.metric, beacon.value), hits: 1 }
      await knex(TABLE).insert(row)
        .onConflict(['day', 'site', 'page', 'metric', 'connection', 'bucket'])
        .merge({ hits: knex.raw('?? + 1', [`${TABLE}.hits`]) })
    },

    /** The site-speed panel's figures for a site's `days` days up to `today` (both counted). */
    async summary (site: Site, days: number, today: string): Promise<VitalsSummary> {
      const from = addDays(today, 1 - days)
      const [all, pages, byDay, connections] = await Promise.all([
        grouped(site, from, today, null), grouped(site, from, today, 'page'),
        grouped(site, from, today, 'day'), grouped(site, from, today, 'connection')
      ])
      const sampled = (metrics: VitalStat[]) => metrics.some((m) => m.samples > 0)
      return {
        site,
        days,
        from,
        to: today,
        overall: stats(all.get('')),
        pages: [...pages.keys()].sort().map((page) => ({ page, metrics: stats(pages.get(page)) })),
        trend: Array.from({ length: days }, (_, i) => addDays(from, i)).map((day) => ({ day, metrics: stats(byDay.get(day)) })),
        connections: CONNECTION_TYPES.map((effectiveType: ConnectionType) => ({ effectiveType, metrics: stats(connections.get(effectiveType)) }))
          .filter((c) => sampled(c.metrics))
      }
    },

    /** Drops the days before `day`: the panel reads 28 at most. */
    async pruneBefore (day: string): Promise<number> {
      return Number(await knex(TABLE).where('day', '<', day).delete())
    }
  }
}

export default fp(async (app) => {
  app.decorate('vitalsRepository', createRepository(app))
}, { name: 'vitals-repository', dependencies: ['knex'] })
