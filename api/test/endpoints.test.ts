import { ENDPOINTS as E, ENDPOINTS, pathWith, queryString, statusOf, type EndpointDef } from '@school/shared/contract'
import { accessProblem, ACCOUNT_SELF_SERVICE, FORBIDDEN, SELF_SERVICE } from '../src/lib/roles.js'
import { describeEachDb, json } from './helper.js'
import { apiRoutes, routeRecorder } from './routes.js'
import { uploadRefs, userWithRole } from './writes.js'

// The endpoint contract (issue 35, item 1): each declared endpoint is a route of the API with its
// declaration's method, path, schema and role check, and the front ends build its URL from it.

const recorder = routeRecorder()
const declared: Array<[string, EndpointDef]> = Object.entries(ENDPOINTS)

test("a declaration's URL: its parameters encoded in the path, its query in order, nothing for what is missing", () => {
  expect(pathWith('/api/pages/:id', { id: 'a b/c' })).toBe('/api/pages/a%20b%2Fc')
  expect(() => pathWith('/api/pages/:id', {})).toThrow('/api/pages/:id needs the parameter id')
  expect(queryString({ site: 'school', path: '/about us', page: 2, q: undefined })).toBe('?site=school&path=%2Fabout%20us&page=2')
  expect(queryString(undefined)).toBe('')
})

test("the declared roles are the check: an undeclared route is the admin's alone; a declared one, its roles", () => {
  for (const role of ['editor', 'admissions'] as const) {
    expect(accessProblem({ role, mustChangePassword: false }, 'GET', '/api/not-declared')).toBe(FORBIDDEN)
    expect(accessProblem({ role, mustChangePassword: false }, 'GET', '/api/not-declared', ['admin', role])).toBeNull()
  }
  expect(accessProblem({ role: 'admin', mustChangePassword: false }, 'GET', '/api/not-declared')).toBeNull()
  expect(accessProblem({ role: 'editor', mustChangePassword: false }, E.listAudit.method, E.listAudit.path, E.listAudit.roles)).toBe(FORBIDDEN)
  expect(accessProblem({ role: 'admissions', mustChangePassword: false }, E.listApplications.method, E.listApplications.path, E.listApplications.roles)).toBeNull()
  expect(accessProblem({ role: 'editor', mustChangePassword: false }, E.listApplications.method, E.listApplications.path, E.listApplications.roles)).toBe(FORBIDDEN)
})

test('the self-service calls (before a password change, before a 2FA setup) are the ones the contract marks', () => {
  expect([...SELF_SERVICE].sort()).toEqual(['GET /api/users/me', 'PUT /api/users/password'])
  expect([...ACCOUNT_SELF_SERVICE].sort()).toEqual([
    'DELETE /api/users/sessions/:id', 'GET /api/users/sessions', 'POST /api/users/2fa/disable', 'POST /api/users/2fa/enable',
    'POST /api/users/2fa/setup', 'POST /api/users/sessions/revoke-others', 'PUT /api/users/email'
  ])
})

/** The staff's and the accounts' areas (issue 35): every route of the API under these is declared. */

describeEachDb('declared endpoints are the routes', (get) => {
  test('every declared endpoint is a route with its method, path, summary and answer, and signs in exactly where it is not public', async () => {
    const t = get()
    const routes = recorder.routesOf(t.app)
    const documented = await apiRoutes(t.app)
    const spec = json<{ paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>> }>(await t.app.inject({ url: '/api/docs/json' }))
    for (const [name, e] of declared) {
      const route = routes.find((r) => r.method === e.method && r.path === e.path)
      expect([name, route?.authenticated]).toEqual([name, e.roles !== 'public'])
      expect([name, documented.find((r) => r.method === e.method && r.path === e.path)?.protected]).toEqual([name, e.roles !== 'public'])
      const op = spec.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]
      const statuses = [statusOf(e), ...e.errors, ...Object.keys(e.otherAnswers ?? {})].map(String)
      expect([name, op?.summary, Object.keys(op?.responses ?? {}).sort()]).toEqual([name, e.summary, [...new Set(statuses)].sort()])
    }
    // every route of the API is declared, once
    const undeclared = documented.filter((r) => !declared.some(([, e]) => e.method === r.method && e.path === r.path))
    expect(undeclared).toEqual([])
    expect(new Set(declared.map(([, e]) => `${e.method} ${e.path}`)).size).toBe(declared.length)
    expect(declared.length).toBe(documented.length)
  })

  test("a declaration's roles are the check: an editor writes pages but not the settings; admissions reads no draft page", async () => {
    const t = get()
    const editor = `Bearer ${(await userWithRole(t, 'editor')).token}`
    const admissions = `Bearer ${(await userWithRole(t, 'admissions')).token}`
    const settings = await t.app.inject({ method: 'PUT', url: '/api/settings?site=school', headers: { authorization: editor }, payload: { phones: ['+977-1-5550000'] } })
    expect([settings.statusCode, json<{ message: string }>(settings).message]).toEqual([403, 'You do not have permission to do this'])
    const page = await t.app.inject({ method: 'POST', url: '/api/pages', headers: { authorization: editor }, payload: { site: 'school', path: '/open-day', title: 'Open day', blocks: [] } })
    expect(page.statusCode).toBe(201)
    expect((await t.app.inject({ url: '/api/pages/all?site=school', headers: { authorization: admissions } })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/pages/by-path?site=school&path=/open-day' })).statusCode).toBe(200)
  })

  test("a resource's declarations are its routes: admissions adds no staff, an editor does; the console's notices list is private and counted", async () => {
    const t = get()
    const editor = `Bearer ${(await userWithRole(t, 'editor')).token}`
    const admissions = `Bearer ${(await userWithRole(t, 'admissions')).token}`
    const team = { fullName: 'Ram Thapa', desc: 'Vice Principal', image: (await uploadRefs(t)).image }
    const refused = await t.app.inject({ method: 'POST', url: '/api/teams', headers: { authorization: admissions }, payload: team })
    expect([refused.statusCode, json<{ message: string }>(refused).message]).toEqual([403, 'You do not have permission to do this'])
    expect(await t.app.knex('teams').where({ fullName: 'Ram Thapa' }).first()).toBeUndefined()
    const created = await t.app.inject({ method: 'POST', url: '/api/teams', headers: { authorization: editor }, payload: team })
    expect([created.statusCode, json<{ fullName: string }>(created).fullName]).toEqual([201, 'Ram Thapa'])
    const all = await t.app.inject({ url: '/api/notices/all?page=1&limit=5', headers: { authorization: editor } })
    expect([all.statusCode, all.headers['cache-control'], all.headers['x-total-count']]).toEqual([200, 'private, no-store', '0'])
    expect((await t.app.inject({ url: '/api/notices/all', headers: { authorization: admissions } })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/notices/all' })).statusCode).toBe(401)
  })
}, {}, { order: (plugins) => [recorder.plugin, ...plugins] })
