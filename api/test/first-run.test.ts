import fs from 'node:fs'
import path from 'node:path'
import { describeEachDb, json, type TestApp } from './helper.js'
import { waitFor } from './services.js'

// Issue 31, item 4: a site started without the demo seed and without ADMIN_EMAIL has no users; it
// shows "being set up" until the setup form is sent, once. The test app is made so by removing its admin.

const SETUP = {
  name: 'Valley School', address: 'Pokhara-8, Kaski', phone: '+977-61-550000', email: 'office@valley.test',
  colors: { primary: '#1d4ed8' },
  admin: { name: 'Sita Gurung', email: 'Sita@Valley.test', password: 'river-stone-morning-42' }
}
const post = (t: TestApp, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/setup', payload })
const WOMEN = { host: 'women.localhost' }

describeEachDb('first-run setup (issue 31)', (get) => {
  beforeAll(async () => {
    await get().app.knex('users').del()
    // a shell document, as a build leaves it: the pages after setup are served with it
    const dist = path.join(get().config.webRoot, 'shell', 'dist')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>')
  })

  test('until it is done, every public page is "being set up" (503, Retry-After) and the console sends to /admin/setup', async () => {
    const { app } = get()
    expect(json(await app.inject({ url: '/api/setup' }))).toEqual({ needed: true })
    for (const url of ['/', '/news', '/ne/about', '/no-such-page']) {
      const page = await app.inject({ url })
      expect(page.statusCode).toBe(503)
      expect(page.headers['retry-after']).toBe('300')
      expect(page.body).toContain('This website is being set up')
      expect(page.body).toContain('यो वेबसाइट तयार हुँदैछ')
    }
    for (const url of ['/admin/home', '/admin/login']) {
      const console = await app.inject({ url })
      expect(console.statusCode).toBe(302)
      expect(console.headers.location).toBe('/admin/setup')
    }
    const setup = await app.inject({ url: '/admin/setup' })
    expect(setup.statusCode).not.toBe(302)
    expect(setup.body).not.toContain('being set up')
  })

  test('a bad form is refused with the field named, and nothing is stored', async () => {
    const t = get()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...SETUP, phone: 'call us' }, /^phone must be a phone number/],
      [{ ...SETUP, email: 'office' }, /^email must be a valid email address/],
      [{ ...SETUP, admin: { ...SETUP.admin, email: 'sita' } }, /^admin\.email must be a valid email address/],
      [{ ...SETUP, admin: { ...SETUP.admin, password: '12345678' } }, /^admin\.password: /],
      [{ ...SETUP, admin: { ...SETUP.admin, password: 'valleyschool2026' } }, /^admin\.password: /],
      [{ ...SETUP, colors: { primary: '#ffff00' } }, /^colors\.primary is too light/],
      [{ ...SETUP, logo: '/uploads/not-ours.png' }, /logo/]
    ]
    for (const [body, message] of cases) {
      const res = await post(t, body)
      expect(res.statusCode).toBe(400)
      expect(json<{ message: string }>(res).message).toMatch(message)
    }
    expect(await t.app.usersRepository.count()).toBe(0)
    expect(json<{ name: string }>(await t.app.inject({ url: '/api/settings?site=school' })).name).toBe('')
  })

  test('sent twice at once, one form sets the site up: its admin signs in, the facts show, and setup is gone (404)', async () => {
    const t = get()
    const [a, b] = await Promise.all([post(t, SETUP), post(t, { ...SETUP, name: 'Another School', admin: { ...SETUP.admin, email: 'other@valley.test' } })])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 404])
    const won = a.statusCode === 201 ? a : b
    expect(json(won)).toEqual({ message: 'The website is set up. Sign in with the email and password you chose.' })
    expect(json(a.statusCode === 404 ? a : b)).toEqual({ message: 'This website is already set up' })
    const users = await t.app.knex('users').select('email', 'role', 'name')
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({ role: 'admin', name: 'Sita Gurung' })
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: users[0].email, password: SETUP.admin.password } })
    expect(login.statusCode).toBe(200)

    const settings = json<Record<string, unknown>>(await t.app.inject({ url: '/api/settings?site=school' }))
    expect(settings).toMatchObject({ address: 'Pokhara-8, Kaski', phones: ['+977-61-550000'], email: 'office@valley.test', colors: { primary: '#1d4ed8', accent: '' }, women: { enabled: false } })
    expect(json(await t.app.inject({ url: '/api/setup' }))).toEqual({ needed: false })
    const home = await t.app.inject({ url: '/' })
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<title>Valley School')
    expect((await t.app.inject({ url: '/admin/setup' })).statusCode).toBe(404)
    expect((await post(t, SETUP)).statusCode).toBe(404)
    expect(await t.app.usersRepository.count()).toBe(1)
  })

  test("women.enabled: off, the women's host answers the school's site; only the school's settings hold it", async () => {
    const t = get()
    const token = json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'sita@valley.test', password: SETUP.admin.password } })).token
    const put = (site: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/settings?site=${site}`, headers: { authorization: `Bearer ${token}` }, payload })
    const womenRuntime = async () => json<{ womenSite?: boolean }>(await t.app.inject({ url: '/remotes.json', headers: WOMEN }))
    // the setup left it off
    await waitFor(async () => (await womenRuntime()).womenSite === false)
    const sitemapOnWomenHost = async () => (await t.app.inject({ url: '/sitemap.xml', headers: WOMEN })).body
    expect(await sitemapOnWomenHost()).toContain('/registration')

    expect((await put('school', { women: { enabled: true } })).statusCode).toBe(200)
    await waitFor(async () => !('womenSite' in (await womenRuntime())))
    expect(await sitemapOnWomenHost()).not.toContain('/registration')

    const wrongSite = await put('women', { women: { enabled: false } })
    expect(wrongSite.statusCode).toBe(400)
    expect(json(wrongSite)).toEqual({ message: "women.enabled is a setting of the school's site (site=school)" })
    expect(json<{ women: unknown }>(await t.app.inject({ url: '/api/settings?site=school' })).women).toEqual({ enabled: true })
  })
})
