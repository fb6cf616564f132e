import { hashPassword } from '../src/plugins/app/users/passwords.js'
import { badTokens, describeEachDb, json } from './helper.js'
import { file, png } from './fixtures.js'
import { apiRoutes, documentedCalls, routeRecorder, type RouteInfo } from './routes.js'

const recorder = routeRecorder()

describeEachDb('auth matrix', (get) => {
  let routes: RouteInfo[] = []
  const tokens: Record<string, string | undefined> = {}

  beforeAll(async () => {
    const t = get()
    routes = (await apiRoutes(t.app)).filter((r) => r.protected)
    Object.assign(tokens, badTokens(t))
    // a valid token whose user has since been deleted
    const gone = await t.app.usersRepository.create({ email: 'gone@test.school', name: 'Gone', passwordHash: await hashPassword('whatever-123') })
    tokens['deleted user'] = `Bearer ${t.app.signToken(gone._id)}`
    await t.app.usersRepository.remove(gone._id)
  })

  test('covers every protected route: the README\'s admin calls, the OpenAPI\'s secured ones and the routes that authenticate are the same', () => {
    // the three upload calls take anonymous files too (SPEC §4, §7: '— or admin'), so they are checked below
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`
    const documented = documentedCalls().filter((c) => c.auth === 'admin').map(key).sort()
    const authenticating = recorder.routesOf(get().app).filter((r) => r.authenticated).map(key).sort()
    expect(documented.length).toBeGreaterThan(0)
    expect(routes.map(key).sort()).toEqual(documented)
    expect(authenticating).toEqual(documented)
  })

  test('no token, malformed, foreign secret, expired and deleted-user tokens all get 401; nothing changes', async () => {
    const t = get()
    const before = await t.counts()
    const uploadsBefore = await t.app.uploadsRepository.count()
    let calls = 0
    const image = file('formFile', 'a.png', await png())
    for (const r of routes) {
      for (const [kind, header] of Object.entries(tokens)) {
        const headers: Record<string, string> = { ...(header ? { authorization: header } : {}) }
        const res = r.multipart
          ? await t.app.inject({ method: r.method as 'POST', url: r.url, payload: image.payload, headers: { ...headers, ...image.headers } })
          : await t.app.inject({ method: r.method as 'GET', url: r.url, headers, ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }) })
        expect([r.method, r.url, kind, res.statusCode]).toEqual([r.method, r.url, kind, 401])
        expect(json<{ message: string }>(res).message).toEqual(expect.any(String))
        calls++
      }
    }
    // uploads work without a token, but a token that is sent must pass the same checks
    for (const url of ['/api/upload', '/api/upload?kind=pdf', '/api/upload-blur']) {
      for (const [kind, header] of Object.entries(tokens)) {
        if (!header) continue
        const res = await t.app.inject({ method: 'POST', url, payload: image.payload, headers: { ...image.headers, authorization: header } })
        expect([url, kind, res.statusCode]).toEqual([url, kind, 401])
      }
    }
    expect(calls).toBe(routes.length * Object.keys(tokens).length)
    expect(await t.counts()).toEqual(before)
    expect(await t.app.uploadsRepository.count()).toBe(uploadsBefore)
  })
}, {}, { order: (plugins) => [recorder.plugin, ...plugins] })
