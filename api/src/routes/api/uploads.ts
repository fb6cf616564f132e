import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { MultipartFile } from '@fastify/multipart'
import { Type, type Static } from 'typebox'
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/errors.js'
import { contentDisposition } from '../../lib/refs.js'
import { KINDS, type UploadKind } from '../../lib/upload-kinds.js'
import { errors } from '../../schemas/common.js'
import { routePlugin } from '../../lib/route-plugin.js'

const MAX_FILES = 20
const UploadQuery = Type.Object({
  kind: Type.Optional(Type.Unsafe<'image' | 'pdf' | 'download' | 'cv'>({ type: 'string', enum: ['image', 'pdf', 'download', 'cv'] }))
}, { additionalProperties: false })

/** Busboy's own errors carry no status: a broken multipart body is the client's fault. */
function asClientError (err: unknown, message: string): Error {
  if (err instanceof HttpError) return err
  const e = err as { statusCode?: number; code?: string }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE' || (e.statusCode && e.statusCode < 500)) return err as Error
  return badRequest(message)
}

async function readOne (request: FastifyRequest, field: string, kind: UploadKind): Promise<{ data: Buffer; filename: string }> {
  const rule = KINDS[kind]
  try {
    const file: MultipartFile | undefined = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } })
    if (!file || file.fieldname !== field) throw badRequest(rule.message)
    return { data: await file.toBuffer(), filename: file.filename }
  } catch (err) {
    throw asClientError(err, rule.message)
  }
}

async function readMany (request: FastifyRequest, field: string, kind: UploadKind): Promise<Array<{ data: Buffer; filename: string }>> {
  const rule = KINDS[kind]
  const out: Array<{ data: Buffer; filename: string }> = []
  try {
    for await (const part of request.files({ limits: { fileSize: rule.maxBytes, files: MAX_FILES } })) {
      if (part.fieldname !== field) throw badRequest(rule.message)
      out.push({ data: await part.toBuffer(), filename: part.filename })
    }
  } catch (err) {
    throw asClientError(err, rule.message)
  }
  if (out.length === 0) throw badRequest(rule.message)
  return out
}

/** Fastify sends a returned string as-is; the contract is a JSON string ("\"/uploads/…\""). */
function jsonString (reply: FastifyReply, value: string): FastifyReply {
  return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(value))
}

/** Admins (a token that verifies) are not throttled; anonymous uploads are. */
function hasValidToken (app: FastifyInstance, request: FastifyRequest): boolean {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return false
  try {
    app.jwt.verify(header.slice(7))
    return true
  } catch {
    return false
  }
}

export async function streamPrivate (app: FastifyInstance, reply: FastifyReply, name: string, downloadName?: string): Promise<FastifyReply> {
  const upload = await app.uploadsRepository.findByName(name)
  if (!upload || upload.area !== 'private') throw notFound('File not found')
  const size = await app.files.storage.size('private', upload.name)
  if (size === null) throw notFound('File not found')
  return reply
    .header('Content-Type', upload.mime)
    .header('Content-Length', String(size))
    .header('Content-Disposition', contentDisposition('inline', downloadName || upload.originalName))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(app.files.storage.stream('private', upload.name))
}

const REGISTRATION_UPLOADS: Array<[string, UploadKind]> = [
  ['marksheet', 'marksheet'], ['ppphoto', 'ppphoto'], ['characterCf', 'characterCf'], ['application', 'application']
]

const uploads: FastifyPluginAsync = async (app) => {
  const limited = { cache: { writes: [] }, rateLimit: { max: app.config.rateLimits.uploadPerIp, timeWindow: '1 minute', allowList: (req: FastifyRequest) => hasValidToken(app, req) } }
  const tags = ['uploads']

  app.post('/api/upload', {
    config: limited,
    schema: {
      tags,
      summary: 'One file in field formFile → "/uploads/<name>.<ext>". kind: image (default for admins), pdf, download, cv (the only kind allowed without a token)',
      querystring: UploadQuery,
      consumes: ['multipart/form-data'],
      response: { 201: Type.String(), ...errors(400, 401, 413, 429) }
    },
    onRequest: async (request, reply) => {
      const kind = (request.query as Static<typeof UploadQuery>).kind
      if (request.headers.authorization || (kind && kind !== 'cv')) await app.authenticate(request, reply)
    }
  }, async (request, reply) => {
    const kind: UploadKind = (request.query as Static<typeof UploadQuery>).kind ?? (request.authUser ? 'image' : 'cv')
    if (kind !== 'cv' && !request.authUser) throw unauthorized('Not authorized, no token')
    const file = await readOne(request, 'formFile', kind)
    const saved = await app.files.save(kind, file.data, file.filename)
    return jsonString(reply, saved.ref)
  })

  app.post('/api/uploads', {
    onRequest: app.authenticate,
    config: { cache: { writes: [] } },
    schema: {
      tags, summary: `Up to ${MAX_FILES} images in repeated field images → ["/uploads/…", …]`, security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'], response: { 201: Type.Array(Type.String()), ...errors(400, 401, 413) }
    }
  }, async (request, reply) => {
    const files = await readMany(request, 'images', 'image')
    // check every file before storing any, so a bad one leaves nothing behind
    const prepared = []
    for (const f of files) prepared.push(await app.files.prepare('image', f.data, f.filename))
    const saved: string[] = []
    for (const p of prepared) saved.push((await app.files.store(p)).ref)
    reply.code(201)
    return saved
  })

  app.post('/api/upload-blur', {
    onRequest: app.authenticate,
    config: { cache: { writes: [] } },
    schema: {
      tags, summary: 'One image in field formFile → {originalImageURL, blurredImageURL}', security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      response: { 201: Type.Object({ originalImageURL: Type.String(), blurredImageURL: Type.String() }), ...errors(400, 401, 413) }
    }
  }, async (request, reply) => {
    const file = await readOne(request, 'formFile', 'image')
    const saved = await app.files.save('image', file.data, file.filename, { blur: true })
    reply.code(201)
    return { originalImageURL: saved.ref, blurredImageURL: saved.blurRef! }
  })

  for (const [field, kind] of REGISTRATION_UPLOADS) {
    app.post(`/api/registrations/uploads/${field}`, {
      config: limited,
      schema: {
        tags: ['registrations'],
        summary: `Admission document in field ${field} → "/api/registrations/files/<name>" (private)`,
        consumes: ['multipart/form-data'],
        response: { 201: Type.String(), ...errors(400, 413, 429) }
      }
    }, async (request, reply) => {
      const file = await readOne(request, field, kind)
      const saved = await app.files.save(kind, file.data, file.filename)
      return jsonString(reply, saved.ref)
    })
  }

  app.get('/api/registrations/files/:name', {
    onRequest: app.authenticate,
    schema: {
      tags: ['registrations'], summary: 'A private admission document (admins only)', security: [{ bearerAuth: [] }],
      params: Type.Object({ name: Type.String({ maxLength: 100, pattern: '^[a-f0-9]{32}\\.[a-z0-9]{2,5}$' }) }),
      response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }), ...errors(401, 404) }
    }
  }, async (request, reply) => streamPrivate(app, reply, (request.params as { name: string }).name))
}

export default routePlugin(uploads, 'uploads-routes', ['uploads-repository', 'files'])
