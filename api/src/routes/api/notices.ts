import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { todayIn, toCalendarDay } from '../../lib/dates.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { privateHeaders, sendPublicList } from '../../lib/http.js'
import { publishingValues, whereLive } from '../../lib/publishing.js'
import { claimFields, contentDisposition } from '../../plugins/app/files/refs.js'
import { nameForType } from '../../lib/upload-kinds.js'
import type { UploadRow } from '../../plugins/app/files/uploads-repository.js'
import { registerResource } from '../../lib/resource-routes.js'
import { Download, DownloadBody, DownloadUpdate, errors, FileAnswer, IdParams, ListQuery, Notice, NoticeBody, NoticeUpdate } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'

const LATEST = 5

/** The name a file is shown and offered under always ends in its detected type. */
function offeredName (given: string | undefined, upload: UploadRow | null | undefined): string {
  if (!upload) throw badRequest('file: Please add valid file')
  return nameForType(given?.trim() || upload.originalName, upload.name.split('.').pop()!)
}

/** Notices (PDF) and downloadable files. */
const notices: FastifyPluginAsyncTypebox = async (app) => {
  // the public list shows published notices whose publishAt has passed; the console reads /all
  const repo = app.noticesRepository
  app.get('/api/notices/all', {
    onRequest: app.authenticate,
    schema: { tags: ['notices'], summary: 'Every notice, drafts and scheduled ones too (console)', security: [{ bearerAuth: [] }], querystring: ListQuery, response: { 200: Type.Array(Notice), ...errors(400, 401) } }
  }, async (request, reply) => {
    const r = await repo.list(request.query)
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  })

  registerResource(app, {
    tags: ['notices'],
    cacheTag: 'notices',
    item: Notice,
    repo: { ...repo, list: (q) => repo.list(q, whereLive()) },
    listUrl: '/api/notices',
    deleteUrl: '/api/notices/:id',
    files: ['file'],
    noun: 'Notice',
    create: {
      url: '/api/notices',
      body: NoticeBody,
      toValues: async (body) => {
        const date = body.date ? toCalendarDay(body.date, app.config.timeZone) : todayIn(app.config.timeZone)
        if (!date) throw badRequest('date is not a valid date')
        const publishing = publishingValues(body)
        const [upload] = await claimFields(app, [{ field: 'file', ref: body.file, need: 'pdf', message: 'Only PDF file can be added.' }])
        return {
          title: body.title,
          description: body.description,
          date,
          file: body.file,
          originalFile: offeredName(body.originalFile, upload),
          ...publishing,
          ...nepaliValues(body)
        }
      }
    },
    // a new PDF without a name is offered under its own
    update: { url: '/api/notices/:id', body: NoticeUpdate, follows: { originalFile: 'file' } }
  })

  app.get('/api/notices/latest', {
    config: { cache: { reads: ['notices'] } },
    schema: { tags: ['notices'], summary: `The newest ${LATEST} notices`, response: { 200: Type.Array(Notice) } }
  }, (request, reply) => sendPublicList(app, request, reply, async () => ({ items: (await repo.list({ limit: LATEST }, whereLive())).items })))

  registerResource(app, {
    tags: ['downloads'],
    cacheTag: 'downloads',
    item: Download,
    repo: app.downloadsRepository,
    listUrl: '/api/downloads',
    deleteUrl: '/api/downloads/:id',
    files: ['file'],
    noun: 'Download',
    create: {
      url: '/api/downloads',
      body: DownloadBody,
      toValues: async (body) => {
        const [upload] = await claimFields(app, [{ field: 'file', ref: body.file, need: 'download', message: 'Please add valid file' }])
        return { title: body.title, file: body.file, originalFile: offeredName(body.originalFile, upload) }
      }
    },
    update: { url: '/api/downloads/:id', body: DownloadUpdate, follows: { originalFile: 'file' } }
  })

  app.get('/api/downloads/:id/download', {
    schema: {
      tags: ['downloads'],
      summary: 'The file itself, with its original name in Content-Disposition',
      params: IdParams,
      response: { 200: FileAnswer, ...errors(404) }
    }
  }, async (request, reply) => {
    const row = await app.downloadsRepository.findById(request.params.id)
    if (!row) throw notFound('Download not found')
    const upload = await app.files.find(row.file)
    const size = upload && await app.files.storage.size(upload.area, upload.name)
    if (!upload || size === null) throw notFound('File not found')
    return reply
      .header('Content-Type', upload.mime)
      .header('Content-Length', String(size))
      .header('Content-Disposition', contentDisposition('attachment', nameForType(row.originalFile || upload.originalName, upload.name.split('.').pop()!)))
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .header('X-Content-Type-Options', 'nosniff')
      .send(app.files.storage.stream(upload.area, upload.name))
  })
}

export default routePlugin(notices, 'notices-routes', ['noticesRepository', 'downloadsRepository', 'files'])
