import compress from '@fastify/compress'
import etag from '@fastify/etag'
import fp from 'fastify-plugin'

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** gzip/brotli for text; ETags (weak) on every response so repeat GETs can be answered 304. */
export default fp(async (app) => {
  await app.register(etag, { weak: true })
  // A request without a body has nothing to decompress: such routes skip the request-decompression hooks
  // (two hooks on every read otherwise). Registered before the plugin, which reads the route's option.
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && [route.method].flat().every((m) => BODILESS.has(m))) route.decompress = false
  })
  await app.register(compress, { threshold: 1024 })
}, { name: 'compress' })
