import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { VITALS_ENDPOINTS as E, VITALS_PAGES } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { addDays, todayIn } from '../../lib/dates.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** A beacon is a few hundred bytes: anything past 1 KB is refused before it is parsed (413). */
const BEACON_LIMIT = 1024
/** The panel reads 28 days at most; a week more covers the zone's day boundary. */
const KEEP_DAYS = 35

/**
 * Real-user monitoring (issue 36, item 4): browsers report their Web Vitals, counted into the day's
 * histogram (nothing of the request is kept: no IP, cookie, user agent or URL); the console's dashboard
 * reads back the p75 per template, per day and per connection type.
 */
const vitals: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.vitalsRepository
  const zone = app.config.timeZone
  const known = { school: new Set<string>(VITALS_PAGES.school), women: new Set<string>(VITALS_PAGES.women) }

  app.route({
    ...endpointRoute(app, E.postVital, { rateLimit: { max: app.config.vitals.perIpPerMinute, timeWindow: '1 minute' }, cache: { writes: [] } }),
    bodyLimit: BEACON_LIMIT,
    handler: async (request, reply) => {
      const beacon = request.body
      if (!known[beacon.site].has(beacon.page)) throw badRequest(`page must be a route pattern of the ${beacon.site} site`)
      await repo.record(beacon, todayIn(zone))
      return reply.code(204).send(null)
    }
  })

  app.route({
    ...endpointRoute(app, E.vitalsSummary),
    handler: async (request, reply) => {
      privateHeaders(reply)
      return repo.summary(request.query.site, request.query.days, todayIn(zone))
    }
  })

  app.jobs.every('vitals-prune', 24 * 60 * 60_000, () => repo.pruneBefore(addDays(todayIn(zone), -KEEP_DAYS)))
}

export default routePlugin(vitals, 'vitals-routes', ['vitals-repository', 'jobs'])
