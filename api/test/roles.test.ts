import { ENDPOINTS, type EndpointDef, type Role } from '@school/shared/contract'
import { accessProblem, ACCOUNT_SELF_SERVICE, FORBIDDEN, MUST_CHANGE_PASSWORD } from '../src/lib/roles.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, png } from './fixtures.js'
import { apiRoutes, type RouteInfo } from './routes.js'
import { userWithRole } from './writes.js'

type Body = Record<string, unknown>

/**
 * The policy of issue 14 written out independently of src/lib/roles.ts: what each role may call,
 * by URL prefix. Everything else is the admin's alone; /api/users/me and the password change are everyone's.
 */
const MAY: Record<Exclude<Role, 'admin'>, RegExp> = {
  editor: /^\/api\/(news|notices|events|carousel|modal|gallery|staffs|teams|testimonials|downloads|dashboard|upload|uploads|upload-blur|pages|media|preview-links|alerts|editing)(\/|$)|^\/api\/careers(?!\/applications)(\/|$)/,
  admissions: /^\/api\/(registrations|contact|inbox|dashboard|upload|uploads|upload-blur)(\/|$)|^\/api\/careers\/applications(\/|$)/,
  results: /^\/api\/(exams|dashboard|upload|uploads|upload-blur)(\/|$)/
}
const EVERYONE = ['GET /api/users/me', 'PUT /api/users/password', ...ACCOUNT_SELF_SERVICE]
const expectedAllowed = (role: Role, r: Pick<RouteInfo, 'method' | 'path'>) =>
  role === 'admin' || EVERYONE.includes(`${r.method} ${r.path}`) || MAY[role].test(r.path)

async function call (t: TestApp, r: RouteInfo, token: string) {
  const authorization = `Bearer ${token}`
  if (r.multipart) {
    const image = file(r.path === '/api/uploads' ? 'images' : 'formFile', 'a.png', await png())
    return t.app.inject({ method: 'POST', url: r.url, payload: image.payload, headers: { ...image.headers, authorization } })
  }
  return t.app.inject({ method: r.method as 'GET', url: r.url, headers: { authorization }, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) })
}

async function state (t: TestApp): Promise<Record<string, number>> {
  return { ...(await t.counts()), audit: await t.app.auditRepository.count() }
}

test("every declared endpoint's roles are the policy above; a route declared nowhere is the admin's", () => {
  const declared: EndpointDef[] = Object.values(ENDPOINTS)
  for (const e of declared) {
    if (e.roles === 'public') continue
    for (const role of ['admin', 'editor', 'admissions', 'results'] as const) {
      const allowed = accessProblem({ role, mustChangePassword: false }, e.method, e.path, e.roles, e.selfService) === null
      expect([role, e.method, e.path, allowed]).toEqual([role, e.method, e.path, expectedAllowed(role, e)])
    }
  }
  for (const role of ['editor', 'admissions', 'results'] as const) expect(accessProblem({ role, mustChangePassword: false }, 'GET', '/api/newsletter')).toBe(FORBIDDEN)
  expect(accessProblem({ role: 'admin', mustChangePassword: true }, 'GET', '/api/news/:id')).toBe(MUST_CHANGE_PASSWORD)
  expect(accessProblem({ role: 'admin', mustChangePassword: true }, 'PUT', '/api/users/password')).toBeNull()
})

