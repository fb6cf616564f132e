import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { todayIn, toCalendarDay } from '../../lib/dates.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { sendPublicList } from '../../lib/http.js'
import { endpointRoute } from '../../lib/endpoints.js'
import { publishingValues, whereLive } from '../../lib/publishing.js'
import { claimFields, contentDisposition } from '../../plugins/app/files/refs.js'
import { nameForType } from '../../lib/upload-kinds.js'
import type { UploadRow } from '../../plugins/app/files/uploads-repository.js'
import { registerResource } from '../../lib/resource-routes.js'
import { CONTENT_ENDPOINTS as E, CONTENT_RESOURCES as R, LATEST_NOTICES } from '@school/shared/contract'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'
import { richTextWords, sanitizeRichText } from '../../lib/sanitize.js'

/** The name a file is shown and offered under always ends in its detected type. */
function offeredName (given: string | undefined, upload: UploadRow | null | undefined): string {
  if (!upload) throw badRequest('file: Please add valid file')
  return nameForType(given?.trim() || upload.originalName, upload.name.split('.').pop()!)
}

export const NOTHING_TO_SHOW = 'Please add PDF File, or write the notice as a web page (body)'

/** A rich text as stored: sanitised, null when nothing readable is left. */
function richOrNull (html: string | undefined | null): string | null {
  if (!html) return null
  const clean = sanitizeRichText(html)
  return richTextWords(clean) ? clean : null
}

/**
 * A notice's web page (issue 32, item 3): its body and Nepali body, sanitised by the one sanitiser, and
 * their words, which the list's `q` searches.
 */
function noticeText (body: { body?: string; ne?: { body?: string } | null }) {
  const en = richOrNull(body.body)
  const ne = richOrNull(body.ne?.body)
  const words = [en, ne].filter((h): h is string => h !== null).map(richTextWords).join(' ')
  return { body: en, bodyNe: ne, bodyText: words || null }
}

/** Notices (a PDF, a web page or both) and downloadable files. */
const notices: FastifyPluginAsyncTypebox = async (app) => {
  // the public list shows published notices whose publishAt has passed; the console reads /all
  const repo = app.noticesRepository
  registerResource(app, {
    endpoints: R.notices,
    cacheTag: 'notices',
    repo,
    live: (q) => repo.list(q, whereLive()),
    liveItem: (id) => repo.findById(id, whereLive()),
    files: ['file'],
    richText: ['body', 'bodyNe'],
    noun: 'Notice',
    create: {
      toValues: async (body) => {
        const date = body.date ? toCalendarDay(body.date, app.config.timeZone) : todayIn(app.config.timeZone)
        if (!date) throw badRequest('date is not a valid date')
        const publishing = publishingValues(body)
        // a notice is a PDF, a web page (its body) or both (issue 32, item 3)
        const text = noticeText(body)
        const file = body.file ?? ''
        if (!file && !text.body) throw badRequest(NOTHING_TO_SHOW)
        const [upload] = await claimFields(app, [{ field: 'file', ref: file, need: 'pdf', message: 'Only PDF file can be added.' }])
        return {
          title: body.title,
          description: body.description,
          date,
          file,
          originalFile: file ? offeredName(body.originalFile, upload) : '',
          ...text,
          ...publishing,
          ...nepaliValues(body)
        }
      }
    },
    // a new PDF without a name is offered under its own
    update: { follows: { originalFile: 'file' } }
  })

  app.route({
    ...endpointRoute(app, E.latestNotices, { cache: { reads: ['notices'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, async () => ({ items: (await repo.list({ limit: LATEST_NOTICES }, whereLive())).items }))
  })

  registerResource(app, {
    endpoints: R.downloads,
    cacheTag: 'downloads',
    repo: app.downloadsRepository,
    files: ['file'],
    noun: 'Download',
    create: {
      toValues: async (body) => {
        const [upload] = await claimFields(app, [{ field: 'file', ref: body.file, need: 'download', message: 'Please add valid file' }])
        return { title: body.title, file: body.file, originalFile: offeredName(body.originalFile, upload) }
      }
    },
    update: { follows: { originalFile: 'file' } }
  })

  app.route({ ...endpointRoute(app, E.downloadFile), handler: async (request, reply) => {
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
  } })
}

export default routePlugin(notices, 'notices-routes', ['noticesRepository', 'downloadsRepository', 'files'])
