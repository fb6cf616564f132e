import type { FastifyPluginAsync } from 'fastify'
import { Type, type Static } from 'typebox'
import { badRequest, HttpError } from '../../lib/errors.js'
import { orNotFound, privateHeaders } from '../../lib/http.js'
import { registerInbox } from '../../lib/inbox-routes.js'
import { registrationMail } from '../../lib/mails.js'
import { requireUpload } from '../../lib/refs.js'
import { REGISTRATION_FILES } from '../../plugins/app/inbox/inbox-repositories.js'
import { IdParams, errors } from '../../schemas/common.js'
import { FACULTIES, LEVELS, Registration, RegistrationBody, SENIOR, type RegistrationInput } from '../../schemas/registrations.js'
import { routePlugin } from '../../lib/route-plugin.js'

const auth = [{ bearerAuth: [] }]
const FILE = /^\/api\/registrations\/files\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/

/** 'Primary (1-5)' → 'Primary'; 'Class 5' → '5'; 'nursery' → 'Nursery'. */
export function checkLevel (preference: string, lvl?: string, faculty?: string): { preference: string; lvl: string; faculty: string } {
  const level = Object.keys(LEVELS).find((l) => preference.trim().toLowerCase().startsWith(l.toLowerCase()))
  if (!level) throw badRequest(`preference must be one of: ${Object.keys(LEVELS).join(', ')}`)
  const raw = (lvl ?? '').trim().replace(/^(class|grade)\s*/i, '')
  const cls = LEVELS[level]!.find((c) => c.toLowerCase() === raw.toLowerCase())
  if (level === SENIOR) {
    const fac = FACULTIES.find((f) => f.toLowerCase() === (faculty ?? '').trim().toLowerCase())
    if (!fac) throw badRequest(`Please select a faculty: ${FACULTIES.join(', ')}`)
    if (raw && !cls) throw badRequest('Please Select Level Value')
    return { preference: level, lvl: cls ?? '', faculty: fac }
  }
  if (!cls) throw badRequest('Please Select Level Value')
  return { preference: level, lvl: cls, faculty: '' }
}

const registrations: FastifyPluginAsync = async (app) => {
  const repo = app.registrationsRepository

  app.post('/api/registrations', {
    config: { rateLimit: { max: app.config.rateLimits.submitPerIp, timeWindow: '1 minute' }, cache: { writes: [] } },
    schema: {
      tags: ['registrations'],
      summary: 'Admission application (public). The captcha token is verified when captcha is on.',
      body: RegistrationBody,
      response: { 201: Registration, ...errors(400, 429) }
    }
  }, async (request, reply) => {
    const b = request.body as RegistrationInput
    if (!/^\+?[0-9]{7,15}$/.test(b.phone.trim())) throw badRequest('Please provide valid Phone Number.')
    const level = checkLevel(b.preference, b.lvl, b.faculty)
    // private documents only, each one that we issued
    const doc = async (ref: string | undefined, required: boolean, message: string) => {
      if (!ref) {
        if (required) throw badRequest(message)
        return ''
      }
      if (!FILE.test(ref)) throw badRequest(message)
      await requireUpload(app, ref, (u) => u.area === 'private' && u.kind !== 'cv', message)
      return ref
    }
    const markSheet = await doc(b.markSheet, true, 'Please add valid file (marksheet)')
    const ppPhoto = await doc(b.ppPhoto, true, 'Please add valid file (photo)')
    const characterCerf = await doc(b.characterCerf, false, 'Please add valid file (character certificate)')
    const attachApplication = await doc(b.attachApplication, false, 'Please add valid file (application letter)')
    // captcha last: every other mistake is reported without spending the token
    if (app.captcha.enabled) {
      if (!b.token?.trim()) throw badRequest('Please fill out the reCAPTCHA')
      if (!(await app.captcha.verify(b.token, request.ip))) throw new HttpError(400, 'reCAPTCHA verification failed, please try again')
    }
    const row = await repo.insert({
      firstName: b.firstName.trim(), lastName: b.lastName.trim(), email: b.email, phone: b.phone.trim(), address: b.address.trim(),
      ...level, markSheet, ppPhoto, characterCerf, attachApplication, application: b.application ?? '', isRead: false
    })
    await app.mailer.enqueue(registrationMail(row)).catch((err) => app.log.error({ err }, 'registration mail not queued'))
    reply.code(201)
    return row
  })

  app.get('/api/registrations/:id', {
    onRequest: app.authenticate,
    schema: { tags: ['registrations'], security: auth, params: IdParams, response: { 200: Registration, ...errors(401, 404) } }
  }, async (request, reply) => {
    privateHeaders(reply)
    return orNotFound(await repo.findById((request.params as Static<typeof IdParams>).id), 'Registration not found')
  })

  registerInbox(app, {
    tags: ['registrations'], base: '/api/registrations', item: Registration, repo, noun: 'Registration',
    files: (row) => REGISTRATION_FILES.map((f) => row[f])
  })

  app.get('/api/registrations/unread/count', {
    onRequest: app.authenticate,
    schema: { tags: ['registrations'], security: auth, response: { 200: Type.Object({ count: Type.Integer() }), ...errors(401) } }
  }, async () => ({ count: await repo.countUnread() }))
}

export default routePlugin(registrations, 'registrations-routes', ['inbox-repositories', 'files', 'mail', 'captcha'])
