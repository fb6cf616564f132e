import type { FastifyInstance, FastifyReply } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { S3Storage } from './s3-storage.js'
import { SAFE_NAME } from './storage.js'

/** Uploads have random, never reused names; sandboxed so an uploaded file can never run script. */
export function setUploadHeaders (reply: FastifyReply): void {
  reply.header('Cache-Control', 'public, max-age=31536000, immutable')
  reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
  reply.header('X-Content-Type-Options', 'nosniff')
}

/**
 * GET /uploads/<name> when the files are in a bucket: a redirect to PUBLIC_FILES_URL (a CDN or
 * the bucket's public address) when it is set, else the object streamed by the API, with the
 * client's Range and If-None-Match passed to the bucket. Only the bucket's `public/` prefix is
 * ever reachable this way; private files have their own authenticated routes.
 */
export function servePublicFilesFromBucket (app: FastifyInstance, storage: S3Storage): void {
  const base = app.config.publicFilesUrl
  // the name's own check answers 404 below, so the schema only says that it is a string
  app.withTypeProvider<TypeBoxTypeProvider>().get('/uploads/:name', { schema: { hide: true, params: Type.Object({ name: Type.String() }) } }, async (request, reply) => {
    const { name } = request.params
    if (!SAFE_NAME.test(name) || name.includes('..')) return reply.code(404).send({ message: 'Not Found' })
    if (base) {
      return reply.code(302).header('Cache-Control', 'public, max-age=86400').redirect(`${base}/${encodeURIComponent(name)}`)
    }
    const range = request.headers.range
    const ifNoneMatch = request.headers['if-none-match']
    const object = await storage.object('public', name, { range, ifNoneMatch })
    if (!object) return reply.code(404).send({ message: 'Not Found' })
    setUploadHeaders(reply)
    reply.headers(object.headers).code(object.status)
    return object.body ? reply.send(object.body) : reply.send()
  })
}
