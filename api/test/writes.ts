import type { InjectOptions } from 'fastify'
import { generate } from 'otplib'
import { hashPassword } from '../src/plugins/app/users/passwords.js'
import type { Role } from '@school/shared/contract'
import { file, jpeg, pdf, png } from './fixtures.js'
import { json, type TestApp } from './helper.js'
import type { RouteInfo } from './routes.js'
import { SEED_SETTINGS } from '../src/seed/site.js'

type Body = Record<string, unknown>

/**
 * A successful call of any write route (POST, PUT, PATCH, DELETE) of the API, for the tests that
 * go through every write the OpenAPI lists (the audit log): the item a PUT, PATCH or DELETE needs is
 * made first, through the API. A route with no recipe here and no create call to borrow from gets
 * null, and the test that asked says which.
 */

export interface Refs { image: string; image2: string; pdf: string; blur: string }

export async function uploadRefs (t: TestApp): Promise<Refs> {
  const up = async (query: string, name: string, content: Buffer) => json<string>(await t.authed({ method: 'POST', url: `/api/upload${query}`, ...file('formFile', name, content) }))
  const blur = json<{ blurredImageURL: string }>(await t.authed({ method: 'POST', url: '/api/upload-blur', ...file('formFile', 'm.png', await png()) }))
  return { image: await up('', 'a.png', await png()), image2: await up('', 'b.png', await png()), pdf: await up('?kind=pdf', 'form.pdf', pdf()), blur: blur.blurredImageURL }
}

/**
 * `uploadRefs` made once per app and kept while its files are there: the write recipes below are asked for
 * every write route in turn, and four image uploads (their variants cut) for each was most of their time.
 * A delete that released one of the files (the last item using it) gets a fresh set.
 */
const kept = new WeakMap<TestApp, Refs>()
async function sharedRefs (t: TestApp): Promise<Refs> {
  const had = kept.get(t)
  if (had && (await Promise.all(Object.values(had).map((ref) => t.app.files.find(ref)))).every(Boolean)) return had
  const refs = await uploadRefs(t)
  kept.set(t, refs)
  return refs
}

