import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { daysBetween, todayIn, toCalendarDay } from '../../lib/dates.js'
import { badRequest } from '../../lib/errors.js'
import { sendPublicItem, sendPublicList } from '../../lib/http.js'
import { endpointRoute } from '../../lib/endpoints.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { publishingValues, whereLive } from '../../lib/publishing.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CONTENT_ENDPOINTS as E, CONTENT_RESOURCES as R, EVENT_DETAIL_FIELDS, UPCOMING_EVENTS } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'
import { bodyValues } from '../../lib/sanitize.js'

const MAX_DAYS = 20

/**
 * SPEC §5, women's-centre event form, on calendar days: both dates, the end day strictly
 * after the start day, at most 20 days apart. Instants from older clients become the day
 * they fall on in the school's zone.
 */
export function checkWomenEventDates (start: string | undefined, end: string | undefined, zone: string): { startDate: string; endDate: string } {
  if (!start?.trim() || !end?.trim()) throw badRequest('Please enter both start and end dates.')
  const s = toCalendarDay(start, zone)
  const e = toCalendarDay(end, zone)
  if (s === null || e === null) throw badRequest('Please enter both start and end dates.')
  const days = daysBetween(s, e)
  if (days <= 0) throw badRequest('End date must be after the start date.')
  if (days > MAX_DAYS) throw badRequest('Event duration cannot exceed 20 days.')
  return { startDate: s, endDate: e }
}

/** The optional start time and venue a body gives (issue 38): only those it names, '' stored as none. */
export function eventDetailValues (body: Partial<Record<string, unknown>>): Record<string, string | null> {
  return nepaliValues(body, EVENT_DETAIL_FIELDS, (_, value) => value.trim())
}

const events: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, E.upcomingEvents, { cache: { reads: ['events'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming({ limit: UPCOMING_EVENTS }), () => todayIn(app.config.timeZone))
  })

  app.route({
    ...endpointRoute(app, E.listUpcomingEvents, { cache: { reads: ['events'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming(request.query), () => todayIn(app.config.timeZone))
  })

  // an event's page (issue 33): published events only, a draft or a scheduled one is not found
  app.route({
    ...endpointRoute(app, E.getEvent, { cache: { reads: ['events', 'events/{id}'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.eventsRepository.findLive(request.params.id), 'Event not found')
  })

  app.route({
    ...endpointRoute(app, E.getWomenEvent, { cache: { reads: ['women-events', 'women-events/{id}'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.womenEventsRepository.findById(request.params.id, whereLive()), 'Event not found')
  })

  // the console lists every event, drafts and scheduled ones too, latest date first, at /api/events itself
  registerResource(app, {
    endpoints: R.events,
    cacheTag: 'events', repo: app.eventsRepository, noun: 'Event', files: ['image'], richText: ['description', 'descriptionNe'],
    create: {
      toValues: async (body, request) => {
        const date = toCalendarDay(body.date, app.config.timeZone)
        if (!date) throw badRequest('Please select Date')
        const publishing = publishingValues(body)
        const clean = bodyValues(body)
        await claimImage(app, 'image', body.image)
        return { title: body.title, date, image: body.image ?? '', userId: request.authUser!._id, description: clean.description, ...publishing, ...nepaliValues(clean), ...eventDetailValues(body) }
      }
    },
    // an edit keeps the event's author
    update: { keep: ['userId'] }
  })

  // the public list shows published events whose publishAt has passed; the console reads /all
  const women = app.womenEventsRepository
  registerResource(app, {
    endpoints: R.womenEvents,
    cacheTag: 'women-events', repo: women, live: (q) => women.list(q, whereLive()), noun: 'Event', files: [], richText: ['description', 'descriptionNe'],
    create: {
      toValues: (body) => {
        const clean = bodyValues(body)
        return {
          title: body.title, description: clean.description, ...checkWomenEventDates(body.startDate, body.endDate, app.config.timeZone),
          ...publishingValues(body),
          ...nepaliValues(clean),
          ...eventDetailValues(body)
        }
      }
    }
  })
}

export default routePlugin(events, 'events-routes', ['events-repository', 'files'])
