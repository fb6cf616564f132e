import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendPublicList } from '../../lib/http.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CONTENT_RESOURCES as R, type StudentTestimonials, type Testimonial, type VisitorTestimonials } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { routePlugin } from '../../lib/route-plugin.js'

/** Staff profiles, team members and testimonials (students, visitors, women's centre). */
const people: FastifyPluginAsyncTypebox = async (app) => {
  const withImage = (message: string) => async <T extends { image: string }>(body: T) => {
    await claimImage(app, 'image', body.image, message)
    return body
  }
  registerResource(app, {
    endpoints: R.staffs,
    cacheTag: 'staffs', repo: app.staffsRepository, noun: 'Staff', files: ['image'], create: { toValues: withImage('Only image file can be added.') }
  })
  registerResource(app, {
    endpoints: R.teams,
    cacheTag: 'teams', repo: app.teamsRepository, noun: 'Team', files: ['image'], create: { toValues: withImage('Please add valid image') }
  })
  const testimonialValues = withImage('Please add valid image')
  registerResource(app, {
    endpoints: R.womenTestimonials,
    cacheTag: 'women-testimonials', repo: app.womenTestimonialsRepository, noun: 'Testimonial', files: ['image'], create: { toValues: testimonialValues }
  })

  // SPEC §3: these two lists arrive wrapped, [{students: [...]}] and [{visitors: [...]}].
  const wrappedLists = [
    { kind: 'students', repo: app.studentTestimonialsRepository, endpoints: R.studentTestimonials, wrap: (students: Testimonial[]): StudentTestimonials => [{ students }] },
    { kind: 'visitors', repo: app.visitorTestimonialsRepository, endpoints: R.visitorTestimonials, wrap: (visitors: Testimonial[]): VisitorTestimonials => [{ visitors }] }
  ] as const
  for (const { kind, repo, endpoints, wrap } of wrappedLists) {
    app.route({
      ...endpointRoute(app, endpoints.wrappedList, { cache: { reads: [`${kind}-testimonials`] } }),
      handler: (request, reply) => sendPublicList(app, request, reply, async () => {
        const { items, total } = await repo.list(request.query)
        return { items: wrap(items), total }
      })
    })
    registerResource(app, { endpoints, cacheTag: `${kind}-testimonials`, repo, noun: 'Testimonial', files: ['image'], create: { toValues: testimonialValues } })
  }
}

export default routePlugin(people, 'people-routes', ['staffsRepository', 'teamsRepository', 'womenTestimonialsRepository', 'studentTestimonialsRepository', 'visitorTestimonialsRepository', 'files'])
