import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { createCrud, type TableSpec } from '../../../lib/crud.js'
import { NEPALI_CAREER_FIELDS, NEPALI_TEXT_FIELDS, type Album, type Career, type CarouselSlide, type Download, type Notice, type Staff, type TeamMember, type Testimonial, type Video, type WomenModal } from '@school/shared/contract'

/**
 * The simple content tables share one shape of repository (list / find / insert /
 * remove / count), built from createCrud. Each is still its own named plugin and
 * declares which columns hold file references, so uploads they use are never
 * garbage-collected and are removed with the record.
 */
function crudRepository<T extends { _id: string }> (name: string, spec: TableSpec, fileColumns: string[]): FastifyPluginAsync {
  return fp(async (app: FastifyInstance) => {
    const crud = createCrud<T>(app.knex, spec)
    app.decorate(name, crud)
    if (fileColumns.length > 0) app.files.addRefSource(() => crud.columnValues(fileColumns))
  }, { name, dependencies: ['knex', 'files'] })
}

type Repo<T extends { _id: string }> = ReturnType<typeof createCrud<T>>

declare module 'fastify' {
  interface FastifyInstance {
    noticesRepository: Repo<Notice>
    staffsRepository: Repo<Staff>
    carouselRepository: Repo<CarouselSlide>
    womenCarouselRepository: Repo<CarouselSlide>
    modalRepository: Repo<WomenModal>
    womenModalRepository: Repo<WomenModal>
    albumsRepository: Repo<Album>
    womenAlbumsRepository: Repo<Album>
    videosRepository: Repo<Video>
    downloadsRepository: Repo<Download>
    teamsRepository: Repo<TeamMember>
    studentTestimonialsRepository: Repo<Testimonial>
    visitorTestimonialsRepository: Repo<Testimonial>
    womenTestimonialsRepository: Repo<Testimonial>
    careersRepository: Repo<Career>
  }
}

const testimonial = (kind: string): TableSpec => ({ table: 'testimonials', scope: { kind }, search: ['fullName', 'desc', 'message'] })

export const contentRepositories: FastifyPluginAsync[] = [
  // a notice's body is searched as its text (`bodyText`), never as its HTML (issue 32, item 3)
  crudRepository<Notice>('noticesRepository', {
    table: 'notices',
    search: ['title', 'description', 'originalFile', 'titleNe', 'descriptionNe', 'bodyText'],
    optional: [...NEPALI_TEXT_FIELDS, 'body'],
    hidden: ['bodyText'],
    nested: { bodyNe: 'body' },
    stamped: true
  }, ['file']),
  crudRepository<Staff>('staffsRepository', { table: 'staffs', search: ['fullName', 'email', 'position', 'phone'] }, ['image']),
  crudRepository<CarouselSlide>('carouselRepository', { table: 'carousel', scope: { site: 'school' }, search: ['title', 'description'], optional: NEPALI_TEXT_FIELDS }, ['image']),
  crudRepository<CarouselSlide>('womenCarouselRepository', { table: 'carousel', scope: { site: 'women' }, search: ['title', 'description'], optional: NEPALI_TEXT_FIELDS }, ['image']),
  crudRepository<WomenModal>('modalRepository', { table: 'modals', scope: { site: 'school' }, search: [] }, ['image', 'thumbnail']),
  crudRepository<WomenModal>('womenModalRepository', { table: 'modals', scope: { site: 'women' }, search: [] }, ['image', 'thumbnail']),
  crudRepository<Album>('albumsRepository', { table: 'albums', scope: { site: 'school' }, json: ['images'], search: ['name'] }, ['images']),
  crudRepository<Album>('womenAlbumsRepository', { table: 'albums', scope: { site: 'women' }, json: ['images'], search: ['name'] }, ['images']),
  crudRepository<Video>('videosRepository', { table: 'videos', search: ['src'] }, []),
  crudRepository<Download>('downloadsRepository', { table: 'downloads', search: ['title', 'originalFile'] }, ['file']),
  crudRepository<TeamMember>('teamsRepository', { table: 'teams', search: ['fullName', 'desc'] }, ['image']),
  crudRepository<Testimonial>('studentTestimonialsRepository', testimonial('students'), ['image']),
  crudRepository<Testimonial>('visitorTestimonialsRepository', testimonial('visitors'), ['image']),
  crudRepository<Testimonial>('womenTestimonialsRepository', testimonial('women'), ['image']),
  crudRepository<Career>('careersRepository', {
    table: 'careers',
    search: ['title', 'careerCategory', 'employmentType', 'location', 'educationLevel', 'experienceRequired', 'careerDesc', 'titleNe', 'careerDescNe'],
    optional: NEPALI_CAREER_FIELDS
  }, [])
]
