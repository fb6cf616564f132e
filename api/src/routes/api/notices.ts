import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { localToday, normalizeDate } from '../../lib/dates.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { sendPublicList } from '../../lib/http.js'
import { contentDisposition, requireUpload } from '../../lib/refs.js'
import { registerResource } from '../../lib/resource-routes.js'
import { IdParams, errors } from '../../schemas/common.js'
import { Download, DownloadBody, Notice, NoticeBody } from '../../schemas/content.js'
import type { Static } from 'typebox'
import { routePlugin } from '../../lib/route-plugin.js'

const LATEST = 5

/** Notices (PDF) and downloadable files. */
const notices: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    tags: ['notices'],
    cacheTag: 'notices',
    item: Notice,
    repo: app.noticesRepository,
    listUrl: '/api/notices',
    createUrl: '/api/notices',
    createBody: NoticeBody,
    deleteUrl: '/api/notices/:id',
    files: ['file'],
    noun: 'Notice',
    toValues: async (body: Static<typeof NoticeBody>) => {
      const upload = await requireUpload(app, body.file, (u) => u.mime === 'application/pdf', 'Only PDF file can be added.')
      const date = body.date ? normalizeDate(body.date) : localToday()
      if (!date) throw badRequest('date is not a valid date')
      return {
        title: body.title,
        description: body.description,
        date,
        file: body.file,
        originalFile: body.originalFile?.trim() || upload.originalName
      }
    }
  })

  app.get('/api/notices/latest', {
    config: { cache: { reads: ['notices'] } },
    schema: { tags: ['notices'], summary: `The newest ${LATEST} notices`, response: { 200: Type.Array(Notice) } }
  }, (request, reply) => sendPublicList(app, request, reply, async () => ({ items: (await app.noticesRepository.list({ limit: LATEST })).items })))

  registerResource(app, {
    tags: ['downloads'],
    cacheTag: 'downloads',
    item: Download,
    repo: app.downloadsRepository,
    listUrl: '/api/downloads',
    createUrl: '/api/downloads',
    createBody: DownloadBody,
    deleteUrl: '/api/downloads/:id',
    files: ['file'],
    noun: 'Download',
    toValues: async (body: Static<typeof DownloadBody>) => {
      const upload = await requireUpload(app, body.file, (u) => u.area === 'public', 'Please add valid file')
      return { title: body.title, file: body.file, originalFile: body.originalFile?.trim() || upload.originalName }
    }
  })

  app.get('/api/downloads/:id/download', {
    schema: {
      tags: ['downloads'],
      summary: 'The file itself, with its original name in Content-Disposition',
      params: IdParams,
      response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }), ...errors(404) }
    }
  }, async (request, reply) => {
    const { id } = request.params as Static<typeof IdParams>
    const row = await app.downloadsRepository.findById(id)
    if (!row) throw notFound('Download not found')
    const upload = await app.files.find(row.file)
    const size = upload && await app.files.storage.size(upload.area, upload.name)
    if (!upload || size === null) throw notFound('File not found')
    return reply
      .header('Content-Type', upload.mime)
      .header('Content-Length', String(size))
      .header('Content-Disposition', contentDisposition('attachment', row.originalFile || upload.originalName))
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .header('X-Content-Type-Options', 'nosniff')
      .send(app.files.storage.stream(upload.area, upload.name))
  })
}

export default routePlugin(notices, 'notices-routes', ['noticesRepository', 'downloadsRepository', 'files'])
