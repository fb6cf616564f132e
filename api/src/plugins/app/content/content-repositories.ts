import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { createCrud, type TableSpec } from '../../../lib/crud.js'
import type {
  AlbumT, DownloadT, NoticeT, SlideT, StaffT, TeamT, TestimonialT, VideoT, WomenModalT
} from '../../../schemas/content.js'
import type { CareerT } from '../../../schemas/careers.js'

/**
 * The simple content tables share one shape of repository (list / find / insert /
 * remove / count), built from createCrud. Each is still its own named plugin and
 * declares which columns hold file references, so uploads they use are never
 * garbage-collected and are removed with the record.
 */
function crudRepository<T extends { _id: string }> (name: string, spec: TableSpec, fileColumns: string[]) {
  const plugin = fp(async (app: FastifyInstance) => {
    const crud = createCrud<T>(app.knex, spec)
    app.decorate(name, crud)
    if (fileColumns.length > 0) app.files.addRefSource(() => crud.columnValues(fileColumns))
  }, { name, dependencies: ['knex', 'files'] })
  return plugin as FastifyPluginAsync
}

type Repo<T extends { _id: string }> = ReturnType<typeof createCrud<T>>

declare module 'fastify' {
  interface FastifyInstance {
    noticesRepository: Repo<NoticeT>
    staffsRepository: Repo<StaffT>
    carouselRepository: Repo<SlideT>
    womenCarouselRepository: Repo<SlideT>
    modalRepository: Repo<WomenModalT>
    womenModalRepository: Repo<WomenModalT>
    albumsRepository: Repo<AlbumT>
    womenAlbumsRepository: Repo<AlbumT>
    videosRepository: Repo<VideoT>
    downloadsRepository: Repo<DownloadT>
    teamsRepository: Repo<TeamT>
    studentTestimonialsRepository: Repo<TestimonialT>
    visitorTestimonialsRepository: Repo<TestimonialT>
    womenTestimonialsRepository: Repo<TestimonialT>
    careersRepository: Repo<CareerT>
  }
}

const testimonial = (kind: string): TableSpec => ({ table: 'testimonials', scope: { kind }, search: ['fullName', 'desc', 'message'] })

export const contentRepositories: FastifyPluginAsync[] = [
  crudRepository<NoticeT>('noticesRepository', { table: 'notices', search: ['title', 'description', 'originalFile'] }, ['file']),
  crudRepository<StaffT>('staffsRepository', { table: 'staffs', search: ['fullName', 'email', 'position', 'phone'] }, ['image']),
  crudRepository<SlideT>('carouselRepository', { table: 'carousel', scope: { site: 'school' }, search: ['title', 'description'] }, ['image']),
  crudRepository<SlideT>('womenCarouselRepository', { table: 'carousel', scope: { site: 'women' }, search: ['title', 'description'] }, ['image']),
  crudRepository<WomenModalT>('modalRepository', { table: 'modals', scope: { site: 'school' }, search: [] }, ['image', 'thumbnail']),
  crudRepository<WomenModalT>('womenModalRepository', { table: 'modals', scope: { site: 'women' }, search: [] }, ['image', 'thumbnail']),
  crudRepository<AlbumT>('albumsRepository', { table: 'albums', scope: { site: 'school' }, json: ['images'], search: ['name'] }, ['images']),
  crudRepository<AlbumT>('womenAlbumsRepository', { table: 'albums', scope: { site: 'women' }, json: ['images'], search: ['name'] }, ['images']),
  crudRepository<VideoT>('videosRepository', { table: 'videos', search: ['src'] }, []),
  crudRepository<DownloadT>('downloadsRepository', { table: 'downloads', search: ['title', 'originalFile'] }, ['file']),
  crudRepository<TeamT>('teamsRepository', { table: 'teams', search: ['fullName', 'desc'] }, ['image']),
  crudRepository<TestimonialT>('studentTestimonialsRepository', testimonial('students'), ['image']),
  crudRepository<TestimonialT>('visitorTestimonialsRepository', testimonial('visitors'), ['image']),
  crudRepository<TestimonialT>('womenTestimonialsRepository', testimonial('women'), ['image']),
  crudRepository<CareerT>('careersRepository', {
    table: 'careers',
    search: ['title', 'careerCategory', 'employmentType', 'location', 'educationLevel', 'experienceRequired', 'careerDesc']
  }, [])
]
