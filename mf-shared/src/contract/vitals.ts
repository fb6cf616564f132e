import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'
import { Site } from './settings.ts'
import { CONNECTION_TYPES } from './vitals-report.ts'

/*
 * Real-user monitoring (issue 36, item 4): what a visitor's browser reports of a page's Core Web Vitals
 * (`POST /api/vitals`), and what the console's 'Site speed' panel reads back (`GET /api/dashboard/vitals`).
 * The API keeps daily histograms, never a beacon: the fixed buckets below are its rows' `bucket`.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type VitalMetric = typeof VITAL_METRICS[number]
export const VitalMetric = StringEnum(VITAL_METRICS)

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const
export type VitalRating = typeof VITAL_RATINGS[number]
export const VitalRating = StringEnum(VITAL_RATINGS)

export type ConnectionType = typeof CONNECTION_TYPES[number]
export const ConnectionType = StringEnum(CONNECTION_TYPES)

/** Google's thresholds (web.dev): good up to the first, poor above the second; ms, CLS unitless. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800]
}

/** How a value rates by Google's thresholds. */
export function vitalRating (metric: VitalMetric, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** `from` to `to` by `step`, rounded (so 0.1 steps stay 0.1, 0.2, …). */
const steps = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000)

const LOADING_EDGES = [...steps(100, 5000, 100), ...steps(5250, 10000, 250), 12000, 15000, 20000, 30000, 60000]

/**
 * Each metric's histogram: bucket i holds the values in (edges[i-1], edges[i]]; the last bucket
 * (index edges.length) holds what is above the last edge. Fine where the thresholds are, coarse far past them.
 */
export const VITAL_BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  LCP: LOADING_EDGES,
  FCP: LOADING_EDGES,
  TTFB: LOADING_EDGES,
  INP: [...steps(10, 600, 10), ...steps(625, 1000, 25), ...steps(1100, 3000, 100), 5000, 10000],
  CLS: [...steps(0.01, 0.5, 0.01), ...steps(0.55, 1, 0.05), 1.5, 2, 5]
}

/** The bucket a value falls in. */
export function vitalBucket (metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKET_EDGES[metric]
  const i = edges.findIndex((edge) => value <= edge)
  return i === -1 ? edges.length : i
}

/**
 * The 75th percentile of a histogram (`counts[bucket]`, sparse): the upper edge of the bucket that holds
 * it, so the p75 shown is at most one bucket above the true one (the last bucket: its lower edge).
 * Null when there is no sample.
 */
export function histogramP75 (metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const edges = VITAL_BUCKET_EDGES[metric]
  const total = [...counts.values()].reduce((a, b) => a + b, 0)
  if (total === 0) return null
  const rank = Math.ceil(total * 0.75)
  let seen = 0
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!
    if (seen >= rank) return edges[Math.min(bucket, edges.length - 1)]!
  }
  return edges[edges.length - 1]!
}

/** POST /api/vitals: one metric of one page view, as the shell's reporter sends it (at most 1 KB). */
export const VitalBeacon = Type.Object({
  /** the route pattern (`/news/:id`), never the URL */
  page: Type.String({ minLength: 1, maxLength: 100 }),
  site: Site,
  lang: StringEnum(['en', 'ne'] as const),
  metric: VitalMetric,
  /** ms; CLS unitless */
  value: Type.Number({ minimum: 0, maximum: 600_000 }),
  rating: VitalRating,
  effectiveType: ConnectionType,
  saveData: Type.Boolean(),
  /** GB, as `navigator.deviceMemory` rounds it (Chromium only) */
  deviceMemory: Type.Optional(Type.Number({ minimum: 0, maximum: 1024 }))
})
export type VitalBeacon = Static<typeof VitalBeacon>

export const VITALS_DAYS = [7, 28] as const

/** GET /api/dashboard/vitals */
export const VitalsQuery = Type.Object({
  site: Site,
  days: Type.Union([Type.Literal(7), Type.Literal(28)], { default: 7 })
})
export type VitalsQuery = Static<typeof VitalsQuery>

/** One metric's p75 over a set of samples, and how it rates; p75 null when there is none. */
export const VitalStat = Type.Object({
  metric: VitalMetric,
  samples: Type.Integer(),
  p75: Type.Union([Type.Number(), Type.Null()]),
  rating: Type.Union([VitalRating, Type.Null()])
})
export type VitalStat = Static<typeof VitalStat>

/** The 'Site speed' panel's data: each metric's p75 over all pages, per page template, per day, per connection type. */
export const VitalsSummary = Type.Object({
  site: Site,
  days: Type.Integer(),
  /** the first and last day counted, YYYY-MM-DD in the school's zone */
  from: Type.String(),
  to: Type.String(),
  overall: Type.Array(VitalStat),
  pages: Type.Array(Type.Object({ page: Type.String(), metrics: Type.Array(VitalStat) })),
  /** every day of the span, oldest first, with each metric's p75 that day */
  trend: Type.Array(Type.Object({ day: Type.String(), metrics: Type.Array(VitalStat) })),
  connections: Type.Array(Type.Object({ effectiveType: ConnectionType, metrics: Type.Array(VitalStat) }))
})
export type VitalsSummary = Static<typeof VitalsSummary>
