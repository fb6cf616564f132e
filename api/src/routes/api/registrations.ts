import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { toCalendarDay, todayIn } from '../../lib/dates.js'
import { badRequest, HttpError } from '../../lib/errors.js'
import { orNotFound, privateHeaders } from '../../lib/http.js'
import { applicantConfirmation, registerInbox, storeWithMails } from '../../plugins/app/inbox/inbox-routes.js'
import { registrationMail } from '../../plugins/app/mail/mails.js'
import { privateFile, type PrivateFile } from '../../plugins/app/files/refs.js'
import { KINDS, storedExtension, type UploadKind } from '../../lib/upload-kinds.js'
import { REGISTRATION_FILES } from '../../plugins/app/inbox/inbox-repositories.js'
import type { UploadRow } from '../../plugins/app/files/uploads-repository.js'
import { FACULTIES, isRegistrationPhone, LEVELS, normalisePhone, Registration, STAFF_ENDPOINTS as E } from '@school/shared/contract'
import { endpointRoute } from '../../lib/endpoints.js'
import { routePlugin } from '../../lib/route-plugin.js'
import { registrationFilter, registrationsCsv, sendDocumentsZip } from '../../plugins/app/inbox/registration-pipeline.js'

const FILE = /^\/api\/registrations\/files\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/
const MB = 1024 * 1024
/** what one registration's documents may weigh together (each may be 5 MB; four at the limit is no admission) */
export const REGISTRATION_MAX_BYTES = 12 * MB

/** 'Primary (1-5)' → 'Primary'; 'Class 5' → '5'; 'nursery' → 'Nursery'. */
export function checkLevel (preference: string, lvl?: string, faculty?: string): { preference: string; lvl: string; faculty: string } {
  const level = LEVELS.find((l) => preference.trim().toLowerCase().startsWith(l.value.toLowerCase()))
  if (!level) throw badRequest(`preference must be one of: ${LEVELS.map((l) => l.value).join(', ')}`)
  const raw = (lvl ?? '').trim().replace(/^(class|grade)\s*/i, '')
  const cls = level.classes.find((c) => c.toLowerCase() === raw.toLowerCase())
  if (level.faculty) {
    const fac = FACULTIES.find((f) => f.toLowerCase() === (faculty ?? '').trim().toLowerCase())
    if (!fac) throw badRequest(`Please select a faculty: ${FACULTIES.join(', ')}`)
    // the class is the faculty's to give: a client that kept the class of a level picked before sends
    // it along, and it means nothing here, so it is dropped rather than refused (issue 35)
    return { preference: level.value, lvl: cls ?? '', faculty: fac }
  }
  if (!cls) throw badRequest('Please Select Level Value')
  return { preference: level.value, lvl: cls, faculty: '' }
}

/** The optional applicant details (issue 38, item 11): trimmed, blank as none, the birth day a real past AD day. */
export function admissionExtras (b: { guardianName?: string; dateOfBirth?: string; previousSchool?: string }, zone: string): Record<string, string | null> {
  const text = (v: string | undefined) => v?.trim() ? v.trim() : null
  let dateOfBirth: string | null = null
  if (b.dateOfBirth?.trim()) {
    const day = /^\d{4}-\d{1,2}-\d{1,2}$/.test(b.dateOfBirth.trim()) ? toCalendarDay(b.dateOfBirth, zone) : null
    if (!day || day > todayIn(zone) || day < '1900-01-01') throw badRequest('Please provide a valid date of birth (YYYY-MM-DD).')
    dateOfBirth = day
  }
  return { guardianName: text(b.guardianName), dateOfBirth, previousSchool: text(b.previousSchool) }
}

