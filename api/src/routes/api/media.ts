import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { MEDIA_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { KINDS } from '../../lib/upload-kinds.js'
import { MEDIA_NOT_FOUND } from '../../plugins/app/files/media.js'
import { registerMultipart } from '../../plugins/external/multipart.js'
import { MAX_FILES, asClientError } from './uploads.js'

const TEXT_FIELDS = { alt: 500, 'ne.alt': 500, caption: 1000 } as const
type TextField = keyof typeof TEXT_FIELDS
const isTextField = (name: string): name is TextField => name in TEXT_FIELDS

/** The multipart body: every `file` part and the texts that go with all of them. */
async function readUpload (request: FastifyRequest): Promise<{ files: Array<{ data: Buffer; filename: string }>; texts: Record<TextField, string> }> {
  const rule = KINDS.any
  const files: Array<{ data: Buffer; filename: string }> = []
  const texts: Record<TextField, string> = { alt: '', 'ne.alt': '', caption: '' }
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: MAX_FILES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('Send the files in the field `file`')
        files.push({ data: await part.toBuffer(), filename: part.filename })
      } else if (isTextField(part.fieldname)) {
        const value = typeof part.value === 'string' ? part.value.trim() : ''
        if (value.length > TEXT_FIELDS[part.fieldname]) throw badRequest(`${part.fieldname}: at most ${TEXT_FIELDS[part.fieldname]} characters`)
        texts[part.fieldname] = value
      }
    }
  } catch (err) {
    throw asClientError(err, rule)
  }
  if (files.length === 0) throw badRequest('Choose at least one file')
  return { files, texts }
}

/** The media library (issue 32, item 1): editors and admins; every answer is private. */
const media: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app)

  app.route({
    ...endpointRoute(app, E.listMedia),
    handler: async (request, reply) => {
      privateHeaders(reply)
      const { items, total } = await app.media.list(request.query)
      reply.header('X-Total-Count', String(total))
      return items
    }
  })

  app.route({
    ...endpointRoute(app, E.uploadMedia, { cache: { writes: [] } }),
    handler: async (request, reply) => {
      const { files, texts } = await readUpload(request)
      // every file is checked (type, size, decoding) before any is stored: a bad one leaves nothing behind
      const prepared = []
      for (const f of files) prepared.push(await app.files.prepare('any', f.data, f.filename))
      const site = request.query.site ?? 'school'
      const items = []
      for (const p of prepared) {
        if (p.area !== 'public') throw badRequest('Only public files can join the library')
        const saved = await app.files.store(p, { site })
        items.push(await app.media.describe(saved.upload.name, { alt: texts.alt, altNe: texts['ne.alt'], caption: texts.caption }))
      }
      privateHeaders(reply)
      reply.code(201)
      return items
    }
  })

  app.route({
    ...endpointRoute(app, E.updateMedia, { cache: { writes: [] } }),
    handler: async (request, reply) => {
      const item = await app.media.update(request.params.id, request.body)
      if (!item) throw notFound(MEDIA_NOT_FOUND)
      privateHeaders(reply)
      return item
    }
  })

  app.route({
    ...endpointRoute(app, E.replaceMediaFile, { cache: { writes: [] } }),
    handler: async (request, reply) => {
      // the items using the file are rewritten through their own writes, which empty the caches
      const before = await app.media.find(request.params.id)
      if (!before) throw notFound(MEDIA_NOT_FOUND)
      const { files } = await readUpload(request)
      if (files.length > 1) throw badRequest('Send one file to replace this one')
      const item = await app.media.replace(request, request.params.id, files[0]!.data, files[0]!.filename)
      if (!item) throw notFound(MEDIA_NOT_FOUND)
      request.auditChange({ before, after: item })
      privateHeaders(reply)
      return item
    }
  })

  app.route({
    ...endpointRoute(app, E.mediaUsage),
    handler: async (request, reply) => {
      const usage = await app.media.usage(request.params.id)
      if (!usage) throw notFound(MEDIA_NOT_FOUND)
      privateHeaders(reply)
      return usage
    }
  })

  app.route({
    ...endpointRoute(app, E.deleteMedia, { cache: { writes: [] } }),
    handler: async (request, reply) => {
      const result = await app.media.remove(request.params.id)
      if (!result) throw notFound(MEDIA_NOT_FOUND)
      privateHeaders(reply)
      if ('usage' in result) {
        const n = result.usage.length
        return reply.code(409).send({ message: `This file is used by ${n} item${n === 1 ? '' : 's'}; remove it from ${n === 1 ? 'that item' : 'them'} first`, usage: result.usage })
      }
      request.auditChange({ before: result.removed })
      return { message: 'Media item removed' }
    }
  })
}

export default routePlugin(media, 'media-routes', ['media', 'files', 'revisions'])
