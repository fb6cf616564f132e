import { DEFAULT_TIME_ZONE, todayIn } from '../src/lib/dates.js'
import { badTokens, buildTestApp, describeEachDb, json, type TestApp } from './helper.js'
import { CAREER } from './fixtures.js'

type Body = Record<string, unknown>

function addDays (days: number): string {
  const d = new Date(todayIn(DEFAULT_TIME_ZONE) + 'T00:00:00Z')
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

// the opening with rich text a sanitiser must clean
const career = {
  ...CAREER,
  careerSpecs: '<p onclick="steal()">Teach <strong>physics</strong></p><script>alert(1)</script>',
  careerDesc: '<a href="javascript:alert(1)">apply</a><img src=x onerror=alert(1)><p style="text-align:center;color:red">centred</p>',
  note: '<iframe src="https://evil.example"></iframe>Bring certificates'
}

describeEachDb('events', (get) => {
  const createEvent = async (t: TestApp, days = 1): Promise<string> => {
    const res = await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Sports day', description: 'd', date: addDays(days) } })
    expect(res.statusCode).toBe(201)
    return String(json<Body>(res)._id)
  }

  test('POST /api/events and the three event lists', async () => {
    // the lists are checked whole, so on a database of their own
    const t = await buildTestApp(get().dialect)
    try {
      const dated = [['Past', -3], ['Today', 0], ['Soon', 2], ['Later', 9]] as const
      for (const [title, days] of dated) {
        const res = await t.authed({ method: 'POST', url: '/api/events', payload: { user: 'x', title, description: 'd', date: addDays(days), image: '' } })
        expect(res.statusCode).toBe(201)
      }
      const far = Array.from({ length: 5 }, (_, i) => `Far ${i}`)
      for (const [i, title] of far.entries()) await t.authed({ method: 'POST', url: '/api/events', payload: { title, description: 'd', date: `${addDays(30 + i)}T10:00:00.000Z` } })

      const admin = json<Body[]>(await t.authed({ url: '/api/events' }))
      expect(admin.map((e) => e.title)).toEqual([...far].reverse().concat(['Later', 'Soon', 'Today', 'Past']))
      expect(admin.find((e) => e.title === 'Past')).toMatchObject({ isOutdated: true, user: t.adminId })
      expect(admin.find((e) => e.title === 'Today')!.isOutdated).toBe(false)
      expect(admin.find((e) => e.title === 'Far 0')!.date).toBe(addDays(30))

      // dated today or later, soonest first
      const coming = [...dated.filter(([, days]) => days >= 0).map(([title]) => title), ...far]
      const upcoming = json<Body[]>(await t.app.inject({ url: '/api/events/upcoming' }))
      expect(upcoming.map((e) => e.title)).toEqual(coming.slice(0, 6))
      const all = json<Body[]>(await t.app.inject({ url: '/api/events/upcomingevents' }))
      expect(all.map((e) => e.title)).toEqual(coming)
      expect(all.every((e) => e.isOutdated === false)).toBe(true)
      const limit = 5
      const page = await t.app.inject({ url: `/api/events/upcomingevents?page=2&limit=${limit}` })
      expect(json<Body[]>(page).map((e) => e.title)).toEqual(coming.slice(limit, 2 * limit))
      expect(page.headers['x-total-count']).toBe(String(coming.length))
    } finally {
      await t.close()
    }
  })

  test('admin event list and writes need a valid token', async () => {
    const t = get()
    const id = await createEvent(t)
    const before = await t.counts()
    for (const header of Object.values(badTokens(t))) {
      const headers = header ? { authorization: header } : {}
      expect((await t.app.inject({ url: '/api/events', headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'POST', url: '/api/events', payload: { title: 't', description: 'd', date: addDays(1) }, headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 't', description: 'd', startDate: addDays(1), endDate: addDays(2) }, headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'DELETE', url: '/api/events/sub-domain/x', headers })).statusCode).toBe(401)
    }
    expect(await t.counts()).toEqual(before)
  })

  test.each([
    ['no date', { title: 't', description: 'd' }],
    ['an impossible date', { title: 't', description: 'd', date: '2026-13-01' }],
    ['a word for a date', { title: 't', description: 'd', date: 'tomorrow' }],
    ['no title', { description: 'd', date: '2026-01-01' }]
  ])('POST /api/events refuses %s', async (_n, payload) => {
    const before = await get().counts()
    expect((await get().authed({ method: 'POST', url: '/api/events', payload })).statusCode).toBe(400)
    expect(await get().counts()).toEqual(before)
  })

  test('DELETE /api/events/:id', async () => {
    const id = await createEvent(get())
    expect((await get().authed({ method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(200)
    expect((await get().authed({ method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(404)
  })

  test("women's-centre events: create, list, delete", async () => {
    const t = get()
    const res = await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Screening camp', description: 'Free', startDate: addDays(1), endDate: `${addDays(3)}T17:00:00.000Z` } })
    expect(res.statusCode).toBe(201)
    const created = json<Body>(res)
    expect(created).toMatchObject({ title: 'Screening camp', startDate: addDays(1) })
    expect(json<Body[]>(await t.app.inject({ url: '/api/events/sub-domain' }))).toContainEqual(created)
    expect((await t.authed({ method: 'DELETE', url: `/api/events/sub-domain/${String(created._id)}` })).statusCode).toBe(200)
    expect(json<Body[]>(await t.app.inject({ url: '/api/events/sub-domain' }))).not.toContainEqual(created)
  })

  test.each([
    ['no start date', { endDate: addDays(2) }, 'Please enter both start and end dates.'],
    ['no end date', { startDate: addDays(2) }, 'Please enter both start and end dates.'],
    ['an end equal to the start', { startDate: addDays(2), endDate: addDays(2) }, 'End date must be after the start date.'],
    ['an end before the start', { startDate: addDays(5), endDate: addDays(2) }, 'End date must be after the start date.'],
    ['21 days', { startDate: addDays(1), endDate: addDays(22) }, 'Event duration cannot exceed 20 days.']
  ])("women's-centre events refuse %s", async (_n, dates, message) => {
    const before = await get().counts()
    const res = await get().authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 't', description: 'd', ...dates } })
    expect(res.statusCode).toBe(400)
    expect(json(res)).toEqual({ message })
    expect(await get().counts()).toEqual(before)
  })

  test('both sites: an optional start time and venue are kept, shown on the public lists, edited and cleared', async () => {
    const t = get()
    for (const [collection, publicList, dates] of [
      ['/api/events', '/api/events/upcomingevents', { date: addDays(2) }],
      ['/api/events/sub-domain', '/api/events/sub-domain', { startDate: addDays(2), endDate: addDays(3) }]
    ] as const) {
      const plain = json<Body>(await t.authed({ method: 'POST', url: collection, payload: { title: 'No details', description: 'd', ...dates } }))
      expect(plain).not.toHaveProperty('startTime')
      expect(plain).not.toHaveProperty('venue')
      const res = await t.authed({ method: 'POST', url: collection, payload: { title: 'Open day', description: 'd', ...dates, startTime: '10:30', venue: ' School hall ' } })
      expect([collection, res.statusCode]).toEqual([collection, 201])
      const created = json<Body>(res)
      expect(created).toMatchObject({ startTime: '10:30', venue: 'School hall' })
      expect(json<Body[]>(await t.app.inject({ url: publicList })).find((e) => e._id === created._id)).toMatchObject({ startTime: '10:30', venue: 'School hall' })
      // an edit that leaves them out keeps them; '' clears one
      expect(json<Body>(await t.authed({ method: 'PUT', url: `${collection}/${String(created._id)}`, payload: { title: 'Open day!' } }))).toMatchObject({ startTime: '10:30', venue: 'School hall' })
      const cleared = json<Body>(await t.authed({ method: 'PUT', url: `${collection}/${String(created._id)}`, payload: { startTime: '' } }))
      expect(cleared).not.toHaveProperty('startTime')
      expect(cleared.venue).toBe('School hall')
      const before = await t.counts()
      const bad = await t.authed({ method: 'POST', url: collection, payload: { title: 't', description: 'd', ...dates, startTime: '25:00' } })
      expect([collection, bad.statusCode, typeof json<{ message: string }>(bad).message]).toEqual([collection, 400, 'string'])
      expect(await t.counts()).toEqual(before)
    }
  })

  test('exactly 20 days is allowed', async () => {
    const res = await get().authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 't', description: 'd', startDate: addDays(1), endDate: addDays(21) } })
    expect(res.statusCode).toBe(201)
  })
})

describeEachDb('careers', (get) => {
  const createCareer = async (): Promise<string> => {
    const res = await get().authed({ method: 'POST', url: '/api/careers', payload: career })
    expect(res.statusCode).toBe(201)
    return String(json<Body>(res)._id)
  }

  test('POST /api/careers sanitises the rich text', async () => {
    const res = await get().authed({ method: 'POST', url: '/api/careers', payload: career })
    expect(res.statusCode).toBe(201)
    const c = json<Body>(res)
    expect(c).toMatchObject({ title: 'Science Teacher', noOfVacancy: 2, applyBefore: '2099-03-31' })
    const html = `${String(c.careerSpecs)} ${String(c.careerDesc)} ${String(c.note)}`
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'color:red']) expect(html).not.toContain(bad)
    expect(c.careerSpecs).toBe('<p>Teach <strong>physics</strong></p>')
    expect(c.careerDesc).toContain('<p style="text-align:center">centred</p>')
    expect(c.note).toBe('Bring certificates')
  })

  test('GET /api/careers and /api/careers/:id', async () => {
    const t = get()
    const id = await createCareer()
    const list = json<Body[]>(await t.app.inject({ url: '/api/careers' }))
    expect(list[0]!._id).toBe(id) // newest first
    expect(json<Body>(await t.app.inject({ url: `/api/careers/${id}` })).title).toBe('Science Teacher')
    expect((await t.app.inject({ url: '/api/careers/nope' })).statusCode).toBe(404)
  })

  test('PUT /api/careers/:id with {career: {...}} accepts DD-MMM-YYYY dates and numeric strings', async () => {
    const id = await createCareer()
    const res = await get().authed({ method: 'PUT', url: `/api/careers/${id}`, payload: { career: { ...career, careerId: id, title: 'Physics Teacher', noOfVacancy: '3', applyBefore: '15-Dec-2099' } } })
    expect(res.statusCode).toBe(200)
    expect(json(res)).toMatchObject({ title: 'Physics Teacher', noOfVacancy: 3, applyBefore: '2099-12-15' })
  })

  test.each([
    ['a non-numeric vacancy count', { noOfVacancy: 'many' }],
    ['zero vacancies', { noOfVacancy: 0 }],
    ['a bad apply-before date', { applyBefore: 'soon' }],
    ['rich text that is only a script', { careerSpecs: '<script>x</script>' }],
    ['a missing location', { location: undefined }]
  ])('refuses %s on create and update, database unchanged', async (_n, change) => {
    const t = get()
    const id = await createCareer()
    const before = await t.counts()
    const snapshot = json(await t.app.inject({ url: `/api/careers/${id}` }))
    expect((await t.authed({ method: 'POST', url: '/api/careers', payload: { ...career, ...change } })).statusCode).toBe(400)
    expect((await t.authed({ method: 'PUT', url: `/api/careers/${id}`, payload: { career: { ...career, ...change } } })).statusCode).toBe(400)
    expect(await t.counts()).toEqual(before)
    expect(json(await t.app.inject({ url: `/api/careers/${id}` }))).toEqual(snapshot)
  })

  test('PUT with a different careerId or unknown id', async () => {
    const id = await createCareer()
    expect((await get().authed({ method: 'PUT', url: `/api/careers/${id}`, payload: { career: { ...career, careerId: 'other' } } })).statusCode).toBe(400)
    expect((await get().authed({ method: 'PUT', url: '/api/careers/nope', payload: { career } })).statusCode).toBe(404)
  })

  test('career writes need a valid token', async () => {
    const t = get()
    const id = await createCareer()
    const before = await t.counts()
    for (const header of Object.values(badTokens(t))) {
      const headers = header ? { authorization: header } : {}
      expect((await t.app.inject({ method: 'POST', url: '/api/careers', payload: career, headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'PUT', url: `/api/careers/${id}`, payload: { career }, headers })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'DELETE', url: `/api/careers/${id}`, headers })).statusCode).toBe(401)
    }
    expect(await t.counts()).toEqual(before)
  })

  test('DELETE /api/careers/:id', async () => {
    const id = await createCareer()
    expect((await get().authed({ method: 'DELETE', url: `/api/careers/${id}` })).statusCode).toBe(200)
    expect((await get().app.inject({ url: `/api/careers/${id}` })).statusCode).toBe(404)
  })
})

describeEachDb('feeds', (get) => {
  test('GET /sitemap.xml and /rss.xml come from the database', async () => {
    const t = get()
    const news = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Results <out>', author: 'A', description: 'All passed & more', section: 'Primary' } }))
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'localhost:3000' } })
    expect(sitemap.headers['content-type']).toContain('application/xml')
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/news/${String(news._id)}</loc>`)
    expect(sitemap.body).toContain('<loc>http://localhost:3000/registration</loc>')
    const women = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'women.localhost:8080' } })
    expect(women.body).toContain('<loc>http://women.localhost:8080/gallery</loc>')
    expect(women.body).not.toContain('/news/')
    const rss = await t.app.inject({ url: '/rss.xml', headers: { host: 'localhost:3000' } })
    expect(rss.headers['content-type']).toContain('application/rss+xml')
    expect(rss.body).toContain('<title>Results &lt;out&gt;</title>')
    expect(rss.body).toContain('All passed &amp; more')
  })
})
