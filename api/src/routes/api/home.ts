import type { FastifyPluginAsync } from 'fastify'
import type { Static } from 'typebox'
import { claimFields, claimImage } from '../../lib/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CarouselSlide, Modal, ModalBody, SlideBody, WomenModal, WomenModalBody } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

/** Home-page content of both sites: carousel slides and the welcome modal. */
const home: FastifyPluginAsync = async (app) => {
  const slide = async (body: Static<typeof SlideBody>) => {
    await claimImage(app, 'image', body.image)
    return body
  }
  registerResource(app, {
    tags: ['carousel'], cacheTag: 'carousel', item: CarouselSlide, repo: app.carouselRepository, noun: 'Carousel', files: ['image'],
    listUrl: '/api/carousel', createUrl: '/api/carousel', createBody: SlideBody, deleteUrl: '/api/carousel/:id', toValues: slide
  })
  registerResource(app, {
    tags: ['carousel', "women's centre"], cacheTag: 'women-carousel', item: CarouselSlide, repo: app.womenCarouselRepository, noun: 'Carousel', files: ['image'],
    listUrl: '/api/carousel/sub-domain', createUrl: '/api/carousel/sub-domain', createBody: SlideBody,
    deleteUrl: '/api/carousel/sub-domain/:id', toValues: slide
  })

  // Only one modal is shown, so adding one replaces the previous (and frees its files).
  registerResource(app, {
    tags: ['modal'], cacheTag: 'modal', item: Modal, repo: app.modalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    listUrl: '/api/modal', createUrl: '/api/modal', createBody: ModalBody, deleteUrl: '/api/modal/:id',
    toValues: async (body: Static<typeof ModalBody>) => {
      await claimImage(app, 'image', body.image, 'Only image can be uploaded')
      return { image: body.image, thumbnail: '' }
    }
  })
  registerResource(app, {
    tags: ['modal', "women's centre"], cacheTag: 'women-modal', item: WomenModal, repo: app.womenModalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    listUrl: '/api/modal/sub-domain', createUrl: '/api/modal/sub-domain', createBody: WomenModalBody, deleteUrl: '/api/modal/sub-domain/:id',
    toValues: async (body: Static<typeof WomenModalBody>) => {
      await claimFields(app, [
        { field: 'image', ref: body.image, need: 'image', message: 'Please add valid image' },
        { field: 'thumbnail', ref: body.thumbnail, need: 'image', message: 'Please add valid image' }
      ])
      return { image: body.image, thumbnail: body.thumbnail ?? '' }
    }
  })
}

export default routePlugin(home, 'home-routes', ['carouselRepository', 'womenCarouselRepository', 'modalRepository', 'womenModalRepository', 'files'])
