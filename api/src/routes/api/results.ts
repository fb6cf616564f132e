import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MultipartFile } from '@fastify/multipart'
import sharp from 'sharp'
import { factsIn, NOT_ISSUED, RESULT_NOT_FOUND, RESULTS_ENDPOINTS as E, type PageLang, type Site } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { badRequest, errorCode, HttpError, notFound, tooLarge, tooMany, unauthorized } from '../../lib/errors.js'
import { orNotFound, privateHeaders } from '../../lib/http.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { registerMultipart } from '../../plugins/external/multipart.js'
import { keyLimiter } from '../../plugins/app/results/key-limit.js'
import { marksheetRenderer } from '../../plugins/app/results/marksheets.js'
import { studentResult } from '../../plugins/app/results/results.js'
import { normalSymbol } from '../../plugins/app/results/sheet.js'
import { SEED_SETTINGS } from '../../seed/site.js'

/** A results sheet is a few MB at most (50,000 students in CSV is about 5 MB). */
const SHEET_MAX_BYTES = 8 * 1024 * 1024

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const queryOf = (request: FastifyRequest, key: string): string => {
  const q = request.query
  return q && typeof q === 'object' && key in q ? text(Reflect.get(q, key)) : ''
}

async function readSheetFile (request: FastifyRequest, field: string): Promise<Buffer> {
  const message = `Send the sheet as a CSV or XLSX file in the multipart field '${field}'`
  try {
    const file: MultipartFile | undefined = await request.file({ limits: { fileSize: SHEET_MAX_BYTES, files: 1 } })
    if (!file || file.fieldname !== field) throw badRequest(message)
    return await file.toBuffer()
  } catch (err) {
    if (err instanceof HttpError) throw err
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`The sheet may be at most ${SHEET_MAX_BYTES / 1024 / 1024} MB`)
    throw badRequest(message)
  }
}

/** The school's name, address and logo (as PNG) for a marksheet: the site's settings, or the built-in facts until they exist. */
function schoolOf (app: FastifyInstance) {
  const logos = new Map<string, { at: number; png: Buffer | null }>()
  async function logoOf (ref: string | undefined): Promise<Buffer | null> {
    const name = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,120})$/.exec(ref ?? '')?.[1]
    if (!name) return null
    const had = logos.get(name)
    if (had && Date.now() - had.at < 60_000) return had.png
    let png: Buffer | null = null
    try {
      // a JPEG on white: pdfkit embeds it as it is (a PNG with alpha it takes apart pixel by pixel)
      png = await sharp(await app.files.storage.read('public', name)).resize(256, 256, { fit: 'inside' }).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer()
    } catch (err) {
      app.log.warn({ err, logo: name }, 'marksheet: the logo could not be read')
    }
    logos.set(name, { at: Date.now(), png })
    return png
  }
  return async (site: Site, lang: PageLang) => {
    const stored = await app.settingsRepository.get(site)
    // before the first run's settings exist, the built-in facts
    const facts = stored.name.trim() ? stored : SEED_SETTINGS[site]
    const local = factsIn(facts, lang)
    return { name: local.name, nameEn: facts.name, nameNe: factsIn(facts, 'ne').name, address: local.address, logo: await logoOf(facts.logo) }
  }
}

/** The SMS reply's name: initials only ('Sita Kumari Rai' → 'S.K.R.'). */
const initials = (name: string): string => name.split(/\s+/).filter(Boolean).map((w) => `${[...w][0]}.`).join('')

/**
 * Results day (issue 37): exams and the import of their results (the admin and the results officer),
 * the public lookup by symbol number and BS date of birth, marksheets as PDF with a QR code, their
 * verification, and the SMS lookup. The lookup and the marksheet are rate-limited per IP and per
 * symbol, answer `Cache-Control: private, no-store`, and are never in the public or wire caches
 * (their routes have no cache tags, and the wire cache leaves rate-limited routes alone).
 */
