import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { claimFields } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CONTENT_RESOURCES as R, type AlbumBody } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'

/** '…watch?v=dQw4w9WgXcQ&t=3' or 'dQw4w9WgXcQ' → 'dQw4w9WgXcQ' (the schema already checked the shape). */
export function videoId (src: string): string {
  if (/^[A-Za-z0-9_-]{11}$/.test(src)) return src
  const m = /(?:v=|embed\/|shorts\/|live\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(src)
  return m ? m[1]! : src
}

/** Photo albums of both sites, and videos. */
const gallery: FastifyPluginAsyncTypebox = async (app) => {
  const album = async (body: AlbumBody) => {
    await claimFields(app, body.images.map((ref, i) => ({ field: `images[${i}]`, ref, need: 'image' as const, message: 'Only image file can be added.' })))
    return { name: body.name, images: body.images }
  }
  registerResource(app, {
    endpoints: R.albums,
    cacheTag: 'albums', repo: app.albumsRepository, noun: 'Album', files: ['images'], create: { toValues: album }
  })
  registerResource(app, {
    endpoints: R.womenAlbums,
    cacheTag: 'women-albums', repo: app.womenAlbumsRepository, noun: 'Album', files: ['images'], create: { toValues: album }
  })
  registerResource(app, {
    endpoints: R.videos,
    cacheTag: 'videos', repo: app.videosRepository, noun: 'Video', files: [], create: { toValues: (body) => ({ src: videoId(body.src) }) }
  })
}

export default routePlugin(gallery, 'gallery-routes', ['albumsRepository', 'womenAlbumsRepository', 'videosRepository', 'files'])
