/**
 * Two kinds of time live in this API:
 * - calendar days (event `date`, notice `date`, women's `startDate`/`endDate`, career `applyBefore`),
 *   stored and answered as `YYYY-MM-DD`: the same day for every reader, whatever their time zone;
 * - instants (`createdAt`, `updatedAt`), stored and answered as ISO strings in UTC.
 * "Today", and an instant sent where a day is expected, are read in the school's zone (TIME_ZONE).
 */

export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu'

/** True when the runtime knows the IANA zone name. */
export function isTimeZone (zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayInZone (instant: Date | number, zone: string): string {
  let f = formatters.get(zone)
  if (!f) {
    // en-CA formats as YYYY-MM-DD
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(zone, f)
  }
  return f.format(instant)
}

const clockFormats = new Map<string, Intl.DateTimeFormat>()

/** An instant as `YYYY-MM-DD HH:mm` on the zone's clock (the CSV's times, issue 38). */
export function dateTimeInZone (instant: Date | number, zone: string): string {
  let f = clockFormats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clockFormats.set(zone, f)
  }
  return `${dayInZone(instant, zone)} ${f.format(instant)}`
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** How far `zone` is ahead of UTC at an instant, in minutes (NaN for a zone the runtime does not know). */
export function utcOffsetMinutes (instant: number, zone: string): number {
  let f = offsetFormats.get(zone)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    } catch {
      return Number.NaN
    }
    offsetFormats.set(zone, f)
  }
  const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? ''
  const m = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name)
  if (!m) return Number.NaN
  return m[1] === undefined ? 0 : (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]))
}

/** A span of time in which a zone keeps one offset from UTC. */
export interface SteadyOffset { minutes: number, from: number, to: number }

const WEEK_MS = 7 * 86_400_000
const SPAN_START = Date.UTC(2000, 0, 1)
const SPAN_END = Date.UTC(2100, 0, 1)
const steadyOffsets = new Map<string, SteadyOffset | null>()

/**
 * The span around `now` (sampled each week, from 2000 to 2100) in which `zone` keeps the offset it has
 * now: the whole span for a zone without daylight saving (Asia/Kathmandu: +05:45), the current season
 * for one with it. The public pages get it with their runtime config, so a browser shows an instant in
 * the school's zone by adding the offset, without building an Intl.DateTimeFormat for the zone (its
 * first one costs a phone about 80 ms, in the middle of hydration: issue 12's TBT). Outside the span
 * they use Intl as before. Worked out again once `now` is past the span's end.
 */
export function steadyOffset (zone: string, now = Date.now()): SteadyOffset | null {
  const known = steadyOffsets.get(zone)
  if (known !== undefined && (known === null || (now >= known.from && now <= known.to))) return known
  const minutes = utcOffsetMinutes(now, zone)
  let found: SteadyOffset | null = null
  if (!Number.isNaN(minutes) && now >= SPAN_START && now <= SPAN_END) {
    let from = now
    while (from - WEEK_MS >= SPAN_START && utcOffsetMinutes(from - WEEK_MS, zone) === minutes) from -= WEEK_MS
    let to = now
    while (to + WEEK_MS <= SPAN_END && utcOffsetMinutes(to + WEEK_MS, zone) === minutes) to += WEEK_MS
    found = { minutes, from, to }
  }
  steadyOffsets.set(zone, found)
  return found
}

/** The last answer of `todayIn` per zone, reused within the same second (Intl formatting costs about 1 µs). */
const lastToday = new Map<string, { second: number; day: string }>()

/** Today in the school's zone, as YYYY-MM-DD. */
export function todayIn (zone: string, now?: Date): string {
  if (now) return dayInZone(now, zone)
  const ms = Date.now()
  const second = Math.floor(ms / 1000)
  const last = lastToday.get(zone)
  if (last?.second === second) return last.day
  const day = dayInZone(ms, zone)
  lastToday.set(zone, { second, day })
  return day
}

/** '2026-1-5' → '2026-01-05'; null when not a real date. */
function plainDay (y: number, mo: number, d: number): string | null {
  const dt = new Date(Date.UTC(y, mo - 1, d))
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

const DAY_THEN_REST = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i

/**
 * A calendar day from what a client sent:
 * - `YYYY-MM-DD` (or `YYYY-M-D`) is that day;
 * - an ISO instant with `Z` or an offset (older clients send the picked local midnight with
 *   `toISOString()`, e.g. `2026-11-14T18:15:00.000Z` for 15 Nov in Kathmandu) is the day it
 *   falls on in the school's zone;
 * - a date-time without an offset is a wall-clock time, so its date part is the day.
 * Null when it is not a real date.
 */
export function toCalendarDay (value: string, zone: string): string | null {
  const m = DAY_THEN_REST.exec(value.trim())
  if (!m) return null
  const day = plainDay(Number(m[1]), Number(m[2]), Number(m[3]))
  if (!day) return null
  const rest = m[4]!
  if (rest === '') return day
  if (!/^[T ]\d{1,2}:\d{2}/.test(rest)) return null
  if (!HAS_OFFSET.test(rest)) return day
  const t = Date.parse(day + rest.replace(/^ /, 'T'))
  return Number.isNaN(t) ? null : dayInZone(t, zone)
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** Also accepts the DD-MMM-YYYY shown in the career edit form ('15-Dec-2026'). */
export function toLooseCalendarDay (value: string, zone: string): string | null {
  const m = /^(\d{1,2})[- ]([A-Za-z]{3})[A-Za-z]*[- ,]+(\d{4})$/.exec(value.trim())
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase())
    if (month < 0) return null
    return plainDay(Number(m[3]), month + 1, Number(m[1]))
  }
  return toCalendarDay(value, zone)
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween (from: string, to: string): number {
  return Math.round((Date.parse(to + 'T00:00:00Z') - Date.parse(from + 'T00:00:00Z')) / 86_400_000)
}

/** YYYY-MM-DD plus `days`. */
export function addDays (day: string, days: number): string {
  const d = new Date(day + 'T00:00:00Z')
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const clocks = new Map<string, Intl.DateTimeFormat>()

/** How far `zone`'s wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset (instant: number, zone: string): number {
  let f = clocks.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit'
    })
    clocks.set(zone, f)
  }
  const part = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(instant / 1000) * 1000
}

/** The instant (ISO, UTC) at which a calendar day (YYYY-MM-DD) begins in `zone`: '2026-11-24' in Kathmandu → '2026-11-23T18:15:00.000Z'. */
export function startOfDayIn (day: string, zone: string): string {
  const [y, m, d] = day.split('-').map(Number)
  const wall = Date.UTC(y!, m! - 1, d!)
  // the offset at the first guess, then at the answer itself, in case a clock change lies between
  const first = wall - zoneOffset(wall, zone)
  return new Date(wall - zoneOffset(first, zone)).toISOString()
}