const results: FastifyPluginAsyncTypebox = async (app) => {
  const svc = app.results
  const limits = app.config.results
  const writes = { cache: { writes: [] } }
  const perIp = { rateLimit: { max: limits.lookupsPerIp, timeWindow: '1 minute' } }
  // one counter per exam and symbol, shared by the lookup and the marksheet, whichever IP asks
  const symbolLimit = keyLimiter(app, 'results-symbol', limits.lookupsPerSymbol, 60_000)
  const perSymbol = async (request: FastifyRequest) => {
    const wait = await symbolLimit(`${queryOf(request, 'exam')}|${normalSymbol(queryOf(request, 'symbol'))}`)
    if (wait !== null) throw tooMany(`Too many requests, please try again in ${wait} seconds.`)
  }
  const school = schoolOf(app)

  app.route({ ...endpointRoute(app, E.listExams), handler: async (request, reply) => {
    privateHeaders(reply)
    return (await svc.list(request.query.site, 'published')).map((e) => ({ _id: e._id, site: e.site, title: e.title, ne: e.ne, year: e.year, grading: e.grading, publishAt: e.publishAt }))
  } })

  app.route({ ...endpointRoute(app, E.listAllExams), handler: async (request, reply) => {
    privateHeaders(reply)
    return svc.list(request.query.site, 'all')
  } })

  app.route({ ...endpointRoute(app, E.createExam, writes), handler: async (request, reply) => {
    privateHeaders(reply)
    reply.code(201)
    return svc.create(request.body)
  } })

  app.route({ ...endpointRoute(app, E.patchExam, writes), handler: async (request, reply) => {
    privateHeaders(reply)
    const changed = orNotFound(await svc.patch(request.params.id, request.body), 'Exam not found')
    request.auditChange({ id: request.params.id, before: changed.before, after: changed.after })
    return changed.after
  } })

  // the multipart parser for the import alone (an encapsulated plugin): no other route pays its hooks
  const sheetImport: FastifyPluginAsyncTypebox = async (sheets) => {
    await registerMultipart(sheets)
    sheets.route({ ...endpointRoute(sheets, E.importResults, writes), handler: async (request, reply) => {
      privateHeaders(reply)
      const data = await readSheetFile(request, E.importResults.multipart.field)
      const report = await svc.import(request.params.id, data, request.query.commit === true)
      request.auditChange({ id: request.params.id, after: { rows: report.rows, errors: report.errors.length, duplicates: report.duplicates.length, committed: report.committed } })
      return report
    } })
  }
  await app.register(sheetImport)

  app.route({ ...endpointRoute(app, E.staffResult), handler: async (request, reply) => {
    privateHeaders(reply)
    const found = await svc.staffResult(request.params.id, request.query.symbol)
    const user = request.authUser!
    // a staff search is read, not written, yet audited: who looked whose result up
    await app.auditRepository.insert({
      userId: user._id, userName: user.name.slice(0, 100), userEmail: user.email.slice(0, 254), method: 'GET', resource: 'exams',
      path: request.url.split('?')[0]!.slice(0, 255), itemId: request.params.id, status: found ? 200 : 404, before: null,
      after: JSON.stringify({ symbol: normalSymbol(request.query.symbol) }), label: `Result search: ${normalSymbol(request.query.symbol).slice(0, 40)}`
    })
    return orNotFound(found, 'No result with this symbol number in this exam')
  } })

  app.route({ ...endpointRoute(app, E.lookupCounts), handler: async (request, reply) => {
    privateHeaders(reply)
    return svc.lookupCounts(request.params.id)
  } })

  const found = async (reply: FastifyReply, q: { exam: string; symbol: string; dob: string }) => {
    privateHeaders(reply)
    const hit = await svc.lookup(q.exam, q.symbol, q.dob)
    if (!hit) throw notFound(RESULT_NOT_FOUND)
    return hit
  }

  app.route({ ...endpointRoute(app, E.lookupResult, perIp), preHandler: perSymbol, handler: async (request, reply) => {
    const { exam, result } = await found(reply, request.query)
    return studentResult(result, exam.grading)
  } })

  const marksheets = marksheetRenderer(app.config.results.renderThreads)
  app.addHook('onClose', async () => { await marksheets.close() })
  app.route({ ...endpointRoute(app, E.marksheet, perIp), preHandler: perSymbol, handler: async (request, reply) => {
    const { exam, result } = await found(reply, request.query)
    const lang = request.query.lang ?? 'en'
    const code = await svc.codeFor(exam, result)
    const origin = request.publicOrigin.origin
    // a parent who gives up (the connection closes before the answer) no longer waits for a render
    const gone = new AbortController()
    reply.raw.once('close', () => { if (!reply.raw.writableFinished) gone.abort() })
    // the key is what the sheet shows besides the student: the code is this student's in this import
    const pdf = await marksheets.get(`${code}|${lang}|${origin}`, async () => {
      const s = await school(exam.site, lang)
      return {
        lang, code, result, verifyUrl: `${origin}${lang === 'ne' ? '/ne' : ''}/verify/${code}`,
        school: { name: s.name, address: s.address, logo: s.logo },
        exam: { title: lang === 'ne' ? (exam.titleNe || exam.title) : exam.title, year: Number(exam.year) }
      }
    }, gone.signal).catch((err: unknown) => {
      // nobody is left to answer when the render was dropped for a closed connection
      if (gone.signal.aborted) return null
      throw err
    })
    if (pdf === null) return reply
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="marksheet-${result.symbol}.pdf"`).send(pdf)
  } })

  app.route({ ...endpointRoute(app, E.verifyMarksheet, perIp), handler: async (request, reply) => {
    privateHeaders(reply)
    const hit = await svc.verify(request.params.code)
    if (!hit) throw notFound(NOT_ISSUED)
    const s = await school(hit.exam.site, 'en')
    const { exam, result } = hit
    return {
      name: result.name, gpa: result.gpa, result: result.result,
      exam: { title: exam.title, ne: { title: exam.titleNe || exam.title }, year: Number(exam.year) },
      school: { name: s.nameEn, ne: { name: s.nameNe } }
    }
  } })

  const smsLimit = { rateLimit: { max: limits.smsPerSenderPerHour, timeWindow: '1 hour', keyGenerator: (request: FastifyRequest) => `sms-sender:${queryOf(request, 'from')}` } }
  app.route({ ...endpointRoute(app, E.smsInbound, smsLimit), handler: async (request, reply) => {
    privateHeaders(reply)
    const secret = limits.smsInboundSecret
    const { from, text: message, signature } = request.query
    if (!secret) throw unauthorized('SMS lookups are not set up')
    const expected = createHmac('sha256', secret).update(`${from}\n${message}`).digest()
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized('The signature is not right')
    const m = /^\s*RESULT\s+(\S+)\s+(\S+)\s*$/i.exec(message)
    if (!m) return { reply: 'Send: RESULT <symbol number> <date of birth in BS, YYYY-MM-DD>' }
    const hit = await svc.lookupAnyExam('school', m[1]!, m[2]!)
    if (!hit) return { reply: RESULT_NOT_FOUND }
    const { exam, result } = hit
    const line = `${exam.title} ${exam.year}: ${initials(result.name)} GPA ${result.gpa.toFixed(2)} ${result.result === 'pass' ? 'Passed' : 'Not graded'}`
    return { reply: [...line].slice(0, 160).join('') }
  } })
}

export default routePlugin(results, 'results-routes', ['results', 'files', 'settings-repository'])
