import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { toLooseCalendarDay } from '../../lib/dates.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { orNotFound, sendPublicItem, sendPublicList } from '../../lib/http.js'
import { privateFile } from '../../plugins/app/files/refs.js'
import { KINDS } from '../../lib/upload-kinds.js'
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize.js'
import { nowIso } from '../../lib/ids.js'
import { applicationMail } from '../../plugins/app/mail/mails.js'
import { applicantConfirmation, registerInbox, storeAndMail } from '../../plugins/app/inbox/inbox-routes.js'
import { CONTENT_ENDPOINTS as E, isCareerPhone, JobApplication, NEPALI_CAREER_FIELDS, normalisePhone, type CareerBody } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { streamPrivate } from './uploads.js'
import type { UploadRow } from '../../plugins/app/files/uploads-repository.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { nepaliValues } from '../../lib/nepali.js'

const NOT_FOUND = 'Career not found'

/** A Nepali career field: the title trimmed, the rich text sanitised; an editor's empty `<p></p>` is none. */
const nepaliRichText = (field: string, value: string): string => {
  if (field === 'titleNe') return value.trim()
  const html = sanitizeRichText(value)
  return isBlankHtml(html) ? '' : html
}

/** Validates what the schema can't express and sanitises the rich text. */
export function careerValues (c: CareerBody, zone: string): Record<string, unknown> {
  const applyBefore = toLooseCalendarDay(c.applyBefore, zone)
  if (!applyBefore) throw badRequest('Please provide valid date')
  const careerSpecs = sanitizeRichText(c.careerSpecs)
  const careerDesc = sanitizeRichText(c.careerDesc)
  if (!careerSpecs) throw badRequest('careerSpecs cannot be empty')
  if (!careerDesc) throw badRequest('careerDesc cannot be empty')
  return {
    title: c.title.trim(),
    careerCategory: c.careerCategory.trim(),
    noOfVacancy: c.noOfVacancy,
    employmentType: c.employmentType.trim(),
    location: c.location.trim(),
    offeredSalary: c.offeredSalary.trim(),
    applyBefore,
    educationLevel: c.educationLevel.trim(),
    experienceRequired: c.experienceRequired.trim(),
    careerSpecs,
    careerDesc,
    note: sanitizeRichText(c.note ?? ''),
    ...nepaliValues(c, NEPALI_CAREER_FIELDS, nepaliRichText)
  }
}

const careers: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.careersRepository

  app.route({
    ...endpointRoute(app, E.listCareers, { cache: { reads: ['careers'] } }),
    handler: (request, reply) => sendPublicList(app, request, reply, () => repo.list(request.query))
  })

  app.route({
    ...endpointRoute(app, E.getCareer, { cache: { reads: ['careers/{id}'] } }),
    handler: (request, reply) => sendPublicItem(app, request, reply, () => repo.findById(request.params.id), NOT_FOUND)
  })

  app.route({
    ...endpointRoute(app, E.createCareer, { cache: { writes: ['careers'] } }),
    handler: async (request, reply) => {
      const now = nowIso()
      const values = careerValues(request.body, app.config.timeZone)
      // a career has no drafts: its rich texts' images need alt text on every write (issue 32)
      await app.media.assertAltText([], 'published', Object.values(values))
      reply.code(201)
      return repo.insert({ ...values, createdAt: now, updatedAt: now })
    }
  })

  app.route({
    ...endpointRoute(app, E.updateCareer, { cache: { writes: ['careers', 'careers/{id}'] } }),
    handler: async (request) => {
      const { id } = request.params
      const { careerId, ...fields } = request.body.career
      if (careerId && careerId !== id) throw badRequest('careerId does not match the career being edited')
      const before = orNotFound(await repo.findById(id), NOT_FOUND)
      const values = careerValues(fields, app.config.timeZone)
      await app.media.assertAltText([], 'published', Object.values(values))
      const after = orNotFound(await repo.update(id, { ...values, updatedAt: nowIso() }), NOT_FOUND)
      request.auditChange({ before, after })
      return after
    }
  })

  app.route({
    ...endpointRoute(app, E.deleteCareer, { cache: { writes: ['careers', 'careers/{id}'] } }),
    handler: async (request) => {
      request.auditChange({ before: orNotFound(await repo.remove(request.params.id), NOT_FOUND) })
      return { message: 'Career removed' }
    }
  })

  app.route({ ...endpointRoute(app, E.applyForCareer, { rateLimit: { max: app.config.rateLimits.submitPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const d = request.body.careerData
    const phoneNumber = normalisePhone(d.phoneNumber)
    if (!isCareerPhone(phoneNumber)) throw badRequest('Please provide Valid Phone Number')
    const career = d.careerId ? await repo.findById(d.careerId) : null
    if (d.careerId && !career) throw notFound(NOT_FOUND)
    // a CV uploaded for this purpose (?kind=cv), or a PDF/Word file uploaded anonymously with no kind
    const isCv = (u: UploadRow) => (u.area === 'private' && u.kind === 'cv') || (u.quarantined && u.area === 'quarantine' && ['pdf', 'document'].includes(u.kind))
    const found = await app.files.find(d.cv)
    if (found && isCv(found) && found.size > KINDS.cv.maxBytes) throw badRequest('cv: File size cant be greater than 2 MB')
    const cv = await privateFile(app, d.cv, isCv, 'cv: Please add valid file', 'cv')
    const careerTitle = career?.title ?? d.careerTitle?.trim() ?? ''
    if (!careerTitle) throw badRequest('careerTitle is required')
    const values = {
      careerId: career?._id ?? null,
      careerTitle,
      fullName: d.fullName.trim(),
      email: d.email,
      phoneNumber,
      message: d.message,
      cv: d.cv,
      originalFile: cv.upload.originalName,
      isRead: false
    }
    const lang = request.body.lang ?? 'en'
    return storeAndMail(app, reply, {
      draft: () => app.applicationsRepository.draft(values),
      mails: (row) => [
        applicationMail(row),
        applicantConfirmation(app, { kind: 'application', lang, reference: row.reference, name: row.fullName, to: row.email, position: row.careerTitle })
      ],
      files: [cv]
    })
  } })

  registerInbox(app, {
    tags: ['inbox'],
    base: '/api/careers/applications',
    item: JobApplication,
    repo: app.applicationsRepository,
    noun: 'Application',
    files: (row) => [row.cv]
  })

  app.route({ ...endpointRoute(app, E.applicationCv), handler: async (request, reply) => {
    const row = orNotFound(await app.applicationsRepository.findById(request.params.id), 'Application not found')
    const upload = await app.files.find(row.cv)
    if (!upload) throw notFound('File not found')
    return streamPrivate(app, reply, upload.name, row.originalFile)
  } })
}

export default routePlugin(careers, 'careers-routes', ['careersRepository', 'inbox-repositories', 'uploads-repository', 'files', 'mail'])
