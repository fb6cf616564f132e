import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { daysBetween, todayIn, toCalendarDay } from '../../lib/dates.js'
import { badRequest } from '../../lib/errors.js'
import { privateHeaders, sendPublicList } from '../../lib/http.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { publishingValues, whereLive } from '../../lib/publishing.js'
import { registerResource } from '../../lib/resource-routes.js'
import { errors, EVENT_DETAIL_FIELDS, EventBody, EventUpdate, ListQuery, SchoolEvent, WomenEvent, WomenEventBody, WomenEventUpdate } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'

const UPCOMING = 6
const MAX_DAYS = 20
const tags = ['events']

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
  app.get('/api/events', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'All events, drafts and scheduled ones too, latest date first (admin)', security: [{ bearerAuth: [] }], querystring: ListQuery, response: { 200: Type.Array(SchoolEvent), ...errors(401) } }
  }, async (request, reply) => {
    const r = await app.eventsRepository.list(request.query)
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  })

  app.get('/api/events/upcoming', {
    config: { cache: { reads: ['events'] } },
    schema: { tags, summary: `Up to ${UPCOMING} events dated today or later, soonest first`, response: { 200: Type.Array(SchoolEvent) } }
  }, (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming({ limit: UPCOMING }), () => todayIn(app.config.timeZone)))

  app.get('/api/events/upcomingevents', {
    config: { cache: { reads: ['events'] } },
    schema: { tags, summary: 'All events dated today or later, soonest first', querystring: ListQuery, response: { 200: Type.Array(SchoolEvent) } }
  }, (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming(request.query), () => todayIn(app.config.timeZone)))

  registerResource(app, {
    tags, cacheTag: 'events', item: SchoolEvent, repo: app.eventsRepository, noun: 'Event', files: ['image'],
    deleteUrl: '/api/events/:id',
    create: {
      url: '/api/events',
      body: EventBody,
      toValues: async (body, request) => {
        const date = toCalendarDay(body.date, app.config.timeZone)
        if (!date) throw badRequest('Please select Date')
        const publishing = publishingValues(body)
        await claimImage(app, 'image', body.image)
        return { title: body.title, description: body.description, date, image: body.image ?? '', userId: request.authUser!._id, ...publishing, ...nepaliValues(body), ...eventDetailValues(body) }
      }
    },
    // an edit keeps the event's author
    update: { url: '/api/events/:id', body: EventUpdate, keep: ['userId'] }
  })

  // the public list shows published events whose publishAt has passed; the console reads /all
  const women = app.womenEventsRepository
  app.get('/api/events/sub-domain/all', {
    onRequest: app.authenticate,
    schema: { tags: [...tags, "women's centre"], summary: "Every women's-centre event, drafts and scheduled ones too (console)", security: [{ bearerAuth: [] }], querystring: ListQuery, response: { 200: Type.Array(WomenEvent), ...errors(400, 401) } }
  }, async (request, reply) => {
    const r = await women.list(request.query)
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  })

  registerResource(app, {
    tags: [...tags, "women's centre"], cacheTag: 'women-events', item: WomenEvent, repo: { ...women, list: (q) => women.list(q, whereLive()) }, noun: 'Event', files: [],
    listUrl: '/api/events/sub-domain', deleteUrl: '/api/events/sub-domain/:id',
    create: {
      url: '/api/events/sub-domain',
      body: WomenEventBody,
      toValues: (body) => ({
        title: body.title, description: body.description, ...checkWomenEventDates(body.startDate, body.endDate, app.config.timeZone),
        ...publishingValues(body),
        ...nepaliValues(body),
        ...eventDetailValues(body)
      })
    },
    update: { url: '/api/events/sub-domain/:id', body: WomenEventUpdate }
  })
}

export default routePlugin(events, 'events-routes', ['events-repository', 'files'])
