import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { claimFields, claimImage } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CarouselSlide, Modal, ModalBody, ModalUpdate, SlideBody, SlideUpdate, WomenModal, WomenModalBody, WomenModalUpdate } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'

/** Home-page content of both sites: carousel slides and the welcome modal. */
const home: FastifyPluginAsyncTypebox = async (app) => {
  const slide = async (body: SlideBody) => {
    await claimImage(app, 'image', body.image)
    return { title: body.title, description: body.description, image: body.image, ...nepaliValues(body) }
  }
  registerResource(app, {
    tags: ['carousel'], cacheTag: 'carousel', item: CarouselSlide, repo: app.carouselRepository, noun: 'Carousel', files: ['image'],
    listUrl: '/api/carousel', deleteUrl: '/api/carousel/:id', create: { url: '/api/carousel', body: SlideBody, toValues: slide },
    update: { url: '/api/carousel/:id', body: SlideUpdate }
  })
  registerResource(app, {
    tags: ['carousel', "women's centre"], cacheTag: 'women-carousel', item: CarouselSlide, repo: app.womenCarouselRepository, noun: 'Carousel', files: ['image'],
    listUrl: '/api/carousel/sub-domain', deleteUrl: '/api/carousel/sub-domain/:id',
    create: { url: '/api/carousel/sub-domain', body: SlideBody, toValues: slide },
    update: { url: '/api/carousel/sub-domain/:id', body: SlideUpdate }
  })

  // Only one modal is shown, so adding one replaces the previous (and frees its files).
  registerResource(app, {
    tags: ['modal'], cacheTag: 'modal', item: Modal, repo: app.modalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    listUrl: '/api/modal', deleteUrl: '/api/modal/:id',
    create: {
      url: '/api/modal',
      body: ModalBody,
      toValues: async (body) => {
        await claimImage(app, 'image', body.image, 'Only image can be uploaded')
        return { image: body.image, thumbnail: '' }
      }
    },
    update: { url: '/api/modal/:id', body: ModalUpdate }
  })
  registerResource(app, {
    tags: ['modal', "women's centre"], cacheTag: 'women-modal', item: WomenModal, repo: app.womenModalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    listUrl: '/api/modal/sub-domain', deleteUrl: '/api/modal/sub-domain/:id',
    create: {
      url: '/api/modal/sub-domain',
      body: WomenModalBody,
      toValues: async (body) => {
        await claimFields(app, [
          { field: 'image', ref: body.image, need: 'image', message: 'Please add valid image' },
          { field: 'thumbnail', ref: body.thumbnail, need: 'image', message: 'Please add valid image' }
        ])
        return { image: body.image, thumbnail: body.thumbnail ?? '' }
      }
    },
    // a new image without a thumbnail drops the old image's thumbnail
    update: { url: '/api/modal/sub-domain/:id', body: WomenModalUpdate, follows: { thumbnail: 'image' } }
  })
}

export default routePlugin(home, 'home-routes', ['carouselRepository', 'womenCarouselRepository', 'modalRepository', 'womenModalRepository', 'files'])
