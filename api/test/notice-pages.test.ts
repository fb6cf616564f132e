import { EDITING_EXPIRES_SECONDS, type EditingAnswer, type Notice } from '@school/shared/contract'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, pdf } from './fixtures.js'
import { userWithRole } from './writes.js'

// Notices as web pages (issue 32, item 3) and editing together (item 6): a notice's body (sanitised, in both
// languages) with or instead of its PDF, its own published read and page in the sitemap, its words found by
// `q`; who else has an item open in a console form; a stale save of a notice or an event refused.

type Body = Record<string, unknown>

const uploadPdf = async (t: TestApp) => json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=pdf', ...file('formFile', 'routine.pdf', pdf()) }))
const NOTICE = { title: 'Exam routine', description: 'The first terminal exams' }

describeEachDb('notices as web pages', (get) => {
  let t: TestApp
  beforeAll(() => { t = get() })

  test('a body only, a PDF only, both; neither is refused with 400 {message}', async () => {
    const bodyOnly = await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>Bring your <strong>admit card</strong>.</p>' } })
    expect(bodyOnly.statusCode).toBe(201)
    expect(json<Notice>(bodyOnly)).toMatchObject({ body: '<p>Bring your <strong>admit card</strong>.</p>', file: '', originalFile: '', updatedAt: expect.any(String) })

    const pdfRef = await uploadPdf(t)
    const pdfOnly = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, file: pdfRef } }))
    expect(pdfOnly).toMatchObject({ file: pdfRef, originalFile: 'routine.pdf' })
    // SPEC's notice reads as before: no body, no ne
    expect(pdfOnly.body).toBeUndefined()
    expect(pdfOnly.ne).toBeUndefined()

    const both = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, file: await uploadPdf(t), body: '<p>See the PDF.</p>', ne: { body: '<p>पीडीएफ हेर्नुहोस्।</p>' } } }))
    expect(both).toMatchObject({ body: '<p>See the PDF.</p>', ne: { body: '<p>पीडीएफ हेर्नुहोस्।</p>' }, originalFile: 'routine.pdf' })

    for (const payload of [NOTICE, { ...NOTICE, file: '' }, { ...NOTICE, body: '<p>  </p>' }, { ...NOTICE, body: '<script>alert(1)</script>' }]) {
      const res = await t.authed({ method: 'POST', url: '/api/notices', payload })
      expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([400, expect.stringMatching(/Please add PDF File/)])
    }

    // an edit may drop the PDF of a notice with a body, not the PDF of one without
    const dropped = await t.authed({ method: 'PUT', url: `/api/notices/${both._id}`, payload: { file: '' } })
    expect([dropped.statusCode, json<Notice>(dropped).file, json<Notice>(dropped).originalFile]).toEqual([200, '', ''])
    const emptied = await t.authed({ method: 'PUT', url: `/api/notices/${pdfOnly._id}`, payload: { file: '' } })
    expect(emptied.statusCode).toBe(400)
    // '' and null clear the bodies
    const cleared = json<Notice>(await t.authed({ method: 'PUT', url: `/api/notices/${both._id}`, payload: { ne: null } }))
    expect(cleared.ne).toBeUndefined()
    expect(cleared.body).toBe('<p>See the PDF.</p>')
  })

  test('the body and ne.body are sanitised by the one sanitiser', async () => {
    const res = await t.authed({ method: 'POST', url: '/api/notices', payload: {
      ...NOTICE,
      body: '<h2>Routine</h2><p onclick="alert(1)">Day <a href="javascript:alert(1)">one</a></p><script>alert(2)</script><table><tr><td>Maths</td></tr></table>',
      ne: { body: '<p>पहिलो <img src=x onerror=alert(3)>दिन</p><iframe src="https://evil.test"></iframe>' }
    } })
    expect(res.statusCode).toBe(201)
    const n = json<Notice>(res)
    expect(n.body).toBe('<h2>Routine</h2><p>Day <a rel="noopener noreferrer">one</a></p><table><tr><td>Maths</td></tr></table>')
    expect(n.ne).toEqual({ body: '<p>पहिलो दिन</p>' })
    const stored: Body = await t.app.knex('notices').where({ id: n._id }).first()
    expect(JSON.stringify(stored)).not.toMatch(/<script|onclick|onerror|<iframe|<img|javascript:/)
  })

  test('GET /api/notices/:id answers a published notice; a draft, a scheduled or an unknown one 404', async () => {
    const live = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>Live</p>' } }))
    const draft = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>Draft</p>', status: 'draft' } }))
    const later = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>Later</p>', publishAt: '2099-01-01T00:00:00Z' } }))
    const res = await t.app.inject({ url: `/api/notices/${live._id}` })
    expect([res.statusCode, json<Notice>(res).body]).toEqual([200, '<p>Live</p>'])
    for (const id of [draft._id, later._id, '0190a0a0-0000-7000-8000-000000000000']) {
      const missing = await t.app.inject({ url: `/api/notices/${id}` })
      expect([missing.statusCode, json<{ message: string }>(missing).message]).toEqual([404, 'Notice not found'])
    }
    // an edit shows on the next read (the public cache is emptied)
    await t.authed({ method: 'PUT', url: `/api/notices/${live._id}`, payload: { body: '<p>Edited</p>' } })
    expect(json<Notice>(await t.app.inject({ url: `/api/notices/${live._id}` })).body).toBe('<p>Edited</p>')
  })

  test('q finds a notice by the words of its body in either language, never by its markup', async () => {
    const n = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: {
      title: 'Holiday', description: 'School closed', body: '<p>Closed for <strong>Tihar</strong></p><p>festival week</p>', ne: { body: '<p>तिहार बिदा</p>' }
    } }))
    const found = async (q: string) => json<Notice[]>(await t.app.inject({ url: `/api/notices?q=${encodeURIComponent(q)}` })).map((x) => x._id)
    expect(await found('tihar')).toContain(n._id)
    // the paragraphs' words are apart: "Tihar festival" is two words found, "Tiharfestival" none
    expect(await found('tihar festival')).toContain(n._id)
    expect(await found('बिदा')).toContain(n._id)
    expect(await found('strong')).not.toContain(n._id)
    // the console's list searches the same
    expect(json<Notice[]>(await t.authed({ url: '/api/notices/all?q=festival' })).map((x) => x._id)).toContain(n._id)
  })

  test('every published notice is a page of the sitemap; a draft is not', async () => {
    const live = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>In the sitemap</p>' } }))
    const draft = json<Notice>(await t.authed({ method: 'POST', url: '/api/notices', payload: { ...NOTICE, body: '<p>Not yet</p>', status: 'draft' } }))
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body
    expect(xml).toMatch(new RegExp(`<loc>http://localhost(:\\d+)?/notice/${live._id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`))
    expect(xml).not.toContain(draft._id)
    // the feed links a notice to its page
    expect((await t.app.inject({ url: '/rss.xml' })).body).toContain(`/notice/${live._id}</link>`)
  })
})

