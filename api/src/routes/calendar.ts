import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CONTENT_ENDPOINTS as E, type SiteKey } from '@school/shared/contract'
import { calendarText, schoolEntry, womenEntry, type CalendarEntry } from '../lib/calendar.js'
import { addDays, todayIn } from '../lib/dates.js'
import { endpointRoute } from '../lib/endpoints.js'
import { notFound } from '../lib/errors.js'
import { cachedRead } from '../lib/http.js'
import { siteOf } from '../lib/page-heads.js'
import { whereLive } from '../lib/publishing.js'
import { routePlugin } from '../lib/route-plugin.js'

/** A feed holds the events of the last RECENT_DAYS days and every later one, up to FEED_LIMIT. */
const RECENT_DAYS = 30
const FEED_LIMIT = 500
const SITES: readonly SiteKey[] = ['school', 'women']
const TAGS = { school: 'events', women: 'women-events' } as const
const READS = ['events', 'women-events', 'settings']

/**
 * The events as iCalendar (issue 33, item 4): `/events.ics` is the feed of the host's site (the school's
 * on the school's host, the women's centre's on its own), `/events/school.ics` and `/events/women.ics`
 * each site's from any host; `/api/events/:id.ics` and `/api/events/sub-domain/:id.ics` one published
 * event, for the 'Add to calendar' button. Only published events whose publishAt has passed are in them.
 * Kept in the public cache under the events' tags, so an edit shows on the next request, and cacheable
 * by browsers and proxies for ten minutes like /rss.xml.
 */
const calendar: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone

  async function feedEntries (site: SiteKey): Promise<CalendarEntry[]> {
    const from = addDays(todayIn(zone), -RECENT_DAYS)
    if (site === 'school') return (await app.eventsRepository.since(from, FEED_LIMIT)).map(schoolEntry)
    const live = whereLive()
    const rows = await app.womenEventsRepository.list({ limit: FEED_LIMIT }, (qb) => { qb.where('endDate', '>=', from); live(qb) })
    return rows.items.map(womenEntry).sort((a, b) => a.first.localeCompare(b.first))
  }

  async function send (request: FastifyRequest, reply: FastifyReply, site: SiteKey, key: string, entries: () => Promise<CalendarEntry[] | null>, fileName?: string) {
    const origin = app.origins.siteOrigin(site, request.publicOrigin)
    const text = await cachedRead(app, request, reply, `ics|${site}|${origin}|${todayIn(zone)}|${key}`, async () => {
      const items = await entries()
      if (items === null) return null
      const name = (await app.settingsRepository.get(site)).name
      return calendarText(items, { name: name ? `${name}: events` : 'Events', zone, origin })
    })
    if (text === null) throw notFound('Event not found')
    reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'public, max-age=600')
    if (fileName) reply.header('Content-Disposition', `attachment; filename="${fileName}"`)
    return reply.send(text)
  }

  app.route({
    ...endpointRoute(app, E.eventsFeed, { cache: { reads: READS } }),
    handler: (request, reply) => send(request, reply, siteOf(request), 'feed', () => feedEntries(siteOf(request)))
  })

  app.route({
    ...endpointRoute(app, E.siteEventsFeed, { cache: { reads: READS } }),
    handler: (request, reply) => {
      const site = SITES.find((s) => s === request.params.site)
      if (!site || (site === 'women' && !app.origins.womenEnabled)) throw notFound('There is no such calendar: ask for /events/school.ics or /events/women.ics')
      return send(request, reply, site, 'feed', () => feedEntries(site))
    }
  })

  app.route({
    ...endpointRoute(app, E.eventCalendar, { cache: { reads: [TAGS.school, `${TAGS.school}/{id}`, 'settings'] } }),
    handler: async (request, reply) => send(request, reply, 'school', `event|${request.params.id}`, async () => {
      const e = await app.eventsRepository.findLive(request.params.id)
      return e && [schoolEntry(e)]
    }, 'event.ics')
  })

  app.route({
    ...endpointRoute(app, E.womenEventCalendar, { cache: { reads: [TAGS.women, `${TAGS.women}/{id}`, 'settings'] } }),
    handler: async (request, reply) => send(request, reply, 'women', `event|${request.params.id}`, async () => {
      const e = await app.womenEventsRepository.findById(request.params.id, whereLive())
      return e && [womenEntry(e)]
    }, 'event.ics')
  })
}

export default routePlugin(calendar, 'calendar-routes', ['events-repository', 'settings-repository', 'origins'])
