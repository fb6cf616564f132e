import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SITE_ENDPOINTS as E, type SiteSettings } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest } from '../../lib/errors.js'
import { sendPublicItem } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { checkSettings } from '../../plugins/app/site/site-rules.js'

/** Site settings (issue 31, item 1): public to read, the admin's to change. */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute(app, E.getSettings, { cache: { reads: ['settings'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => app.settingsRepository.get(request.query.site))
  })

  // Every page shows these facts, so a change empties every cached answer and rendered page tagged with them.
  app.route({ ...endpointRoute(app, E.putSettings, { cache: { writes: ['settings'] } }), handler: async (request) => {
    const { site } = request.query
    const body = request.body
    if (body.women && site !== 'school') throw badRequest("women.enabled is a setting of the school's site (site=school)")
    await checkSettings(app, body)
    const before = await app.settingsRepository.get(site)
    const { map, colors, seo, ne, women, ...plain } = body
    // nested objects merge field by field, so a PUT of one colour or one Nepali SEO text keeps the others
    const neSeo = { ...before.ne.seo, ...ne?.seo }
    const after: SiteSettings = {
      ...before,
      ...plain,
      colors: { ...before.colors, ...colors },
      seo: { ...before.seo, ...seo },
      ne: { ...before.ne, ...ne, ...(Object.keys(neSeo).length > 0 ? { seo: neSeo } : {}) },
      ...(women ? { women } : {})
    }
    if (map === null) delete after.map
    else if (map !== undefined) after.map = map
    const saved = await app.settingsRepository.put(site, after)
    if (before.logo && before.logo !== saved.logo) await app.files.release([before.logo])
    request.auditChange({ id: site, before, after: saved })
    return saved
  } })
}

export default routePlugin(settings, 'settings-routes', ['settings-repository', 'files'])
