import { badTokens, describeEachDb, json, type TestApp } from './helper.js'
import { file, pdf, png } from './fixtures.js'

type Body = Record<string, unknown>

interface Refs { image: string; image2: string; pdf: string; blur: string }

interface Resource {
  name: string
  list: string
  create: string
  remove: string
  valid: (r: Refs) => Body
  bad: Array<[string, (r: Refs) => unknown]>
  /** how a list response holds the items, for the wrapped testimonial lists */
  unwrap?: (body: unknown) => Body[]
  item?: string
  expect?: (created: Body, r: Refs) => void
}

const text = (n: number) => 'x'.repeat(n)

const RESOURCES: Resource[] = [
  {
    name: 'notices', list: '/api/notices', create: '/api/notices', remove: '/api/notices',
    valid: (r) => ({ title: 'Exam routine', description: 'Routine attached', date: '2026-1-5', file: r.pdf, originalFile: 'routine.pdf' }),
    expect: (c) => expect(c).toMatchObject({ date: '2026-01-05', originalFile: 'routine.pdf' }),
    bad: [['an image as the PDF', (r) => ({ title: 't', description: 'd', file: r.image })], ['no file', () => ({ title: 't', description: 'd' })],
      ['an unknown upload', () => ({ title: 't', description: 'd', file: '/uploads/0123456789abcdef0123456789abcdef.pdf' })],
      ['an impossible date', (r) => ({ title: 't', description: 'd', file: r.pdf, date: '2026-02-30' })]]
  },
  {
    name: 'downloads', list: '/api/downloads', create: '/api/downloads', remove: '/api/downloads',
    valid: (r) => ({ title: 'Admission form', file: r.pdf }),
    expect: (c) => expect(c.originalFile).toBe('form.pdf'),
    bad: [['no title', (r) => ({ file: r.pdf })], ['a client path', () => ({ title: 't', file: '/etc/passwd' })],
      ['a traversal path', () => ({ title: 't', file: '/uploads/../school.sqlite' })]]
  },
  {
    name: 'staffs', list: '/api/staffs', create: '/api/staffs', remove: '/api/staffs',
    valid: (r) => ({ image: r.image, fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Teacher', phone: '9841234567' }),
    bad: [['a letter in the phone', (r) => ({ image: r.image, fullName: 'S', email: 's@s.test', position: 'T', phone: '98412x4567' })],
      ['a bad email', (r) => ({ image: r.image, fullName: 'S', email: 'not-an-email', position: 'T', phone: '9841234567' })],
      ['a PDF as the image', (r) => ({ image: r.pdf, fullName: 'S', email: 's@s.test', position: 'T', phone: '9841234567' })],
      ['no image', () => ({ fullName: 'S', email: 's@s.test', position: 'T', phone: '9841234567' })]]
  },
  {
    name: 'carousel', list: '/api/carousel', create: '/api/carousel', remove: '/api/carousel',
    valid: (r) => ({ title: 'Welcome', description: 'Hello', image: r.image }),
    bad: [['no description', (r) => ({ title: 'W', image: r.image })], ['a javascript: image', () => ({ title: 'W', description: 'd', image: 'javascript:alert(1)' })]]
  },
  {
    name: "women's carousel", list: '/api/carousel/sub-domain', create: '/api/carousel/sub-domain', remove: '/api/carousel/sub-domain',
    valid: (r) => ({ title: 'Clinic', description: 'Screening', image: r.image }),
    bad: [['a blank title', (r) => ({ title: ' ', description: 'd', image: r.image })]]
  },
  {
    name: 'modal', list: '/api/modal', create: '/api/modal', remove: '/api/modal',
    valid: (r) => ({ image: r.image }),
    bad: [['no image', () => ({})], ['a data: URL', () => ({ image: 'data:text/html,<script>alert(1)</script>' })]]
  },
  {
    name: "women's modal", list: '/api/modal/sub-domain', create: '/api/modal/sub-domain', remove: '/api/modal/sub-domain',
    valid: (r) => ({ image: r.image, thumbnail: r.blur }),
    expect: (c, r) => expect(c).toMatchObject({ image: r.image, thumbnail: r.blur }),
    bad: [['a PDF thumbnail', (r) => ({ image: r.image, thumbnail: r.pdf })]]
  },
  {
    name: 'albums', list: '/api/gallery/albums', create: '/api/gallery/albums', remove: '/api/gallery/albums', item: '/api/gallery/albums',
    valid: (r) => ({ name: 'Sports week', images: [r.image, r.image2] }),
    expect: (c, r) => expect(c.images).toEqual([r.image, r.image2]),
    bad: [['no images', () => ({ name: 'A', images: [] })], ['an image that is not a URL', () => ({ name: 'A', images: ['not a url'] })],
      ['a PDF among the images', (r) => ({ name: 'A', images: [r.image, r.pdf] })]]
  },
  {
    name: "women's albums", list: '/api/gallery', create: '/api/gallery', remove: '/api/gallery', item: '/api/gallery',
    valid: (r) => ({ name: 'Outreach', images: [r.image] }),
    bad: [['no name', (r) => ({ images: [r.image] })]]
  },
  {
    name: 'videos', list: '/api/gallery/videos', create: '/api/gallery/videos', remove: '/api/gallery/videos',
    valid: () => ({ src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10' }),
    expect: (c) => expect(c.src).toBe('aqz-KE-bpKQ'),
    bad: [['a 10-character id', () => ({ src: 'aqz-KE-bpK' })], ['another site', () => ({ src: 'https://vimeo.com/12345678901' })]]
  },
  {
    name: 'teams', list: '/api/teams', create: '/api/teams', remove: '/api/teams',
    valid: (r) => ({ fullName: 'Hari Karki', desc: 'Chair', image: r.image }),
    bad: [['no desc', (r) => ({ fullName: 'H', image: r.image })]]
  },
  {
    name: "women's testimonials", list: '/api/testimonials', create: '/api/testimonials', remove: '/api/testimonials',
    valid: (r) => ({ fullName: 'Radhika', desc: 'Law student', image: r.image, message: 'Great' }),
    bad: [['no message', (r) => ({ fullName: 'R', desc: 'd', image: r.image })]]
  },
  {
    name: 'student testimonials', list: '/api/testimonials/students', create: '/api/testimonials/students', remove: '/api/testimonials/students',
    unwrap: (b) => (b as Array<{ students: Body[] }>)[0]!.students,
    valid: (r) => ({ fullName: 'Asmita', desc: 'Grade 8', image: r.image, message: 'I love the library' }),
    bad: [['a huge message', (r) => ({ fullName: 'A', desc: 'd', image: r.image, message: text(20_001) })]]
  },
  {
    name: 'visitor testimonials', list: '/api/testimonials/visitors', create: '/api/testimonials/visitors', remove: '/api/testimonials/visitors',
    unwrap: (b) => (b as Array<{ visitors: Body[] }>)[0]!.visitors,
    valid: (r) => ({ fullName: 'Emma', desc: 'Volunteer', image: r.image, message: 'Unforgettable' }),
    bad: [['an object name', (r) => ({ fullName: { $gt: '' }, desc: 'd', image: r.image, message: 'm' })]]
  }
]

describeEachDb('content resources', (get) => {
  const refs = {} as Refs

  // fresh uploads: deleting a record removes its files
  const uploadRefs = async () => {
    const up = async (query: string, name: string, content: Buffer) => json<string>(await get().authed({ method: 'POST', url: `/api/upload${query}`, ...file('formFile', name, content) }))
    refs.image = await up('', 'a.png', await png())
    refs.image2 = await up('', 'b.png', await png())
    refs.pdf = await up('?kind=pdf', 'form.pdf', pdf())
    const blur = json<{ blurredImageURL: string }>(await get().authed({ method: 'POST', url: '/api/upload-blur', ...file('formFile', 'm.png', await png()) }))
    refs.blur = blur.blurredImageURL
  }

  describe.each(RESOURCES)('$name', (r) => {
    // a delete frees its record's files, so each test gets uploads of its own
    beforeEach(uploadRefs)
    const items = async (t: TestApp, query = '') => {
      const res = await t.app.inject({ url: r.list + query })
      expect(res.statusCode).toBe(200)
      return r.unwrap ? r.unwrap(json(res)) : json<Body[]>(res)
    }
    // each test makes the record it works on
    const create = async (t: TestApp): Promise<Body> => {
      const res = await t.authed({ method: 'POST', url: r.create, payload: r.valid(refs) })
      expect(res.statusCode).toBe(201)
      return json<Body>(res)
    }

    test(`POST ${r.create} then GET ${r.list}`, async () => {
      const t = get()
      const res = await t.authed({ method: 'POST', url: r.create, payload: r.valid(refs) })
      expect([res.statusCode, res.statusCode === 201 ? "" : res.body]).toEqual([201, ""])
      const body = json<Body>(res)
      expect(body._id).toEqual(expect.any(String))
      expect(body.createdAt).toEqual(expect.any(String))
      r.expect?.(body, refs)
      const list = await items(t)
      expect(list[0]).toEqual(body)
      const res2 = await t.app.inject({ url: r.list })
      expect(res2.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect((await t.app.inject({ url: r.list, headers: { 'if-none-match': res2.headers.etag as string } })).statusCode).toBe(304)
      if (r.item) {
        const one = await t.app.inject({ url: `${r.item}/${String(body._id)}` })
        expect(json(one)).toEqual(body)
        expect((await t.app.inject({ url: `${r.item}/nope` })).statusCode).toBe(404)
      }
    })

    test('protected calls refuse missing, bad and expired tokens', async () => {
      const t = get()
      const id = String((await create(t))._id)
      const before = await t.counts()
      for (const header of Object.values(badTokens(t))) {
        const headers = header ? { authorization: header } : {}
        expect((await t.app.inject({ method: 'POST', url: r.create, payload: r.valid(refs), headers })).statusCode).toBe(401)
        expect((await t.app.inject({ method: 'DELETE', url: `${r.remove}/${id}`, headers })).statusCode).toBe(401)
      }
      expect(await t.counts()).toEqual(before)
      expect((await items(t)).map((x) => x._id)).toContain(id)
    })

    test.each(r.bad)('bad body: %s → 4xx, database unchanged', async (_n, body) => {
      const t = get()
      const before = await t.counts()
      const res = await t.authed({ method: 'POST', url: r.create, payload: body(refs) as Body })
      expect(res.statusCode).toBe(400)
      expect(json<{ message: string }>(res).message).toEqual(expect.any(String))
      expect(await t.counts()).toEqual(before)
    })

    test(`DELETE ${r.remove}/:id`, async () => {
      const t = get()
      const id = String((await create(t))._id)
      const res = await t.authed({ method: 'DELETE', url: `${r.remove}/${id}` })
      expect(res.statusCode).toBe(200)
      expect(json<{ message: string }>(res).message).toMatch(/removed/)
      expect((await items(t)).find((x) => x._id === id)).toBeUndefined()
      expect((await t.authed({ method: 'DELETE', url: `${r.remove}/${id}` })).statusCode).toBe(404)
    })
  })

  test('GET /api/notices/latest lists at most 5, newest first', async () => {
    const t = get()
    await uploadRefs()
    for (let i = 0; i < 6; i++) await t.authed({ method: 'POST', url: '/api/notices', payload: { title: `N${i}`, description: 'd', file: refs.pdf } })
    const list = json<Body[]>(await t.app.inject({ url: '/api/notices/latest' }))
    expect(list.map((n) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2', 'N1'])
  })

  test('a new modal replaces the previous one', async () => {
    const t = get()
    await uploadRefs()
    await t.authed({ method: 'POST', url: '/api/modal', payload: { image: refs.image } })
    await t.authed({ method: 'POST', url: '/api/modal', payload: { image: refs.image2 } })
    const list = json<Body[]>(await t.app.inject({ url: '/api/modal' }))
    expect(list.map((m) => m.image)).toEqual([refs.image2])
  })

  test('GET /api/downloads/:id/download streams the file with its original name', async () => {
    const t = get()
    await uploadRefs()
    const created = json<Body>(await t.authed({ method: 'POST', url: '/api/downloads', payload: { title: 'Form', file: refs.pdf, originalFile: 'Admission form ā.pdf' } }))
    const res = await t.app.inject({ url: `/api/downloads/${String(created._id)}/download` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Admission form _.pdf"; filename*=UTF-8''Admission%20form%20%C4%81.pdf`)
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await t.app.inject({ url: '/api/downloads/nope/download' })).statusCode).toBe(404)
  })

  test('public lists page with X-Total-Count and search with q', async () => {
    const t = get()
    await uploadRefs()
    // a word of this test's own, so other teams in the database do not count
    const word = `Page${Date.now().toString(36)}`
    const names = [`Alpha Bikash ${word}`, `Beta ${word}`, `Gamma ${word}`]
    for (const name of names) {
      await t.authed({ method: 'POST', url: '/api/teams', payload: { fullName: name, desc: 'member', image: refs.image } })
    }
    const limit = names.length - 1
    const page = await t.app.inject({ url: `/api/teams?page=1&limit=${limit}&q=${word}` })
    expect(json<Body[]>(page)).toHaveLength(limit)
    expect(page.headers['x-total-count']).toBe(String(names.length))
    expect(page.headers['access-control-expose-headers']).toContain('X-Total-Count')
    expect(json<Body[]>(await t.app.inject({ url: `/api/teams?q=bikash%20${word.toLowerCase()}` })).map((x) => x.fullName)).toEqual([names[0]])
    expect((await t.app.inject({ url: '/api/teams?page=0' })).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/api/teams?limit=abc' })).statusCode).toBe(400)
  })

  test('a write to a list drops its cached answer', async () => {
    const t = get()
    const first = json<Body[]>(await t.app.inject({ url: '/api/gallery/videos' }))
    await t.authed({ method: 'POST', url: '/api/gallery/videos', payload: { src: 'eRsGyueVLvQ' } })
    const second = json<Body[]>(await t.app.inject({ url: '/api/gallery/videos' }))
    expect(second.length).toBe(first.length + 1)
  })

  test('GET /api/dashboard/counts counts staffs, news, notices and albums', async () => {
    const t = get()
    const res = await t.authed({ url: '/api/dashboard/counts' })
    const counts = await t.counts()
    const albums = Number((await t.app.knex('albums').where({ site: 'school' }).count({ n: '*' }))[0]!.n)
    expect(json(res)).toEqual({ staffs: counts.staffs, news: counts.news, notices: counts.notices, albums, unreadRegistrations: 0 })
    expect((await t.app.inject({ url: '/api/dashboard/counts' })).statusCode).toBe(401)
  })
})
