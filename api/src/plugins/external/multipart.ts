import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'
import { MAX_UPLOAD_BYTES } from '../../lib/upload-kinds.js'

/** Global ceilings only; each route applies its kind's own (smaller) size limit. */
export default fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 10, parts: 40, fieldSize: 10_000, headerPairs: 100 }
  })
}, { name: 'multipart' })