const registrations: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.registrationsRepository

  app.route({ ...endpointRoute(app, E.createRegistration, { rateLimit: { max: app.config.rateLimits.submitPerIp, timeWindow: '1 minute' }, cache: { writes: [] } }), handler: async (request, reply) => {
    const b = request.body
    const phone = normalisePhone(b.phone)
    if (!isRegistrationPhone(phone)) throw badRequest('Please provide valid Phone Number.')
    const level = checkLevel(b.preference, b.lvl, b.faculty)
    const extras = admissionExtras(b, app.config.timeZone)
    // private documents only, each one that we issued
    // each of the type its field takes (a marksheet upload is no passport photo)
    const docs: Array<{ ref: string | undefined; required: boolean; kind: UploadKind; message: string }> = [
      { ref: b.markSheet, required: true, kind: 'marksheet', message: 'Please add valid file (marksheet)' },
      { ref: b.ppPhoto, required: true, kind: 'ppphoto', message: 'Please add valid file (photo)' },
      { ref: b.characterCerf, required: false, kind: 'characterCf', message: 'Please add valid file (character certificate)' },
      { ref: b.attachApplication, required: false, kind: 'application', message: 'Please add valid file (application letter)' }
    ]
    // uploaded for this very field (`/api/registrations/uploads/marksheet` for the mark sheet), not merely of its type
    const accepts = (kind: UploadKind) => (u: UploadRow) => u.area === 'private' && u.kind === kind &&
      KINDS[kind].types.map(storedExtension).includes(u.name.split('.').pop()!)
    let total = 0
    for (const d of docs) {
      if (!d.ref) {
        if (d.required) throw badRequest(d.message)
        continue
      }
      const u = FILE.test(d.ref) ? await app.files.find(d.ref) : null
      if (!u || !accepts(d.kind)(u)) throw badRequest(d.message)
      total += u.size
    }
    if (total > REGISTRATION_MAX_BYTES) throw badRequest(`The documents of one registration may be ${REGISTRATION_MAX_BYTES / MB} MB in all; please send smaller files`)
    // captcha last: every other mistake is reported without spending the token
    if (app.captcha.enabled) {
      if (!b.token?.trim()) throw badRequest('Please fill out the reCAPTCHA')
      if (!(await app.captcha.verify(b.token, request.ip))) throw new HttpError(400, 'reCAPTCHA verification failed, please try again')
    }
    const files: PrivateFile[] = []
    for (const d of docs) if (d.ref) files.push(await privateFile(app, d.ref, accepts(d.kind), d.message))
    const [markSheet, ppPhoto, characterCerf, attachApplication] = docs.map((d) => d.ref ?? '')
    // stored with its files and mails in one transaction, or not at all (the usual error answer, nothing half-stored)
    const row = await storeWithMails(app, {
      draft: () => repo.draft({
        firstName: b.firstName.trim(), lastName: b.lastName.trim(), email: b.email, phone, address: b.address.trim(),
        ...level, markSheet, ppPhoto, characterCerf, attachApplication, application: b.application ?? '', isRead: false,
        ...extras
      }),
      mails: (r) => [registrationMail(r), applicantConfirmation(app, {
        kind: 'registration', lang: b.lang ?? 'en', reference: r.reference, name: `${r.firstName} ${r.lastName}`, to: r.email
      })],
      files
    })
    reply.code(201)
    return row
  } })

  app.route({ ...endpointRoute(app, E.getRegistration), handler: async (request, reply) => {
    privateHeaders(reply)
    return orNotFound(await repo.findById(request.params.id), 'Registration not found')
  } })

  app.route({ ...endpointRoute(app, E.listRegistrations), handler: async (request, reply) => {
    const { page, limit, q, ...filters } = request.query
    const r = await repo.listFiltered({ page, limit, q }, registrationFilter(filters, app.config.timeZone))
    privateHeaders(reply)
    if (r.total !== undefined) reply.header('X-Total-Count', String(r.total))
    return r.items
  } })

  // a static path: find-my-way prefers it to /api/registrations/:id whatever the order
  app.route({ ...endpointRoute(app, E.exportRegistrations), handler: async (request, reply) => {
    const { q, ...filters } = request.query
    const { items } = await repo.listFiltered({ q }, registrationFilter(filters, app.config.timeZone))
    return registrationsCsv(reply, items, app.config.timeZone)
  } })

  app.route({ ...endpointRoute(app, E.updateRegistration, { cache: { writes: [] } }), handler: async (request) => {
    const { status } = request.body
    const note = request.body.note?.trim() ?? ''
    if (!status && !note) throw badRequest('Send a status or a note')
    const user = request.authUser!
    return orNotFound(await repo.change(request.params.id, { _id: user._id, name: user.name }, { status, note }), 'Registration not found')
  } })

  app.route({ ...endpointRoute(app, E.registrationDocuments), handler: async (request, reply) => {
    const row = orNotFound(await repo.findById(request.params.id), 'Registration not found')
    return sendDocumentsZip(app, reply, row)
  } })

  registerInbox(app, {
    tags: ['registrations'], base: '/api/registrations', item: Registration, repo, noun: 'Registration',
    files: (row) => REGISTRATION_FILES.map((f) => row[f]),
    list: false
  })

  app.route({ ...endpointRoute(app, E.unreadRegistrations), handler: async () => ({ count: await repo.countUnread() }) })
}

export default routePlugin(registrations, 'registrations-routes', ['inbox-repositories', 'files', 'mail', 'captcha'])
