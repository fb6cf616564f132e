import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { claimFields, claimImage } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CONTENT_RESOURCES as R, type SlideBody } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'

/** Home-page content of both sites: carousel slides and the welcome modal. */
const home: FastifyPluginAsyncTypebox = async (app) => {
  const slide = async (body: SlideBody) => {
    await claimImage(app, 'image', body.image)
    return { title: body.title, description: body.description, image: body.image, ...nepaliValues(body) }
  }
  registerResource(app, {
    endpoints: R.carousel,
    cacheTag: 'carousel', repo: app.carouselRepository, noun: 'Carousel', files: ['image'], create: { toValues: slide }
  })
  registerResource(app, {
    endpoints: R.womenCarousel,
    cacheTag: 'women-carousel', repo: app.womenCarouselRepository, noun: 'Carousel', files: ['image'], create: { toValues: slide }
  })

  // Only one modal is shown, so adding one replaces the previous (and frees its files).
  registerResource(app, {
    endpoints: R.modal,
    cacheTag: 'modal', repo: app.modalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    create: {
      toValues: async (body) => {
        await claimImage(app, 'image', body.image, 'Only image can be uploaded')
        return { image: body.image, thumbnail: '' }
      }
    }
  })
  registerResource(app, {
    endpoints: R.womenModal,
    cacheTag: 'women-modal', repo: app.womenModalRepository, noun: 'Modal', files: ['image', 'thumbnail'], replace: true,
    create: {
      toValues: async (body) => {
        await claimFields(app, [
          { field: 'image', ref: body.image, need: 'image', message: 'Please add valid image' },
          { field: 'thumbnail', ref: body.thumbnail, need: 'image', message: 'Please add valid image' }
        ])
        return { image: body.image, thumbnail: body.thumbnail ?? '' }
      }
    },
    // a new image without a thumbnail drops the old image's thumbnail
    update: { follows: { thumbnail: 'image' } }
  })
}

export default routePlugin(home, 'home-routes', ['carouselRepository', 'womenCarouselRepository', 'modalRepository', 'womenModalRepository', 'files'])