describeEachDb('a save on top of a newer version: notices and events (issue 32, item 6)', (get) => {
  const later = () => new Promise((resolve) => setTimeout(resolve, 5))
  test.each([
    { base: '/api/notices', table: 'notices', create: { ...NOTICE, body: '<p>v1</p>' }, edit: { title: 'Theirs' } },
    { base: '/api/events', table: 'events', create: { title: 'Sports day', description: 'On the field', date: '2099-11-15' }, edit: { title: 'Theirs' } },
    { base: '/api/events/sub-domain', table: 'women_events', create: { title: 'Camp', description: 'Free', startDate: '2099-11-15', endDate: '2099-11-16' }, edit: { title: 'Theirs' } }
  ])('$base: 409 {message} for the updatedAt it loaded, in the body or the header; saves without', async (c) => {
    const t = get()
    const loaded = json<{ _id: string; updatedAt: string }>(await t.authed({ method: 'POST', url: c.base, payload: c.create }))
    expect(loaded.updatedAt).toEqual(expect.any(String))
    await later()
    const theirs = json<{ updatedAt: string }>(await t.authed({ method: 'PUT', url: `${c.base}/${loaded._id}`, payload: { ...c.edit, updatedAt: loaded.updatedAt } }))
    expect(theirs.updatedAt > loaded.updatedAt).toBe(true)
    for (const stale of [{ payload: { title: 'Mine', updatedAt: loaded.updatedAt } }, { payload: { title: 'Mine' }, headers: { 'if-unmodified-since': loaded.updatedAt } }]) {
      const res = await t.authed({ method: 'PUT', url: `${c.base}/${loaded._id}`, ...stale })
      expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([409, expect.stringMatching(/changed by someone else/)])
    }
    expect(await t.app.knex(c.table).where({ id: loaded._id }).select('title')).toEqual([{ title: 'Theirs' }])
    expect((await t.authed({ method: 'PUT', url: `${c.base}/${loaded._id}`, payload: { title: 'Mine', updatedAt: theirs.updatedAt } })).statusCode).toBe(200)
    expect((await t.authed({ method: 'PUT', url: `${c.base}/${loaded._id}`, payload: { title: 'Mine again' } })).statusCode).toBe(200)
  })
})

