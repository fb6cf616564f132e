import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { MAX_UPLOAD_BYTES } from '../../lib/upload-kinds.js'

/**
 * The multipart parser, registered by the upload routes inside their own (encapsulated) plugin: it adds
 * a request hook and a response hook to every route of the context it is in, and only those routes take
 * files. Elsewhere a multipart body is refused with 415. Global ceilings only; each route applies its
 * kind's own (smaller) size limit.
 */
export async function registerMultipart (app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 10, parts: 40, fieldSize: 10_000, headerPairs: 100 }
  })
}
