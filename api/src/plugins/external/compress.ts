import compress from '@fastify/compress'
import etag from '@fastify/etag'
import fp from 'fastify-plugin'

/** gzip/brotli for text; ETags (weak) on every response so repeat GETs can be answered 304. */
export default fp(async (app) => {
  await app.register(etag, { weak: true })
  await app.register(compress, { threshold: 1024 })
}, { name: 'compress' })