export const CAREER = {
  title: 'Science Teacher', careerCategory: 'Teaching', noOfVacancy: 2, employmentType: 'Full time', location: 'Banepa',
  offeredSalary: 'NPR 40,000', applyBefore: '2099-03-31', educationLevel: 'Bachelor', experienceRequired: '2 years',
  careerSpecs: '<p>Teach physics</p>', careerDesc: '<p>Desc</p>'
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

/** A valid create body for each create call, by its path. */
export const CREATE_BODIES: Record<string, (r: Refs) => Body> = {
  '/api/news': (r) => ({ title: 'Results out', author: 'Office', description: 'All passed', section: 'Primary', image: r.image }),
  '/api/notices': (r) => ({ title: 'Exam routine', description: 'Routine attached', file: r.pdf }),
  '/api/staffs': (r) => ({ image: r.image, fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Teacher', phone: '9841234567' }),
  '/api/gallery/albums': (r) => ({ name: 'Sports week', images: [r.image] }),
  '/api/gallery': (r) => ({ name: 'Outreach', images: [r.image] }),
  '/api/gallery/videos': () => ({ src: 'aqz-KE-bpKQ' }),
  '/api/modal': (r) => ({ image: r.image }),
  '/api/modal/sub-domain': (r) => ({ image: r.image, thumbnail: r.blur }),
  '/api/carousel': (r) => ({ title: 'Welcome', description: 'Hello', image: r.image }),
  '/api/carousel/sub-domain': (r) => ({ title: 'Clinic', description: 'Screening', image: r.image }),
  '/api/events': () => ({ title: 'Sports day', description: 'On the field', date: tomorrow() }),
  '/api/events/sub-domain': () => ({ title: 'Camp', description: 'Free', startDate: inDays(1), endDate: inDays(3) }),
  '/api/downloads': (r) => ({ title: 'Admission form', file: r.pdf }),
  '/api/careers': () => ({ ...CAREER }),
  '/api/teams': (r) => ({ fullName: 'Hari Karki', desc: 'Chair', image: r.image }),
  '/api/testimonials/students': (r) => ({ fullName: 'Asmita', desc: 'Grade 8', image: r.image, message: 'I love the library' }),
  '/api/testimonials/visitors': (r) => ({ fullName: 'Guest', desc: 'Parent', image: r.image, message: 'Lovely' }),
  '/api/testimonials': (r) => ({ fullName: 'Radhika', desc: 'Law student', image: r.image, message: 'Great' }),
  '/api/broadcasts': () => ({ site: 'school', channels: ['email', 'sms'], topics: ['alerts'], title: 'School closed', message: 'Heavy rain' }),
  '/api/alerts': () => ({ site: 'school', level: 'info', message: 'School closed on Friday', ne: { message: 'शुक्रबार विद्यालय बन्द' }, endsAt: new Date(Date.now() + 86_400_000).toISOString() }),
  '/api/pages': (r) => ({
    site: 'school', path: `/clinic-${unique()}`, title: 'Clinic', blocks: [{ type: 'richText', html: '<p>Open daily</p>' }, { type: 'image', file: r.image, alt: 'The clinic' }]
  })
}

/** The site-wide documents (issue 31): one per site, replaced by a PUT with `?site=`. */
const SITE_PUTS: Record<string, Body> = {
  '/api/settings': { motto: 'Learning together', phones: ['+977-1-5550000'] },
  '/api/menus': { header: [{ label: 'Events', path: '/events' }], footer: { useful: [{ label: 'News', path: '/news' }], external: [] } }
}

/** The SPEC shapes of the two PUT calls that wrap their body; any other PUT takes the create body (every field optional). */
const WRAPPED_PUT: Record<string, string> = { '/api/news/:id': 'news', '/api/careers/:id': 'career' }

let seq = 0
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`

/** A user of the role with a token, made in the database (no mustChangePassword). */
export async function userWithRole (t: TestApp, role: Role, password = 'correct horse battery'): Promise<{ _id: string; email: string; password: string; token: string }> {
  const email = `${role}-${unique()}@test.school`
  const u = await t.app.usersRepository.create({ email, name: `${role} ${unique()}`, passwordHash: await hashPassword(password), role })
  return { _id: u._id, email, password, token: t.app.signToken(u._id, u.tokenVersion) }
}

async function registrationId (t: TestApp): Promise<string> {
  const doc = async (field: string, name: string, content: Buffer) =>
    json<string>(await t.app.inject({ method: 'POST', url: `/api/registrations/uploads/${field}`, ...file(field, name, content) }))
  const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: {
    firstName: 'Sushmita', lastName: 'Tamang', email: 'sushmita@example.com', phone: '9841234567', address: 'Banepa-5, Kavre',
    preference: 'Primary (1-5)', lvl: 'Class 3', faculty: 'Science',
    markSheet: await doc('marksheet', 'marks.pdf', pdf()), ppPhoto: await doc('ppphoto', 'photo.jpg', await jpeg()), application: 'Please admit her.'
  } })
  if (res.statusCode !== 201) throw new Error(`registration not created: ${res.statusCode} ${res.body}`)
  return json<Body>(res)._id as string
}

async function messageId (t: TestApp): Promise<string> {
  const subject = `Hello ${unique()}`
  await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState: { name: 'Ram', email: 'ram@example.com', subject, message: 'A question' } } })
  const found = (await t.app.contactRepository.list({ q: subject })).items[0]
  if (!found) throw new Error('contact message not stored')
  return found._id
}

async function applicationId (t: TestApp): Promise<string> {
  const career = json<Body>(await t.authed({ method: 'POST', url: '/api/careers', payload: CAREER }))._id as string
  const cv = json<string>(await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf()) }))
  const name = `Ram ${unique()}`
  await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
    careerId: career, careerTitle: 'x', fullName: name, email: 'ram@example.com', phoneNumber: '9841234567', message: 'I apply.', cv
  } } })
  const found = (await t.app.applicationsRepository.list({ q: name })).items[0]
  if (!found) throw new Error('application not stored')
  return found._id
}

/** The id of a fresh item of the collection (`/api/news`), made through its create call. */
async function itemOf (t: TestApp, collection: string, refs: Refs): Promise<string | null> {
  if (collection === '/api/registrations') return registrationId(t)
  if (collection === '/api/contact/messages') return messageId(t)
  if (collection === '/api/careers/applications') return applicationId(t)
  if (collection === '/api/users') return (await userWithRole(t, 'editor'))._id
  const body = CREATE_BODIES[collection]
  if (!body) return null
  const res = await t.authed({ method: 'POST', url: collection, payload: body(refs) })
  if (res.statusCode !== 201) throw new Error(`POST ${collection}: ${res.statusCode} ${res.body}`)
  return json<Body>(res)._id as string
}

/**
 * Inject options for a call of the route that should succeed as the admin (t.token), or null
 * when this file does not know how. Makes what the call needs first.
 */
export async function successfulWrite (t: TestApp, route: Pick<RouteInfo, 'method' | 'path'>): Promise<InjectOptions | null> {
  const { method, path } = route
  const admin = { authorization: `Bearer ${t.token}` }
  const refs = await sharedRefs(t)
  if (method === 'POST' && path === '/api/upload') return { method, url: path, ...withAuth(file('formFile', 'a.png', await png()), admin) }
  if (method === 'POST' && path === '/api/upload-blur') return { method, url: path, ...withAuth(file('formFile', 'a.png', await png()), admin) }
  if (method === 'POST' && path === '/api/uploads') return { method, url: path, ...withAuth(file('images', 'a.png', await png()), admin) }
  if (method === 'POST' && path === '/api/users') {
    return { method, url: path, headers: admin, payload: { name: 'New Editor', email: `new-${unique()}@test.school`, password: 'Phewa-Lake-Boats-3307', role: 'editor' } }
  }
  if (method === 'PUT' && path === '/api/users/password') {
    const u = await userWithRole(t, 'editor')
    return { method, url: path, headers: { authorization: `Bearer ${u.token}` }, payload: { currentPassword: u.password, newPassword: 'Lalitpur-Hills-4821' } }
  }
  if (method === 'PUT' && SITE_PUTS[path]) return { method, url: `${path}?site=school`, headers: admin, payload: SITE_PUTS[path] }
  const account = await accountWrite(t, method, path)
  if (account) return account
  const restore = await restoreWrite(t, method, path)
  if (restore) return restore
  if (path === '/api/media' || path === '/api/media/:id' || path === '/api/media/:id/file') {
    const upload = async () => t.app.inject({ method: 'POST', url: '/api/media', ...withAuth(file('file', 'a.png', await png()), admin) })
    if (method === 'POST') return { method, url: path, ...withAuth(file('file', 'a.png', await png()), admin) }
    const id = json<Array<{ _id: string }>>(await upload())[0]!._id
    if (path === '/api/media/:id/file') return { method, url: path.replace(':id', id), ...withAuth(file('file', 'b.png', await png()), admin) }
    return { method, url: path.replace(':id', id), headers: admin, ...(method === 'PATCH' ? { payload: { alt: 'The school gate' } } : {}) }
  }
  if (path.startsWith('/api/exams')) {
    const body = { site: 'school', title: 'Second Terminal', year: 2082, grading: 'gpa' }
    if (method === 'POST' && path === '/api/exams') return { method, url: path, headers: admin, payload: body }
    const id = json<{ _id: string }>(await t.app.inject({ method: 'POST', url: '/api/exams', headers: admin, payload: body }))._id
    if (method === 'PATCH') return { method, url: path.replace(':id', id), headers: admin, payload: { title: 'Second Terminal Exam' } }
    const sheet = file('file', 'results.csv', Buffer.from('Symbol,Name,DOB,Class,Section,English\n1001,Sita Rai,2065-01-15,10,A,91\n'))
    return { method, url: `${path.replace(':id', id)}?commit=true`, ...withAuth(sheet, admin) }
  }
  if (path === '/api/editing/:resource/:id') {
    const id = await itemOf(t, '/api/news', refs)
    return { method, url: `/api/editing/news/${id}`, headers: admin, ...(method === 'PUT' ? { payload: {} } : {}) }
  }
  if (path.startsWith('/api/preview-links')) {
    const id = await itemOf(t, '/api/news', refs)
    const body = { resource: 'news', id, expiresInHours: 24 }
    if (method === 'POST') return { method, url: path, headers: admin, payload: body }
    const link = json<{ _id: string }>(await t.app.inject({ method: 'POST', url: '/api/preview-links', headers: admin, payload: body }))
    return { method, url: path.replace(':id', link._id), headers: admin }
  }
  if (method === 'POST') {
    const body = CREATE_BODIES[path]
    return body ? { method, url: path, headers: admin, payload: body(refs) } : null
  }
  // an item call: /api/x/:id or /api/x/:id/<action>
  const m = /^(.*)\/:id(\/[\w-]+)?$/.exec(path)
  if (!m) return null
  const collection = m[1]!
  const id = await itemOf(t, collection, refs)
  if (!id) return null
  const url = path.replace(':id', id)
  if (method === 'DELETE') return { method, url, headers: admin }
  if (method === 'PATCH' && m[2]) return { method, url, headers: admin, payload: {} }
  if (method === 'PATCH' && collection === '/api/users') return { method, url, headers: admin, payload: { role: 'admissions' } }
  if (method === 'PATCH' && collection === '/api/registrations') return { method, url, headers: admin, payload: { status: 'contacted', note: 'Called the parents' } }
  if (method === 'PUT') {
    const body = CREATE_BODIES[collection]?.(await sharedRefs(t))
    if (!body) return null
    const wrap = WRAPPED_PUT[path]
    return { method, url, headers: admin, payload: wrap ? { [wrap]: body } : body }
  }
  return null
}

/**
 * A restore (issue 32): an item made and edited through the API (a site's settings or menus edited), so
 * it has a revision to restore.
 */
async function restoreWrite (t: TestApp, method: string, path: string): Promise<InjectOptions | null> {
  const m = /^(.*?)(\/:id)?\/revisions\/:rev\/restore$/.exec(path)
  if (method !== 'POST' || !m) return null
  const admin = { authorization: `Bearer ${t.token}` }
  const collection = m[1]!
  const edit = m[2] ? await successfulWrite(t, { method: 'PUT', path: `${collection}/:id` }) : await successfulWrite(t, { method: 'PUT', path: collection })
  if (!edit) return null
  // a fresh database's settings are blank, which no edit may write back: the first run's come first
  if (collection === '/api/settings') await t.app.inject({ ...edit, payload: (({ women: _, ...seeded }) => seeded)(SEED_SETTINGS.school) })
  await t.app.inject(edit)
  const item = String(edit.url).split('?')[0]!
  const list = json<Array<{ _id: string }>>(await t.app.inject({ url: m[2] ? `${item}/revisions` : `${item}/revisions?site=school`, headers: admin }))
  if (!list[0]) throw new Error(`${path}: the edit kept no revision`)
  return { method, url: `${item}/revisions/${list[0]._id}/restore`, headers: admin }
}

/** A fresh editor signed in through the login (a session row, a fresh sign-in), with their password. */
async function signedInEditor (t: TestApp): Promise<{ _id: string; token: string; password: string }> {
  const u = await userWithRole(t, 'editor')
  const email = (await t.app.usersRepository.findById(u._id))!.email
  const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: u.password } })
  return { _id: u._id, token: json<{ token: string }>(res).token, password: u.password }
}

/** The calls on one's own account (issue 34): 2FA, sessions, email; and the admins' settings and session ending. */
async function accountWrite (t: TestApp, method: string, path: string): Promise<InjectOptions | null> {
  const admin = { authorization: `Bearer ${t.token}` }
  const as = (token: string) => ({ authorization: `Bearer ${token}` })
  if (method === 'PUT' && path === '/api/users/settings') return { method, url: path, headers: admin, payload: { requireTwoFactor: false } }
  if (method === 'POST' && path === '/api/users/:id/sessions/revoke') {
    return { method, url: path.replace(':id', (await signedInEditor(t))._id), headers: admin }
  }
  if (method === 'POST' && path === '/api/users/2fa/setup') return { method, url: path, headers: as((await signedInEditor(t)).token) }
  if (method === 'POST' && (path === '/api/users/2fa/enable' || path === '/api/users/2fa/disable')) {
    const u = await signedInEditor(t)
    const { secret } = json<{ secret: string }>(await t.app.inject({ method: 'POST', url: '/api/users/2fa/setup', headers: as(u.token) }))
    const epoch = Math.floor(Date.now() / 1000)
    const enable = { code: await generate({ secret, epoch: epoch - 30 }), password: u.password }
    if (path.endsWith('enable')) return { method, url: path, headers: as(u.token), payload: enable }
    const token = json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/users/2fa/enable', headers: as(u.token), payload: enable })).token
    return { method, url: path, headers: as(token), payload: { password: u.password, code: await generate({ secret, epoch }) } }
  }
  if (method === 'DELETE' && path === '/api/users/sessions/:id') {
    const u = await signedInEditor(t)
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: (await t.app.usersRepository.findById(u._id))!.email, password: u.password } })
    const current = (JSON.parse(Buffer.from(u.token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
    const other = (await t.app.accountsRepository.sessions.listLive(u._id)).find((s) => s.id !== current)
    return { method, url: path.replace(':id', other!.id), headers: as(u.token) }
  }
  if (method === 'POST' && path === '/api/users/sessions/revoke-others') return { method, url: path, headers: as((await signedInEditor(t)).token) }
  if (method === 'PUT' && path === '/api/users/email') {
    const u = await signedInEditor(t)
    return { method, url: path, headers: as(u.token), payload: { email: `moved-${unique()}@test.school`, currentPassword: u.password } }
  }
  return null
}

function withAuth (f: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  return { payload: f.payload, headers: { ...f.headers, ...auth } }
}