describeEachDb('roles', (get) => {
  const tokens = {} as Record<Role, string>
  let routes: RouteInfo[] = []

  beforeAll(async () => {
    const t = get()
    // every route that authenticates, and the uploads, which take a token too
    routes = (await apiRoutes(t.app)).filter((r) => r.protected || (r.multipart && !r.path.startsWith('/api/registrations/')))
    tokens.admin = t.token
    tokens.editor = (await userWithRole(t, 'editor')).token
    tokens.admissions = (await userWithRole(t, 'admissions')).token
    tokens.results = (await userWithRole(t, 'results')).token
  })

  test('role matrix: every protected route × admin, editor, admissions, results gets 403 {message} exactly where the policy says, and a 403 changes nothing', async () => {
    const t = get()
    const before = await state(t)
    let refused = 0
    let allowed = 0
    for (const role of ['admin', 'editor', 'admissions', 'results'] as const) {
      for (const r of routes) {
        if (expectedAllowed(role, r)) continue
        const res = await call(t, r, tokens[role])
        expect([role, r.method, r.path, res.statusCode]).toEqual([role, r.method, r.path, 403])
        expect(json<{ message: string }>(res).message).toBe(FORBIDDEN)
        refused++
      }
    }
    expect(await state(t)).toEqual(before)
    for (const role of ['admin', 'editor', 'admissions', 'results'] as const) {
      for (const r of routes) {
        if (!expectedAllowed(role, r)) continue
        const res = await call(t, r, tokens[role])
        // allowed: the route itself answers (2xx, or 400/404 for the empty body and the unknown id)
        expect([role, r.method, r.path, res.statusCode !== 403 && res.statusCode !== 401 && res.statusCode < 500]).toEqual([role, r.method, r.path, true])
        allowed++
      }
    }
    expect(refused + allowed).toBe(routes.length * 4)
    // each role is refused something and allowed something
    expect(refused).toBeGreaterThan(routes.length / 2)
    expect(allowed).toBeGreaterThan(routes.length)
  }, 60_000)

  test('an editor edits content; an admissions officer reads registrations and messages; neither manages users', async () => {
    const t = get()
    const ed = { authorization: `Bearer ${tokens.editor}` }
    const adm = { authorization: `Bearer ${tokens.admissions}` }
    const created = await t.app.inject({ method: 'POST', url: '/api/gallery/videos', headers: ed, payload: { src: 'aqz-KE-bpKQ' } })
    expect(created.statusCode).toBe(201)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/videos/${json<Body>(created)._id}`, headers: adm })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/videos/${json<Body>(created)._id}`, headers: ed })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/registrations', headers: adm })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/contact/messages', headers: adm })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/careers/applications', headers: adm })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/registrations', headers: ed })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/dashboard/counts', headers: ed })).statusCode).toBe(200)
    for (const h of [ed, adm]) {
      expect((await t.app.inject({ url: '/api/users', headers: h })).statusCode).toBe(403)
      const me = await t.app.inject({ url: '/api/users/me', headers: h })
      expect(me.statusCode).toBe(200)
    }
  })

  describe('users (admin only)', () => {
    const strong = 'Phewa-Lake-Boats-3307'

    test('POST /api/users → 201 {_id,name,email,role}; GET lists it with its role and state, never a hash', async () => {
      const t = get()
      const res = await t.authed({ method: 'POST', url: '/api/users', payload: { name: 'Gita Rai', email: 'Gita@Test.School', password: strong, role: 'editor' } })
      expect(res.statusCode).toBe(201)
      const body = json<Body>(res)
      expect(body).toEqual({ _id: expect.any(String), name: 'Gita Rai', email: 'gita@test.school', role: 'editor' })
      const list = await t.authed({ url: '/api/users' })
      expect(list.statusCode).toBe(200)
      const users = json<Body[]>(list)
      expect(users.find((u) => u._id === body._id)).toEqual({ ...body, disabled: false, mustChangePassword: true, createdAt: expect.any(String), twoFactorEnabled: false })
      expect(list.body).not.toMatch(/passwordHash|argon|tokenVersion/)
      expect(await t.app.knex('users').where({ id: body._id }).first()).toMatchObject({ role: 'editor' })
    })

    test('bad input: a weak password, a used email, an unknown role, missing fields → 4xx {message}, nothing created', async () => {
      const t = get()
      await t.authed({ method: 'POST', url: '/api/users', payload: { name: 'Taken', email: 'taken@test.school', password: strong, role: 'admissions' } })
      const before = await t.app.usersRepository.count()
      const cases: Array<[number, Body]> = [
        [400, { name: 'W', email: 'w@test.school', password: 'password1', role: 'editor' }],
        [400, { name: 'W', email: 'w@test.school', password: 'short', role: 'editor' }],
        [409, { name: 'T', email: 'TAKEN@test.school', password: strong, role: 'editor' }],
        [400, { name: 'W', email: 'w@test.school', password: strong, role: 'owner' }],
        [400, { name: 'W', email: 'not an email', password: strong, role: 'editor' }],
        [400, { email: 'w@test.school', password: strong, role: 'editor' }]
      ]
      for (const [status, payload] of cases) {
        const res = await t.authed({ method: 'POST', url: '/api/users', payload })
        expect([payload, res.statusCode]).toEqual([payload, status])
        expect(json<{ message: string }>(res).message).toEqual(expect.any(String))
      }
      expect(json<{ message: string }>(await t.authed({ method: 'POST', url: '/api/users', payload: cases[2]![1] })).message).toBe('A user with this email already exists')
      expect(await t.app.usersRepository.count()).toBe(before)
    })

    test('first sign-in: role and mustChangePassword in the login answer; only /me and the password change until it is changed', async () => {
      const t = get()
      await t.authed({ method: 'POST', url: '/api/users', payload: { name: 'Kiran', email: 'kiran@test.school', password: strong, role: 'editor' } })
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'kiran@test.school', password: strong } })
      expect(login.statusCode).toBe(200)
      const session = json<{ token: string; role: string; mustChangePassword: boolean }>(login)
      expect(session).toMatchObject({ role: 'editor', mustChangePassword: true })
      const as = { authorization: `Bearer ${session.token}` }
      expect(json<Body>(await t.app.inject({ url: '/api/users/me', headers: as }))).toMatchObject({ email: 'kiran@test.school', role: 'editor', mustChangePassword: true })
      const before = await state(t)
      for (const [method, url] of [['GET', '/api/events'], ['POST', '/api/gallery/videos'], ['GET', '/api/dashboard/counts']] as const) {
        const res = await t.app.inject({ method, url, headers: as, ...(method === 'POST' ? { payload: { src: 'aqz-KE-bpKQ' } } : {}) })
        expect([url, res.statusCode]).toEqual([url, 403])
        expect(json<{ message: string }>(res).message).toBe(MUST_CHANGE_PASSWORD)
      }
      expect(await state(t)).toEqual(before)
      const changed = await t.app.inject({ method: 'PUT', url: '/api/users/password', headers: as, payload: { currentPassword: strong, newPassword: 'Lalitpur-Hills-4821' } })
      expect(changed.statusCode).toBe(200)
      // the change signs the old token out; the new session may work
      expect((await t.app.inject({ url: '/api/users/me', headers: as })).statusCode).toBe(401)
      const again = json<{ token: string; mustChangePassword: boolean }>(await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'kiran@test.school', password: 'Lalitpur-Hills-4821' } }))
      expect(again.mustChangePassword).toBe(false)
      expect((await t.app.inject({ url: '/api/events', headers: { authorization: `Bearer ${again.token}` } })).statusCode).toBe(200)
    })

    test('PATCH /api/users/:id: a role change applies to the next call; a disabled user cannot sign in and their tokens stop working', async () => {
      const t = get()
      const u = await userWithRole(t, 'editor')
      const as = { authorization: `Bearer ${u.token}` }
      expect((await t.app.inject({ url: '/api/registrations', headers: as })).statusCode).toBe(403)
      const patched = await t.authed({ method: 'PATCH', url: `/api/users/${u._id}`, payload: { role: 'admissions' } })
      expect(patched.statusCode).toBe(200)
      expect(json<Body>(patched)).toMatchObject({ _id: u._id, role: 'admissions', disabled: false })
      expect((await t.app.inject({ url: '/api/registrations', headers: as })).statusCode).toBe(200)

      expect(json<Body>(await t.authed({ method: 'PATCH', url: `/api/users/${u._id}`, payload: { disabled: true } }))).toMatchObject({ disabled: true })
      expect((await t.app.inject({ url: '/api/users/me', headers: as })).statusCode).toBe(401)
      const refused = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: u.email, password: u.password } })
      expect(refused.statusCode).toBe(403)
      expect(json<{ message: string }>(refused).message).toBe('This account is disabled')
      // a wrong password stays the usual 401: the state is told only to whoever knows the password
      expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: u.email, password: 'wrong password here' } })).statusCode).toBe(401)

      await t.authed({ method: 'PATCH', url: `/api/users/${u._id}`, payload: { disabled: false } })
      // enabling again does not revive the old token
      expect((await t.app.inject({ url: '/api/users/me', headers: as })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: u.email, password: u.password } })).statusCode).toBe(200)
    })

    test('PATCH refusals: unknown id 404, empty body 400, the last enabled admin and oneself', async () => {
      const t = get()
      const unknown = await t.authed({ method: 'PATCH', url: '/api/users/01980000-0000-7000-8000-000000000000', payload: { role: 'editor' } })
      expect(unknown.statusCode).toBe(404)
      expect(json<{ message: string }>(unknown).message).toBe('User not found')
      expect((await t.authed({ method: 'PATCH', url: `/api/users/${t.adminId}`, payload: {} })).statusCode).toBe(400)
      expect((await t.authed({ method: 'PATCH', url: `/api/users/${t.adminId}`, payload: { role: 'superuser' } })).statusCode).toBe(400)
      const admins = await t.app.usersRepository.countAdmins()
      if (admins === 1) {
        const last = await t.authed({ method: 'PATCH', url: `/api/users/${t.adminId}`, payload: { role: 'editor' } })
        expect(last.statusCode).toBe(400)
        expect(json<{ message: string }>(last).message).toBe('The last enabled admin cannot be demoted or disabled')
      }
      const other = await userWithRole(t, 'admin')
      const self = await t.app.inject({ method: 'PATCH', url: `/api/users/${other._id}`, headers: { authorization: `Bearer ${other.token}` }, payload: { disabled: true } })
      expect(self.statusCode).toBe(400)
      expect(await t.app.knex('users').where({ id: t.adminId }).first()).toMatchObject({ role: 'admin' })
      await t.app.usersRepository.remove(other._id)
    })
  })
})
