import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendPublicList } from '../../lib/http.js'
import { claimImage } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { ListQuery, Staff, StaffBody, StaffUpdate, StudentTestimonials, TeamBody, TeamMember, TeamUpdate, Testimonial, TestimonialBody, TestimonialUpdate, VisitorTestimonials } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

/** Staff profiles, team members and testimonials (students, visitors, women's centre). */
const people: FastifyPluginAsyncTypebox = async (app) => {
  const withImage = (message: string) => async <T extends { image: string }>(body: T) => {
    await claimImage(app, 'image', body.image, message)
    return body
  }
  registerResource(app, {
    tags: ['staffs'], cacheTag: 'staffs', item: Staff, repo: app.staffsRepository, noun: 'Staff', files: ['image'],
    listUrl: '/api/staffs', deleteUrl: '/api/staffs/:id',
    create: { url: '/api/staffs', body: StaffBody, toValues: withImage('Only image file can be added.') },
    update: { url: '/api/staffs/:id', body: StaffUpdate }
  })
  registerResource(app, {
    tags: ['teams'], cacheTag: 'teams', item: TeamMember, repo: app.teamsRepository, noun: 'Team', files: ['image'],
    listUrl: '/api/teams', deleteUrl: '/api/teams/:id',
    create: { url: '/api/teams', body: TeamBody, toValues: withImage('Please add valid image') },
    update: { url: '/api/teams/:id', body: TeamUpdate }
  })
  const testimonialValues = withImage('Please add valid image')
  registerResource(app, {
    tags: ['testimonials', "women's centre"], cacheTag: 'women-testimonials', item: Testimonial, repo: app.womenTestimonialsRepository, noun: 'Testimonial', files: ['image'],
    listUrl: '/api/testimonials', deleteUrl: '/api/testimonials/:id',
    create: { url: '/api/testimonials', body: TestimonialBody, toValues: testimonialValues },
    update: { url: '/api/testimonials/:id', body: TestimonialUpdate }
  })

  // SPEC §3: these two lists arrive wrapped, [{students: [...]}] and [{visitors: [...]}].
  const wrappedLists = [
    { kind: 'students', repo: app.studentTestimonialsRepository, answer: StudentTestimonials, wrap: (students: Testimonial[]): StudentTestimonials => [{ students }] },
    { kind: 'visitors', repo: app.visitorTestimonialsRepository, answer: VisitorTestimonials, wrap: (visitors: Testimonial[]): VisitorTestimonials => [{ visitors }] }
  ] as const
  for (const { kind, repo, answer, wrap } of wrappedLists) {
    app.get(`/api/testimonials/${kind}`, {
      config: { cache: { reads: [`${kind}-testimonials`] } },
      schema: { tags: ['testimonials'], summary: `[{${kind}: [...]}]; the front end uses the first element`, querystring: ListQuery, response: { 200: answer } }
    }, (request, reply) => sendPublicList(app, request, reply, async () => {
      const { items, total } = await repo.list(request.query)
      return { items: wrap(items), total }
    }))
    registerResource(app, {
      tags: ['testimonials'], cacheTag: `${kind}-testimonials`, item: Testimonial, repo, noun: 'Testimonial', files: ['image'],
      deleteUrl: `/api/testimonials/${kind}/:id`,
      create: { url: `/api/testimonials/${kind}`, body: TestimonialBody, toValues: testimonialValues },
      update: { url: `/api/testimonials/${kind}/:id`, body: TestimonialUpdate }
    })
  }
}

export default routePlugin(people, 'people-routes', ['staffsRepository', 'teamsRepository', 'womenTestimonialsRepository', 'studentTestimonialsRepository', 'visitorTestimonialsRepository', 'files'])