describeEachDb('editing together: who else has an item open', (get) => {
  test('two users: each sees the other from their heartbeat; take over; leaving; a claim expires after 60 s without a heartbeat', async () => {
    const t = get()
    let now = Date.parse('2026-11-27T04:57:00.000Z')
    t.app.editing.now = () => now
    const sita = await userWithRole(t, 'editor')
    await t.app.knex('users').where({ id: sita._id }).update({ name: 'Sita Sharma' })
    const as = (token: string) => ({ authorization: `Bearer ${token}` })
    let mine = ''
    const beat = async (token: string, body: Body = {}, item = 'n1') => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/editing/news/${item}`, headers: as(token), payload: body })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const answer = json<EditingAnswer>(res)
      mine = answer.since
      return answer.others
    }
    const auditRows = await t.app.auditRepository.count()

    // Sita opens the item first, the admin 3 minutes later
    expect(await beat(sita.token)).toEqual([])
    for (let i = 0; i < 9; i++) {
      now += 20_000
      expect(await beat(sita.token)).toEqual([])
    }
    expect(await beat(t.token)).toEqual([{ name: 'Sita Sharma', since: '2026-11-27T04:57:00.000Z' }])
    expect(await beat(sita.token)).toEqual([{ name: 'Test Admin', since: '2026-11-27T05:00:00.000Z' }])
    // Sita's own claim is from her first heartbeat: she opened it first, so her form is not held
    expect(mine).toBe('2026-11-27T04:57:00.000Z')
    // another item, another resource: nobody
    expect(await beat(t.token, {}, 'n2')).toEqual([])
    expect(json<EditingAnswer>(await t.app.inject({ method: 'PUT', url: '/api/editing/pages/n1', headers: as(t.token), payload: {} })).others).toEqual([])

    // the admin takes over: Sita's claim ends, and her next heartbeat shows the admin since then
    now += 5_000
    expect(await beat(t.token, { takeOver: true })).toEqual([])
    now += 15_000
    expect(await beat(sita.token)).toEqual([{ name: 'Test Admin', since: '2026-11-27T05:00:05.000Z' }])
    expect(mine).toBe('2026-11-27T05:00:20.000Z')

    // Sita leaves the form
    expect((await t.app.inject({ method: 'DELETE', url: '/api/editing/news/n1', headers: as(sita.token) })).statusCode).toBe(200)
    expect(await beat(t.token)).toEqual([])

    // a claim without a heartbeat for longer than 60 s (a closed tab) expires
    expect(await beat(sita.token)).toEqual([{ name: 'Test Admin', since: '2026-11-27T05:00:05.000Z' }])
    now += (EDITING_EXPIRES_SECONDS - 1) * 1000
    expect(await beat(sita.token)).toEqual([{ name: 'Test Admin', since: '2026-11-27T05:00:05.000Z' }])
    now += 2_000
    expect(await beat(sita.token)).toEqual([])
    expect(await t.app.knex('editing').where({ resource: 'news', itemId: 'n1' }).select('userId')).toEqual([{ userId: sita._id }])

    // heartbeats are not audited
    expect(await t.app.auditRepository.count()).toBe(auditRows)
  })

  test('refused: no token 401, admissions 403, an unknown resource 400', async () => {
    const t = get()
    const admissions = await userWithRole(t, 'admissions')
    expect((await t.app.inject({ method: 'PUT', url: '/api/editing/news/n1', payload: {} })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'PUT', url: '/api/editing/news/n1', headers: { authorization: `Bearer ${admissions.token}` }, payload: {} })).statusCode).toBe(403)
    expect((await t.authed({ method: 'PUT', url: '/api/editing/users/n1', payload: {} })).statusCode).toBe(400)
  })
})
