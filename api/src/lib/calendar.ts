import ical from 'ical-generator'
import type { SchoolEvent, SiteKey, WomenEvent } from '@school/shared/contract'
import { bsDayOf } from './bikram-sambat.js'
import { addDays, startOfDayIn } from './dates.js'
import { plainText } from './page-head.js'

/*
 * Events as iCalendar (RFC 5545, issue 33 item 4), written by ical-generator: the feeds
 * `/events.ics` and `/events/:site.ics`, and one event's file for the 'Add to calendar' button.
 * An event without a start time is all-day (DTSTART;VALUE=DATE, DTEND the day after its last day);
 * a one-day event with a start time (HH:mm on the school's clock) is timed, written in UTC, and
 * lasts TIMED_EVENT_MINUTES (events have no end time). A women's-centre event over several days is
 * all-day over them.
 */

/** How long a timed event lasts in a calendar: the events have a start time but no end time. */
export const TIMED_EVENT_MINUTES = 60

/** One event of either site, as a calendar and its page see it. */
export interface CalendarEntry {
  id: string
  site: SiteKey
  title: string
  description: string
  /** the Nepali title and description, where the event has them (its page on /ne) */
  titleNe?: string
  descriptionNe?: string
  venue?: string
  image?: string
  /** first day, YYYY-MM-DD */
  first: string
  /** last day, included */
  last: string
  /** HH:mm on the school's clock */
  startTime?: string
  createdAt: string
}

/** When an entry happens: whole days, or an instant and its end (ISO, UTC). */
export type Schedule =
  | { allDay: true; start: string; endExclusive: string }
  | { allDay: false; start: string; end: string }

export function schoolEntry (e: SchoolEvent): CalendarEntry {
  return { id: e._id, site: 'school', title: e.title, description: e.description, titleNe: e.titleNe, descriptionNe: e.descriptionNe, venue: e.venue, image: e.image || undefined, first: e.date, last: e.date, startTime: e.startTime, createdAt: e.createdAt }
}

/** A women's-centre event: its end day is its last day, except a one-day event's (stored as the day after, SPEC §5 wants end > start). */
export function womenEntry (e: WomenEvent): CalendarEntry {
  const oneDay = addDays(e.startDate, 1) === e.endDate
  return { id: e._id, site: 'women', title: e.title, description: e.description, titleNe: e.titleNe, descriptionNe: e.descriptionNe, venue: e.venue, first: e.startDate, last: oneDay ? e.startDate : e.endDate, startTime: e.startTime, createdAt: e.createdAt }
}

export function scheduleOf (entry: CalendarEntry, zone: string): Schedule {
  const time = entry.startTime && entry.first === entry.last ? /^(\d{2}):(\d{2})$/.exec(entry.startTime) : null
  if (!time) return { allDay: true, start: entry.first, endExclusive: addDays(entry.last, 1) }
  const start = Date.parse(startOfDayIn(entry.first, zone)) + (Number(time[1]) * 60 + Number(time[2])) * 60_000
  return { allDay: false, start: new Date(start).toISOString(), end: new Date(start + TIMED_EVENT_MINUTES * 60_000).toISOString() }
}

/** The event's days in Bikram Sambat: `2083-08-15 BS`, `2083-08-15 – 2083-08-18 BS`; '' outside the years known. */
export function bsDaysOf (entry: CalendarEntry): string {
  const first = bsDayOf(entry.first)
  const last = bsDayOf(entry.last)
  if (!first) return ''
  return entry.last !== entry.first && last ? `${first} – ${last} BS` : `${first} BS`
}

/** The path of an event's page on its site. */
export const eventPath = (entry: Pick<CalendarEntry, 'id'>) => `/events/${encodeURIComponent(entry.id)}`

interface CalendarOptions {
  /** the calendar's name, e.g. the site's name */
  name: string
  zone: string
  /** the origin of the events' site: each event's URL is its page there, and the host names its UIDs */
  origin: string
}

/** The calendar of the given events, as iCalendar text. */
export function calendarText (entries: CalendarEntry[], o: CalendarOptions): string {
  const host = new URL(o.origin).hostname
  const calendar = ical({
    name: o.name,
    prodId: { company: host, product: 'events', language: 'EN' },
    url: `${o.origin}/events`,
    // calendar apps refresh a subscription about hourly
    ttl: 3600
  })
  calendar.x('X-WR-TIMEZONE', o.zone)
  for (const entry of entries) {
    const schedule = scheduleOf(entry, o.zone)
    const bs = bsDaysOf(entry)
    calendar.createEvent({
      // stable per event: its site, its id and its site's host
      id: `${entry.site}-event-${entry.id}@${host}`,
      stamp: new Date(entry.createdAt),
      ...(schedule.allDay
        // ical-generator writes an all-day date from its UTC parts
        ? { allDay: true, start: new Date(`${schedule.start}T00:00:00Z`), end: new Date(`${schedule.endExclusive}T00:00:00Z`) }
        : { start: new Date(schedule.start), end: new Date(schedule.end) }),
      summary: bs ? `${entry.title} (${bs})` : entry.title,
      description: plainText(entry.description, 2000),
      ...(entry.venue ? { location: entry.venue } : {}),
      url: `${o.origin}${eventPath(entry)}`
    })
  }
  return calendar.toString()
}
