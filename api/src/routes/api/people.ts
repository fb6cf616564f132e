import type { FastifyPluginAsync } from 'fastify'
import type { Static } from 'typebox'
import { sendPublicList } from '../../lib/http.js'
import { claimImage } from '../../lib/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { ListQuery, Staff, StaffBody, StudentTestimonials, TeamBody, TeamMember, Testimonial, TestimonialBody, VisitorTestimonials } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

/** Staff profiles, team members and testimonials (students, visitors, women's centre). */
const people: FastifyPluginAsync = async (app) => {
  const withImage = (message: string) => async <T extends { image: string }>(body: T) => {
    await claimImage(app, 'image', body.image, message)
    return body
  }
  registerResource(app, {
    tags: ['staffs'], cacheTag: 'staffs', item: Staff, repo: app.staffsRepository, noun: 'Staff', files: ['image'],
    listUrl: '/api/staffs', createUrl: '/api/staffs', createBody: StaffBody, deleteUrl: '/api/staffs/:id',
    toValues: withImage('Only image file can be added.') as (b: Static<typeof StaffBody>) => Promise<Static<typeof StaffBody>>
  })
  registerResource(app, {
    tags: ['teams'], cacheTag: 'teams', item: TeamMember, repo: app.teamsRepository, noun: 'Team', files: ['image'],
    listUrl: '/api/teams', createUrl: '/api/teams', createBody: TeamBody, deleteUrl: '/api/teams/:id',
    toValues: withImage('Please add valid image') as (b: Static<typeof TeamBody>) => Promise<Static<typeof TeamBody>>
  })
  const testimonialValues = withImage('Please add valid image') as (b: Static<typeof TestimonialBody>) => Promise<Static<typeof TestimonialBody>>
  registerResource(app, {
    tags: ['testimonials', "women's centre"], cacheTag: 'women-testimonials', item: Testimonial, repo: app.womenTestimonialsRepository, noun: 'Testimonial', files: ['image'],
    listUrl: '/api/testimonials', createUrl: '/api/testimonials', createBody: TestimonialBody, deleteUrl: '/api/testimonials/:id',
    toValues: testimonialValues
  })

  // SPEC §3: these two lists arrive wrapped, [{students: [...]}] and [{visitors: [...]}].
  for (const kind of ['students', 'visitors'] as const) {
    const repo = kind === 'students' ? app.studentTestimonialsRepository : app.visitorTestimonialsRepository
    app.get(`/api/testimonials/${kind}`, {
      config: { cache: { reads: [`${kind}-testimonials`] } },
      schema: {
        tags: ['testimonials'],
        summary: `[{${kind}: [...]}]; the front end uses the first element`,
        querystring: ListQuery,
        response: { 200: kind === 'students' ? StudentTestimonials : VisitorTestimonials }
      }
    }, (request, reply) => sendPublicList(app, request, reply, async () => {
      const r = await repo.list(request.query as Static<typeof ListQuery>)
      return { items: [{ [kind]: r.items }], total: r.total }
    }))
    registerResource(app, {
      tags: ['testimonials'], cacheTag: `${kind}-testimonials`, item: Testimonial, repo, noun: 'Testimonial', files: ['image'],
      createUrl: `/api/testimonials/${kind}`, createBody: TestimonialBody, deleteUrl: `/api/testimonials/${kind}/:id`,
      toValues: testimonialValues
    })
  }
}

export default routePlugin(people, 'people-routes', ['staffsRepository', 'teamsRepository', 'womenTestimonialsRepository', 'studentTestimonialsRepository', 'visitorTestimonialsRepository', 'files'])
