import type { InjectOptions } from 'fastify'
import { hashPassword } from '../src/plugins/app/users/passwords.js'
import { ADMIN, badTokens, describeEachDb, json } from './helper.js'

interface News { _id: string; title: string; author: string; description: string; section: string; image: string; user: string; createdAt: string }

const valid = {
  user: 'ignored',
  title: 'Annual day 2082',
  author: 'Principal',
  description: 'The annual day will be held in the school hall.',
  section: 'Primary',
  image: ''
}

describeEachDb('news', (get) => {
  // Each test makes the items it reads, marked with a word of its own, so any test runs alone or in any order.
  let serial = 0
  const marker = () => `mark${++serial}x${Date.now().toString(36)}`
  const create = async (fields: Partial<typeof valid> = {}): Promise<News> => {
    const res = await get().authed({ method: 'POST', url: '/api/news', payload: { ...valid, ...fields } })
    expect(res.statusCode).toBe(201)
    return json<News>(res)
  }

  test('POST /api/news creates an item for a signed-in admin', async () => {
    const res = await get().authed({ method: 'POST', url: '/api/news', payload: valid })
    expect(res.statusCode).toBe(201)
    const created = json<News>(res)
    expect(created).toMatchObject({ title: valid.title, author: valid.author, section: 'Primary', image: '', user: get().adminId })
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await get().app.knex('news').where({ id: created._id }).first()).toMatchObject({ title: valid.title, userId: get().adminId })
  })

  test('the rich-text description is sanitised on create and edit; a plain-text one is kept as written', async () => {
    const t = get()
    const rich = await create({ description: '<h2>Day</h2><p onclick="x()">Sports <a href="javascript:alert(1)">day</a></p><table><tbody><tr><td colspan="2">Fees</td></tr></tbody></table><script>alert(1)</script>' })
    expect(rich.description).toBe('<h2>Day</h2><p>Sports <a rel="noopener noreferrer">day</a></p><table><tbody><tr><td colspan="2">Fees</td></tr></tbody></table>')
    const plain = 'Fees < Rs 500 & more\n\nSecond line'
    const res = await t.authed({ method: 'PUT', url: `/api/news/${rich._id}`, payload: { news: { ...valid, description: plain, descriptionNe: '<p>नमस्ते<img src=x onerror=alert(1)></p>' } } })
    expect(res.statusCode).toBe(200)
    expect(await t.app.knex('news').where({ id: rich._id }).first()).toMatchObject({ description: plain, descriptionNe: '<p>नमस्ते</p>' })
  })

  test('GET /api/news lists them, newest first, with cache headers and 304', async () => {
    const { app } = get()
    const word = marker()
    const first = await create({ title: `First ${word}` })
    const second = await create({ title: `Second ${word}`, section: 'Pre-School' })
    const res = await app.inject({ url: '/api/news' })
    expect(res.statusCode).toBe(200)
    const ids = json<News[]>(res).map((n) => n._id)
    expect(ids.indexOf(second._id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id))
    expect(res.headers['cache-control']).toContain('must-revalidate')
    const etag = res.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await app.inject({ url: '/api/news', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
  })

  test('GET /api/news pages and searches case-insensitively', async () => {
    const { app } = get()
    const word = marker()
    await create({ title: `Older ${word}` })
    await create({ title: `Newer ${word}` })
    const page = await app.inject({ url: `/api/news?q=${word}&page=2&limit=1` })
    expect(json<News[]>(page).map((n) => n.title)).toEqual([`Older ${word}`])
    expect(page.headers['x-total-count']).toBe('2')
    const found = await app.inject({ url: `/api/news?q=NEWER%20${word.toUpperCase()}` })
    expect(json<News[]>(found).map((n) => n.title)).toEqual([`Newer ${word}`])
    const none = await app.inject({ url: '/api/news?q=%25_' })
    expect(json<News[]>(none)).toEqual([])
  })

  test('GET /api/news/latest returns at most 5, newest first', async () => {
    const word = marker()
    const made: News[] = []
    for (let i = 0; i < 6; i++) made.push(await create({ title: `Bulk ${i} ${word}` }))
    const res = await get().app.inject({ url: '/api/news/latest' })
    expect(json<News[]>(res).map((n) => n._id)).toEqual(made.slice(1).reverse().map((n) => n._id))
  })

  test('GET /api/news/:id returns one item; unknown ids are 404', async () => {
    const { app } = get()
    const item = await create({ title: `One ${marker()}` })
    const res = await app.inject({ url: `/api/news/${item._id}` })
    expect(json<News>(res)).toEqual(item)
    const missing = await app.inject({ url: '/api/news/does-not-exist' })
    expect(missing.statusCode).toBe(404)
    expect(json(missing)).toEqual({ message: 'News not found' })
  })

  test('PUT /api/news/:id edits with the {news: {...}} body', async () => {
    const item = await create()
    const res = await get().authed({
      method: 'PUT', url: `/api/news/${item._id}`, payload: { news: { ...valid, newsId: item._id, title: 'Edited title' } }
    })
    expect(res.statusCode).toBe(200)
    expect(json<News>(res).title).toBe('Edited title')
    const read = await get().app.inject({ url: `/api/news/${item._id}` })
    expect(json<News>(read).title).toBe('Edited title')
  })

  test('PUT with a mismatched newsId or unknown id is refused', async () => {
    const item = await create()
    const mismatch = await get().authed({ method: 'PUT', url: `/api/news/${item._id}`, payload: { news: { ...valid, newsId: 'other' } } })
    expect(mismatch.statusCode).toBe(400)
    const unknown = await get().authed({ method: 'PUT', url: '/api/news/nope', payload: { news: valid } })
    expect(unknown.statusCode).toBe(404)
    expect(json(await get().app.inject({ url: `/api/news/${item._id}` }))).toEqual(item)
  })

  test('DELETE /api/news/:id removes it', async () => {
    const item = await create()
    const res = await get().authed({ method: 'DELETE', url: `/api/news/${item._id}` })
    expect(res.statusCode).toBe(200)
    expect((await get().app.inject({ url: `/api/news/${item._id}` })).statusCode).toBe(404)
    expect((await get().authed({ method: 'DELETE', url: `/api/news/${item._id}` })).statusCode).toBe(404)
  })

  describe('protected calls refuse missing, bad and expired tokens', () => {
    const calls = [
      { method: 'POST' as const, url: '/api/news', payload: valid },
      { method: 'PUT' as const, url: '/api/news/x', payload: { news: valid } },
      { method: 'DELETE' as const, url: '/api/news/x' }
    ]
    test.each(calls)('$method $url', async (call) => {
      const before = await get().counts()
      for (const [, header] of Object.entries(badTokens(get()))) {
        const res = await get().app.inject({ ...call, headers: header ? { authorization: header } : {} })
        expect(res.statusCode).toBe(401)
        expect(typeof json<{ message: string }>(res).message).toBe('string')
      }
      expect(await get().counts()).toEqual(before)
    })
  })

  describe('bad bodies get 400 and leave the database unchanged', () => {
    const bad: Array<[string, unknown]> = [
      ['missing title', { ...valid, title: undefined }],
      ['blank title', { ...valid, title: '   ' }],
      ['unknown section', { ...valid, section: 'University' }],
      ['javascript: image', { ...valid, image: 'javascript:alert(1)' }],
      ['title too long', { ...valid, title: 'x'.repeat(256) }],
      ['wrong type', { ...valid, description: { nested: true } }],
      ['a description that is only a script', { ...valid, description: '<script>alert(1)</script>' }],
      ['array body', [valid]],
      ['string body', 'hello']
    ]
    test.each(bad)('%s', async (_name, payload) => {
      const before = await get().counts()
      const res = await get().authed({ method: 'POST', url: '/api/news', payload: payload as object })
      // a text/plain body is 415, everything else 400
      expect([400, 415]).toContain(res.statusCode)
      expect(typeof json<{ message: string }>(res).message).toBe('string')
      expect(await get().counts()).toEqual(before)
    })

    test('invalid JSON', async () => {
      const before = await get().counts()
      const res = await get().authed({ method: 'POST', url: '/api/news', payload: '{"title":', headers: { 'content-type': 'application/json' } })
      expect(res.statusCode).toBe(400)
      expect(await get().counts()).toEqual(before)
    })

    test('bad PUT bodies', async () => {
      const item = await create()
      const before = await get().counts()
      for (const payload of [valid, { news: { ...valid, section: 'x' } }, { news: 'x' }]) {
        const res = await get().authed({ method: 'PUT', url: `/api/news/${item._id}`, payload })
        expect(res.statusCode).toBe(400)
      }
      expect(await get().counts()).toEqual(before)
      expect(json(await get().app.inject({ url: `/api/news/${item._id}` }))).toEqual(item)
    })
  })
})

describeEachDb('login', (get) => {
  test('POST /api/users/login returns the user and a working token', async () => {
    const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload: { email: ADMIN.email.toUpperCase(), password: ADMIN.password } })
    expect(res.statusCode).toBe(200)
    const body = json<{ _id: string; name: string; email: string; token: string }>(res)
    expect(body).toMatchObject({ _id: get().adminId, name: ADMIN.name, email: ADMIN.email })
    const me = await get().app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${body.token}` } })
    expect(json(me)).toEqual({ _id: get().adminId, name: ADMIN.name, email: ADMIN.email, role: 'admin', mustChangePassword: false, twoFactorEnabled: false, twoFactorSetupRequired: false })
    // hours, not weeks
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
    expect(payload.exp - payload.iat).toBe(8 * 3600)
  })

  test('wrong password and unknown email get the same 401', async () => {
    for (const payload of [{ email: ADMIN.email, password: 'wrong password' }, { email: 'nobody@test.school', password: 'whatever1' }]) {
      const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload })
      expect(res.statusCode).toBe(401)
      expect(json(res)).toEqual({ message: 'Invalid email or password' })
    }
  })

  test('bad login bodies are 400', async () => {
    for (const payload of [{}, { email: ADMIN.email }, { email: 1, password: [] }]) {
      const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload })
      expect(res.statusCode).toBe(400)
    }
  })

  test('GET /api/users/me refuses bad tokens', async () => {
    for (const header of Object.values(badTokens(get()))) {
      const res = await get().app.inject({ url: '/api/users/me', headers: header ? { authorization: header } : {} })
      expect(res.statusCode).toBe(401)
    }
  })

  test('an account is locked after repeated failures, whatever the IP', async () => {
    const email = 'locked@test.school'
    for (let i = 0; i < 5; i++) {
      const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'bad' }, remoteAddress: `10.0.0.${i}` })
      expect(res.statusCode).toBe(401)
    }
    const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'bad' } })
    expect(res.statusCode).toBe(429)
    expect(json<{ message: string }>(res).message).toMatch(/Too many failed login attempts/)
  })

  test('PUT /api/users/password changes the password and signs out older tokens', async () => {
    // its own account: the suite's admin keeps its password and token for the other tests
    const { app } = get()
    const email = 'changer@test.school'
    const password = 'Lalitpur-Hills-4821'
    const user = await app.usersRepository.create({ email, name: 'Changer', passwordHash: await hashPassword(password) })
    const asUser = (opts: InjectOptions) => app.inject({ ...opts, headers: { authorization: `Bearer ${app.signToken(user._id)}` } })
    const wrong = await asUser({ method: 'PUT', url: '/api/users/password', payload: { currentPassword: 'nope', newPassword: 'a brand new password' } })
    expect(wrong.statusCode).toBe(400)
    const short = await asUser({ method: 'PUT', url: '/api/users/password', payload: { currentPassword: password, newPassword: 'short' } })
    expect(short.statusCode).toBe(400)
    const ok = await asUser({ method: 'PUT', url: '/api/users/password', payload: { currentPassword: password, newPassword: 'a brand new password' } })
    expect(ok.statusCode).toBe(200)
    expect((await asUser({ url: '/api/users/me' })).statusCode).toBe(401)
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: 'a brand new password' } })
    expect(login.statusCode).toBe(200)
    expect((await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).statusCode).toBe(401)
  })
})

describeEachDb('login rate limit per IP', (get) => {
  test('the 4th attempt within a minute from one IP is 429', async () => {
    const codes = []
    for (let i = 0; i < 4; i++) {
      const res = await get().app.inject({ method: 'POST', url: '/api/users/login', payload: { email: `u${i}@test.school`, password: 'x' } })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 429])
  })
}, { rateLimits: { loginPerIp: 3, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 10, uploadPerIp: 10 } })
