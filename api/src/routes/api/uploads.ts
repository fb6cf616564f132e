import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MultipartFile } from '@fastify/multipart'
import { HttpError, badRequest, notFound, tooLarge, errorCode, errorStatus, toError } from '../../lib/errors.js'
import { contentDisposition } from '../../plugins/app/files/refs.js'
import { KINDS, nameForType, tooLargeMessage, type KindRule, type UploadKind } from '../../lib/upload-kinds.js'
import { STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { registerMultipart } from '../../plugins/external/multipart.js'

/** as many files as POST /api/uploads takes (its declaration's summary says so) */
export const MAX_FILES = 20

/** Busboy's own errors carry no status: a broken multipart body is the client's fault. */
export function asClientError (err: unknown, rule: KindRule): Error {
  if (err instanceof HttpError) return err
  if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(tooLargeMessage(rule.maxBytes))
  const status = errorStatus(err)
  if (status && status < 500) return toError(err)
  return badRequest(rule.message)
}

async function readOne (request: FastifyRequest, field: string, kind: UploadKind): Promise<{ data: Buffer; filename: string }> {
  const rule = KINDS[kind]
  try {
    const file: MultipartFile | undefined = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } })
    if (!file || file.fieldname !== field) throw badRequest(rule.message)
    return { data: await file.toBuffer(), filename: file.filename }
  } catch (err) {
    throw asClientError(err, rule)
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
    throw asClientError(err, rule)
  }
  if (out.length === 0) throw badRequest(rule.message)
  return out
}

/** Fastify sends a returned string as-is; the contract is a JSON string ("\"/uploads/…\""). */
function jsonString (reply: FastifyReply, value: string): FastifyReply {
  return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(value))
}

export async function streamPrivate (app: FastifyInstance, reply: FastifyReply, name: string, downloadName?: string): Promise<FastifyReply> {
  const upload = await app.uploadsRepository.findByName(name)
  if (!upload || upload.area !== 'private') throw notFound('File not found')
  const size = await app.files.storage.size('private', upload.name)
  if (size === null) throw notFound('File not found')
  return reply
    .header('Content-Type', upload.mime)
    .header('Content-Length', String(size))
    .header('Content-Disposition', contentDisposition('inline', nameForType(downloadName || upload.originalName, upload.name.split('.').pop()!)))
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(app.files.storage.stream('private', upload.name))
}

/** Each admission document's upload, and the kind of file it takes (its field is the declaration's). */
const REGISTRATION_UPLOADS = [
  [E.uploadMarksheet, 'marksheet'], [E.uploadPpPhoto, 'ppphoto'], [E.uploadCharacterCf, 'characterCf'], [E.uploadApplication, 'application']
] as const satisfies ReadonlyArray<readonly [unknown, UploadKind]>

const uploads: FastifyPluginAsyncTypebox = async (app) => {
  // the multipart parser for these routes only (this plugin is encapsulated): no other route pays its hooks
  await registerMultipart(app)
  // Admins (a live session, checked exactly as `authenticate` does) are not throttled; anonymous uploads are.
  const limited = { cache: { writes: [] }, rateLimit: { max: app.config.rateLimits.uploadPerIp, timeWindow: '1 minute', allowList: (req: FastifyRequest) => app.isAuthenticated(req) } }

  // SPEC §4/§7 clients upload with no token; a token, when sent, must be valid (401 otherwise).
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply)
  }
  // Anonymous files are quarantined: a full quarantine answers 503 before the body is read.
  const checkRoom = async (request: FastifyRequest) => {
    if (!request.authUser) await app.files.assertRoom(request.ip)
  }

  app.route({ ...endpointRoute(app, E.upload, limited), onRequest: optionalAuth, preHandler: checkRoom, handler: async (request, reply) => {
    const kind: UploadKind = request.query.kind ?? 'any'
    const file = await readOne(request, E.upload.multipart.field, kind)
    const saved = await app.files.save(kind, file.data, file.filename, { anonymous: !request.authUser, ip: request.ip, site: request.query.site })
    return jsonString(reply, saved.ref)
  } })

  app.route({ ...endpointRoute(app, E.uploadImages, limited), onRequest: optionalAuth, preHandler: checkRoom, handler: async (request, reply) => {
    const files = await readMany(request, E.uploadImages.multipart.field, 'image')
    // check every file before storing any, so a bad one leaves nothing behind
    const prepared = []
    for (const f of files) prepared.push(await app.files.prepare('image', f.data, f.filename))
    const saved: string[] = []
    for (const p of prepared) saved.push((await app.files.store(p, { anonymous: !request.authUser, ip: request.ip, site: request.query.site })).ref)
    reply.code(201)
    return saved
  } })

  app.route({ ...endpointRoute(app, E.uploadBlur, limited), onRequest: optionalAuth, preHandler: checkRoom, handler: async (request, reply) => {
    const file = await readOne(request, E.uploadBlur.multipart.field, 'image')
    const saved = await app.files.save('image', file.data, file.filename, { blur: true, anonymous: !request.authUser, ip: request.ip, site: request.query.site })
    reply.code(201)
    return { originalImageURL: saved.ref, blurredImageURL: saved.blurRef! }
  } })

  for (const [e, kind] of REGISTRATION_UPLOADS) {
    const { field } = e.multipart
    app.route({
      ...endpointRoute(app, e, limited),
      preHandler: async (request) => app.files.assertRoom(request.ip),
      handler: async (request, reply) => {
        const file = await readOne(request, field, kind)
        // held unclaimed (counted by the quota, short grace period) until a registration names it
        const saved = await app.files.save(kind, file.data, file.filename, { anonymous: true, ip: request.ip })
        return jsonString(reply, saved.ref)
      }
    })
  }

  app.route({ ...endpointRoute(app, E.registrationFile), handler: async (request, reply) => streamPrivate(app, reply, request.params.name) })
}

export default routePlugin(uploads, 'uploads-routes', ['uploads-repository', 'files'])
