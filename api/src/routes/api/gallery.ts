import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { claimFields } from '../../plugins/app/files/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { Album, AlbumBody, AlbumUpdate, Video, VideoBody, VideoUpdate } from '@school/shared/contract'
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
    tags: ['gallery'], cacheTag: 'albums', item: Album, repo: app.albumsRepository, noun: 'Album', files: ['images'],
    listUrl: '/api/gallery/albums', itemUrl: '/api/gallery/albums/:id', deleteUrl: '/api/gallery/albums/:id',
    create: { url: '/api/gallery/albums', body: AlbumBody, toValues: album },
    update: { url: '/api/gallery/albums/:id', body: AlbumUpdate }
  })
  registerResource(app, {
    tags: ['gallery', "women's centre"], cacheTag: 'women-albums', item: Album, repo: app.womenAlbumsRepository, noun: 'Album', files: ['images'],
    listUrl: '/api/gallery', itemUrl: '/api/gallery/:id', deleteUrl: '/api/gallery/:id',
    create: { url: '/api/gallery', body: AlbumBody, toValues: album },
    update: { url: '/api/gallery/:id', body: AlbumUpdate }
  })
  registerResource(app, {
    tags: ['gallery'], cacheTag: 'videos', item: Video, repo: app.videosRepository, noun: 'Video', files: [],
    listUrl: '/api/gallery/videos', deleteUrl: '/api/gallery/videos/:id',
    create: { url: '/api/gallery/videos', body: VideoBody, toValues: (body) => ({ src: videoId(body.src) }) },
    update: { url: '/api/gallery/videos/:id', body: VideoUpdate }
  })
}

export default routePlugin(gallery, 'gallery-routes', ['albumsRepository', 'womenAlbumsRepository', 'videosRepository', 'files'])
