import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from 'typebox'
import { localToday, normalizeDate, parseInstant } from '../../lib/dates.js'
import { badRequest } from '../../lib/errors.js'
import { privateHeaders, sendPublicList } from '../../lib/http.js'
import { checkImageRef } from '../../lib/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { ListQuery, errors } from '../../schemas/common.js'
import { Event, EventBody, WomenEvent, WomenEventBody } from '../../schemas/events.js'
import { routePlugin } from '../../lib/route-plugin.js'

const UPCOMING = 6
const MAX_DAYS = 20
const tags = ['events']
type Query = Static<typeof ListQuery>

/** SPEC §5, women's-centre event form: both dates, start strictly before end, at most 20 days. */
export function checkWomenEventDates (start?: string, end?: string): { startDate: string; endDate: string } {
  if (!start?.trim() || !end?.trim()) throw badRequest('Please enter both start and end dates.')
  const s = parseInstant(start)
  const e = parseInstant(end)
  if (s === null || e === null) throw badRequest('Please enter both start and end dates.')
  if (e <= s) throw badRequest('End date must be after the start date.')
  if (e - s > MAX_DAYS * 86_400_000) throw badRequest('Event duration cannot exceed 20 days.')
  return { startDate: start.trim(), endDate: end.trim() }
}

const events: FastifyPluginAsync = async (app) => {
  app.get('/api/events', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'All events, latest date first (admin)', security: [{ bearerAuth: [] }], querystring: ListQuery, response: { 200: Type.Array(Event), ...errors(401) } }
  }, async (request, reply) => {
    const r = await app.eventsRepository.list(request.query as Query)
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  })

  app.get('/api/events/upcoming', {
    config: { cache: { reads: ['events'] } },
    schema: { tags, summary: `Up to ${UPCOMING} events dated today or later, soonest first`, response: { 200: Type.Array(Event) } }
  }, (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming({ limit: UPCOMING }), localToday()))

  app.get('/api/events/upcomingevents', {
    config: { cache: { reads: ['events'] } },
    schema: { tags, summary: 'All events dated today or later, soonest first', querystring: ListQuery, response: { 200: Type.Array(Event) } }
  }, (request, reply) => sendPublicList(app, request, reply, () => app.eventsRepository.upcoming(request.query as Query), localToday()))

  registerResource(app, {
    tags, cacheTag: 'events', item: Event, repo: app.eventsRepository, noun: 'Event', files: ['image'],
    createUrl: '/api/events', createBody: EventBody, deleteUrl: '/api/events/:id',
    toValues: async (body: Static<typeof EventBody>, request) => {
      const date = normalizeDate(body.date)
      if (!date) throw badRequest('Please select Date')
      await checkImageRef(app, body.image)
      return { title: body.title, description: body.description, date, image: body.image ?? '', userId: request.authUser!._id }
    }
  })

  registerResource(app, {
    tags: [...tags, "women's centre"], cacheTag: 'women-events', item: WomenEvent, repo: app.womenEventsRepository, noun: 'Event', files: [],
    listUrl: '/api/events/sub-domain', createUrl: '/api/events/sub-domain', createBody: WomenEventBody, deleteUrl: '/api/events/sub-domain/:id',
    toValues: (body: Static<typeof WomenEventBody>) => ({
      title: body.title, description: body.description, ...checkWomenEventDates(body.startDate, body.endDate)
    })
  })
}

export default routePlugin(events, 'events-routes', ['events-repository', 'files'])
