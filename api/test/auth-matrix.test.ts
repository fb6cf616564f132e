import { hashPassword } from '../src/plugins/app/users/passwords.js'
import { badTokens, describeEachDb, json } from './helper.js'
import { file, png } from './fixtures.js'
import { apiRoutes, type RouteInfo } from './routes.js'

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

  test('covers every protected route of the API', () => {
    // all admin writes, registration reads, the admin event list, the inbox and the dashboard
    // 42 protected calls of SPEC §7 plus 13 added ones (inbox, dashboard, session, private files);
    // the three upload calls take anonymous files too (SPEC §4, §7), so they are checked below
    expect(routes.length).toBe(55)
    expect(routes.map((r) => `${r.method} ${r.url.replace(/01980000-[0-9a-f-]+/, ':id')}`)).toEqual(expect.arrayContaining([
      'GET /api/events', 'GET /api/registrations', 'GET /api/registrations/:id', 'DELETE /api/registrations/:id', 'POST /api/news',
      'PUT /api/careers/:id', 'GET /api/dashboard/counts'
    ]))
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
    expect(calls).toBe(routes.length * 6)
    expect(await t.counts()).toEqual(before)
    expect(await t.app.uploadsRepository.count()).toBe(uploadsBefore)
  })
})
