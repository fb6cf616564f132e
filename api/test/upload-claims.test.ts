import fs from 'node:fs'
import path from 'node:path'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, jpeg, jpegThenHtml, multipart, pdf, png, pngBomb } from './fixtures.js'

type Body = Record<string, unknown>
type Uploaded = Array<[ref: string, contentType: string]>

/** One SPEC-client sequence: the uploads it makes with no token and no kind, then the create with a token. */
interface Sequence {
  type: string
  upload: (t: TestApp) => Promise<{ statuses: number[]; files: Uploaded }>
  create: (t: TestApp, refs: string[]) => Promise<{ status: number; body: Body }>
  /** how the file is fetched afterwards when it is not public (CV, registration documents) */
  fetch?: (t: TestApp, ref: string, created: Body) => Promise<{ status: number; type: string }>
  /** a public submission keeps its files private: their /uploads path stays 404 */
  private?: boolean
  /** the create's status when it is not 201 (an update: 200; a job application: 200 {status}) */
  status?: number
}

const anon = (t: TestApp, url: string, body: ReturnType<typeof multipart>) => t.app.inject({ method: 'POST', url, ...body })

async function uploadOne (t: TestApp, name: string, content: Buffer, contentType: string): Promise<{ statuses: number[]; files: Uploaded }> {
  const res = await anon(t, '/api/upload', file('formFile', name, content))
  return { statuses: [res.statusCode], files: [[json<string>(res), contentType]] }
}

const image = (name = 'photo.png') => async (t: TestApp) => uploadOne(t, name, await png(400, 300), 'image/png')
const post = (url: string, body: (refs: string[]) => Body) => async (t: TestApp, refs: string[]) => {
  const res = await t.authed({ method: 'POST', url, payload: body(refs) })
  return { status: res.statusCode, body: json<Body>(res) }
}

const SEQUENCES: Sequence[] = [
  { type: 'news (POST /api/news)', upload: image(), create: post('/api/news', ([i]) => ({ title: 'Sports day', author: 'Office', description: 'Results', section: 'Primary', image: i })) },
  {
    type: 'news update (PUT /api/news/:id)',
    upload: image(),
    create: async (t, [i]) => {
      const made = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'T', author: 'A', description: 'D', section: 'Primary' } }))
      const res = await t.authed({ method: 'PUT', url: `/api/news/${String(made._id)}`, payload: { news: { title: 'T', author: 'A', description: 'D', section: 'Primary', image: i } } })
      return { status: res.statusCode, body: json<Body>(res) }
    },
    status: 200
  },
  { type: 'carousel', upload: image(), create: post('/api/carousel', ([i]) => ({ title: 'Welcome', description: 'Hello', image: i })) },
  { type: "women's carousel", upload: image(), create: post('/api/carousel/sub-domain', ([i]) => ({ title: 'Clinic', description: 'Screening', image: i })) },
  { type: 'events', upload: image('event.jpg'), create: post('/api/events', ([i]) => ({ title: 'Open day', description: 'Come', date: '2099-01-05', image: i })) },
  { type: 'modal', upload: image(), create: post('/api/modal', ([i]) => ({ image: i })) },
  {
    type: "women's modal (upload-blur: image + thumbnail)",
    upload: async (t) => {
      const res = await anon(t, '/api/upload-blur', file('formFile', 'modal.jpg', await jpeg(800, 600)))
      const b = json<{ originalImageURL: string; blurredImageURL: string }>(res)
      return { statuses: [res.statusCode], files: [[b.originalImageURL, 'image/jpeg'], [b.blurredImageURL, 'image/webp']] }
    },
    create: post('/api/modal/sub-domain', ([image, thumbnail]) => ({ image, thumbnail }))
  },
  { type: 'staffs', upload: image(), create: post('/api/staffs', ([i]) => ({ image: i, fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Teacher', phone: '9841234567' })) },
  { type: 'teams', upload: image(), create: post('/api/teams', ([i]) => ({ fullName: 'Hari Karki', desc: 'Chair', image: i })) },
  { type: "women's testimonials", upload: image(), create: post('/api/testimonials', ([i]) => ({ fullName: 'Radhika', desc: 'Student', image: i, message: 'Great' })) },
  { type: 'student testimonials', upload: image(), create: post('/api/testimonials/students', ([i]) => ({ fullName: 'Asmita', desc: 'Grade 8', image: i, message: 'Library' })) },
  { type: 'visitor testimonials', upload: image(), create: post('/api/testimonials/visitors', ([i]) => ({ fullName: 'Emma', desc: 'Volunteer', image: i, message: 'Thanks' })) },
  {
    type: 'albums (POST /api/uploads)',
    upload: async (t) => {
      const res = await anon(t, '/api/uploads', multipart([
        { field: 'images', filename: 'a.png', content: await png() }, { field: 'images', filename: 'b.jpg', content: await jpeg() }
      ]))
      const [a, b] = json<string[]>(res)
      return { statuses: [res.statusCode], files: [[a!, 'image/png'], [b!, 'image/jpeg']] }
    },
    create: post('/api/gallery/albums', (images) => ({ name: 'Sports week', images }))
  },
  {
    type: "women's albums (POST /api/uploads)",
    upload: async (t) => {
      const res = await anon(t, '/api/uploads', multipart([{ field: 'images', filename: 'a.png', content: await png() }]))
      return { statuses: [res.statusCode], files: [[json<string[]>(res)[0]!, 'image/png']] }
    },
    create: post('/api/gallery', (images) => ({ name: 'Outreach', images }))
  },
  { type: 'notices (PDF)', upload: async (t) => uploadOne(t, 'routine.pdf', pdf(), 'application/pdf'), create: post('/api/notices', ([f]) => ({ title: 'Routine', description: 'Exams', file: f, originalFile: 'routine.pdf' })) },
  { type: 'downloads (PDF)', upload: async (t) => uploadOne(t, 'form.pdf', pdf(), 'application/pdf'), create: post('/api/downloads', ([f]) => ({ title: 'Admission form', file: f })) },
  { type: 'downloads (JPEG)', upload: async (t) => uploadOne(t, 'map.jpg', await jpeg(), 'image/jpeg'), create: post('/api/downloads', ([f]) => ({ title: 'Map', file: f })) },
  {
    type: 'career application CV (public, no token)',
    private: true,
    status: 200,
    upload: async (t) => uploadOne(t, 'Ram CV.pdf', pdf(), 'application/pdf'),
    create: async (t, [cv]) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
        careerTitle: 'Teacher', fullName: 'Ram Sharma', email: 'ram@example.com', phoneNumber: '9841234567', message: 'Hello', cv, originalFile: 'Ram CV.pdf'
      } } })
      const [row] = json<Body[]>(await t.authed({ url: '/api/careers/applications' }))
      return { status: res.statusCode, body: { ...json<Body>(res), _id: row?._id } }
    },
    fetch: async (t, _ref, created) => {
      const res = await t.authed({ url: `/api/careers/applications/${String(created._id)}/cv` })
      return { status: res.statusCode, type: String(res.headers['content-type']) }
    }
  },
  {
    type: 'registration documents (public, no token)',
    private: true,
    upload: async (t) => {
      const m = await anon(t, '/api/registrations/uploads/marksheet', file('marksheet', 'marks.pdf', pdf()))
      const p = await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg()))
      return { statuses: [m.statusCode, p.statusCode], files: [[json<string>(m), 'application/pdf'], [json<string>(p), 'image/jpeg']] }
    },
    create: async (t, [markSheet, ppPhoto]) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: {
        firstName: 'Sushmita', lastName: 'Tamang', email: 's@example.com', phone: '9841234567', address: 'Banepa',
        preference: 'Primary (1-5)', lvl: '3', markSheet, ppPhoto
      } })
      return { status: res.statusCode, body: json<Body>(res) }
    },
    fetch: async (t, ref) => {
      const res = await t.authed({ url: ref })
      return { status: res.statusCode, type: String(res.headers['content-type']) }
    }
  }
]

/** What each sequence measured, per dialect; written to UPLOAD_TABLE_OUT when set (for the closing report). */
const measured: string[] = []

afterAll(() => {
  if (process.env.UPLOAD_TABLE_OUT) fs.appendFileSync(process.env.UPLOAD_TABLE_OUT, measured.join('\n') + '\n')
})

describeEachDb('SPEC client: upload with no token and no kind, then create with a token', (get) => {
  test.each(SEQUENCES)('$type', async (s) => {
    const t = get()
    const up = await s.upload(t)
    expect(up.statuses.every((c) => c === 201)).toBe(true)
    // before anything claims them, the paths answer 404
    const before = await Promise.all(up.files.map(async ([ref]) => (await t.app.inject({ url: ref })).statusCode))
    const pathsBefore = up.files.filter(([ref]) => ref.startsWith('/uploads/'))
    for (const [ref] of pathsBefore) expect((await t.app.inject({ url: ref })).statusCode).toBe(404)
    const created = await s.create(t, up.files.map(([ref]) => ref))
    expect(created.status).toBe(s.status ?? 201)
    const after: string[] = []
    for (const [ref, type] of up.files) {
      if (s.private) {
        // still not served publicly; the admin gets it through the private route
        if (ref.startsWith('/uploads/')) expect((await t.app.inject({ url: ref })).statusCode).toBe(404)
        const got = await s.fetch!(t, ref, created.body)
        expect(got).toEqual({ status: 200, type })
        after.push(`${got.status} ${got.type}`)
      } else {
        const res = await t.app.inject({ url: ref })
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe(type)
        after.push(`${res.statusCode} ${String(res.headers['content-type'])}`)
      }
    }
    measured.push(`| ${t.dialect} | ${s.type} | upload ${up.statuses.join(', ')}; path before ${before.join(', ')} | ${s.status === 200 && !s.private ? 'update' : 'create'} ${created.status} | file ${after.join('; ')} |`)
  })

  test("on the women's-centre host too: upload with no token, create with a token, the file is served", async () => {
    const t = get()
    const host = { host: t.config.womenHost }
    const body = file('formFile', 'slide.png', await png())
    const up = await t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...host } })
    expect(up.statusCode).toBe(201)
    const ref = json<string>(up)
    expect((await t.app.inject({ url: ref, headers: host })).statusCode).toBe(404)
    const made = await t.authed({ method: 'POST', url: '/api/carousel/sub-domain', headers: host, payload: { title: 'Clinic', description: 'Open', image: ref } })
    expect(made.statusCode).toBe(201)
    const served = await t.app.inject({ url: ref, headers: host })
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png'])
  })

  test('a download created from an anonymous upload is offered by /api/downloads/:id/download', async () => {
    const t = get()
    const ref = json<string>(await anon(t, '/api/upload', file('formFile', 'form.pdf', pdf())))
    const made = json<Body>(await t.authed({ method: 'POST', url: '/api/downloads', payload: { title: 'Form', file: ref } }))
    const res = await t.app.inject({ url: `/api/downloads/${String(made._id)}/download` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('form.pdf')
  })
})

describeEachDb('quarantine: unclaimed, refused and shared references', (get) => {
  const dir = (t: TestApp, area: string) => fs.readdirSync(path.join(t.config.dataDir, area)).sort()
  const snapshot = async (t: TestApp) => ({ counts: await t.counts(), uploads: dir(t, 'uploads'), quarantine: dir(t, 'quarantine'), private: dir(t, 'private') })

  test('an unclaimed anonymous upload answers 404 at its path and at its variants, and is not in /uploads', async () => {
    const t = get()
    const ref = json<string>(await anon(t, '/api/upload', file('formFile', 'x.png', await png())))
    const stem = ref.slice('/uploads/'.length, -'.png'.length)
    for (const url of [ref, `/uploads/${stem}.thumb.webp`, `/uploads/${stem}.web.webp`]) expect((await t.app.inject({ url })).statusCode).toBe(404)
    expect(dir(t, 'uploads').some((f) => f.startsWith(stem))).toBe(false)
    expect(dir(t, 'quarantine')).toEqual(expect.arrayContaining([`${stem}.png`, `${stem}.thumb.webp`, `${stem}.web.webp`]))
    // an admin's upload is published at once
    const admin = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'y.png', await png()) }))
    expect((await t.app.inject({ url: admin })).statusCode).toBe(200)
  })

  test('a file a submission took but that was not moved (the process stopped after the commit) is moved into the private area (settleTaken, which the hourly uploads job runs)', async () => {
    const t = get()
    const ref = json<string>(await anon(t, '/api/upload', file('formFile', 'marks.pdf', pdf())))
    const name = ref.slice('/uploads/'.length)
    const row = (await t.app.uploadsRepository.findByName(name))!
    expect(row.area).toBe('quarantine')
    // the submission's transaction committed (the record says the file is taken), and nothing moved it
    expect(await t.app.uploadsRepository.claimOnce(row._id, 'registration', t.app.knex)).toBe(true)
    expect(dir(t, 'quarantine')).toContain(name)

    expect(await t.app.files.settleTaken()).toBe(1)
    expect(dir(t, 'quarantine')).not.toContain(name)
    expect(dir(t, 'private')).toContain(name)
    expect(await t.app.uploadsRepository.findByName(name)).toMatchObject({ area: 'private', quarantined: false, kind: 'registration' })
    // still private: not served at its public path; and nothing left to do
    expect((await t.app.inject({ url: ref })).statusCode).toBe(404)
    expect(await t.app.files.settleTaken()).toBe(0)
  })

  test('refused references: 400 naming the field, database and folders unchanged', async () => {
    const t = get()
    const img = json<string>(await anon(t, '/api/upload', file('formFile', 'a.png', await png())))
    const doc = json<string>(await anon(t, '/api/upload', file('formFile', 'n.pdf', pdf())))
    const adminPdf = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=pdf', ...file('formFile', 'p.pdf', pdf()) }))
    const cv = json<string>(await anon(t, '/api/upload?kind=cv', file('formFile', 'cv.pdf', pdf())))
    const photo = json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.png', await png())))
    const missing = '/uploads/0123456789abcdef0123456789abcdef.png'
    const staff = (image: string) => ({ image, fullName: 'S T', email: 's@t.test', position: 'Teacher', phone: '9841234567' })
    const cases: Array<[string, string, Body, string]> = [
      ['missing image (news)', '/api/news', { title: 'T', author: 'A', description: 'D', section: 'Primary', image: missing }, 'image: no uploaded file'],
      ['external URL (carousel)', '/api/carousel', { title: 'T', description: 'D', image: 'https://evil.example/x.png' }, 'image: no uploaded file'],
      ['a variant that does not exist', '/api/modal', { image: img.replace('.png', '.blur.webp') }, 'image: no uploaded file'],
      ['PDF as an image (staffs)', '/api/staffs', staff(doc), 'image: Only image file can be added.'],
      ['PDF as an image (events)', '/api/events', { title: 'T', description: 'D', date: '2099-01-01', image: adminPdf }, 'image: Only image file can be added.'],
      ['image as the notice PDF', '/api/notices', { title: 'T', description: 'D', file: img }, 'file: Only PDF file can be added.'],
      ['missing notice file', '/api/notices', { title: 'T', description: 'D', file: '/uploads/0123456789abcdef0123456789abcdef.pdf' }, 'file: no uploaded file'],
      ['a CV as the notice (private)', '/api/notices', { title: 'T', description: 'D', file: cv }, 'file: a private file cannot be published'],
      ['a CV as a download (private)', '/api/downloads', { title: 'T', file: cv }, 'file: a private file cannot be published'],
      // the schema already refuses private paths in image fields
      ['a passport photo as a team image (private)', '/api/teams', { fullName: 'A', desc: 'B', image: photo }, 'image is not valid'],
      ['a passport photo as a staff image, public-looking path', '/api/staffs', staff(photo.replace('/api/registrations/files/', '/uploads/')), 'image: a private file cannot be published'],
      ['a PDF among album images', '/api/gallery/albums', { name: 'A', images: [img, doc] }, 'images[1]: Only image file can be added.'],
      ["a PDF as the women's modal thumbnail", '/api/modal/sub-domain', { image: img, thumbnail: doc }, 'thumbnail: Please add valid image'],
      ['PDF as a testimonial image', '/api/testimonials/students', { fullName: 'A', desc: 'B', image: doc, message: 'M' }, 'image: Please add valid image']
    ]
    const before = await snapshot(t)
    for (const [name, url, payload, message] of cases) {
      const res = await t.authed({ method: 'POST', url, payload })
      expect([name, res.statusCode]).toEqual([name, 400])
      expect([name, json<{ message: string }>(res).message]).toEqual([name, expect.stringContaining(message)])
    }
    // news update too
    const news = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'T', author: 'A', description: 'D', section: 'Primary' } }))
    const put = await t.authed({ method: 'PUT', url: `/api/news/${String(news._id)}`, payload: { news: { title: 'T2', author: 'A', description: 'D', section: 'Primary', image: doc } } })
    expect(put.statusCode).toBe(400)
    expect(json(put)).toEqual({ message: 'image: Only image file can be added.' })
    expect(json<Body>(await t.app.inject({ url: `/api/news/${String(news._id)}` })).title).toBe('T')
    await t.authed({ method: 'DELETE', url: `/api/news/${String(news._id)}` })
    // a refused record publishes nothing, even its valid files (the modal's image above)
    expect(await snapshot(t)).toEqual(before)
    expect((await t.app.inject({ url: img })).statusCode).toBe(404)
  })

  test('a file named by two records stays until the last one is deleted', async () => {
    const t = get()
    const img = json<string>(await anon(t, '/api/upload', file('formFile', 'shared.png', await png())))
    const a = json<Body>(await t.authed({ method: 'POST', url: '/api/teams', payload: { fullName: 'A', desc: 'B', image: img } }))
    const b = json<Body>(await t.authed({ method: 'POST', url: '/api/carousel', payload: { title: 'T', description: 'D', image: img } }))
    expect((await t.app.inject({ url: img })).statusCode).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/teams/${String(a._id)}` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: img })).statusCode).toBe(200)
    await t.app.files.collectGarbage(new Date(Date.now() + 1000 * 3_600_000))
    expect((await t.app.inject({ url: img })).statusCode).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/carousel/${String(b._id)}` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: img })).statusCode).toBe(404)
  })

  test('unclaimed anonymous files go after UPLOAD_ANON_GRACE_HOURS; token uploads wait UPLOAD_GRACE_HOURS', async () => {
    const t = get()
    await t.app.files.collectGarbage(new Date(Date.now() + 1000 * 3_600_000))
    const anonymous = [
      json<string>(await anon(t, '/api/upload', file('formFile', 'a.png', await png()))),
      json<string>(await anon(t, '/api/registrations/uploads/marksheet', file('marksheet', 'm.pdf', pdf())))
    ]
    const withToken = [json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'b.png', await png()) }))]
    const { uploadAnonGraceHours, uploadGraceHours } = t.config
    expect(uploadAnonGraceHours).toBe(2)
    expect(await t.app.files.collectGarbage(new Date(Date.now() + (uploadAnonGraceHours - 0.5) * 3_600_000))).toBe(0)
    expect(await t.app.files.collectGarbage(new Date(Date.now() + (uploadAnonGraceHours + 0.5) * 3_600_000))).toBe(anonymous.length)
    for (const ref of anonymous) expect(await t.app.files.find(ref)).toBeNull()
    expect(dir(t, 'quarantine')).toEqual([])
    for (const ref of withToken) expect((await t.app.inject({ url: ref })).statusCode).toBe(200)
    expect(await t.app.files.collectGarbage(new Date(Date.now() + (uploadGraceHours + 0.5) * 3_600_000))).toBe(withToken.length)
  })

  test('private images are decoded: a 20000×20000 PNG bomb and a JPEG header followed by HTML are refused', async () => {
    const t = get()
    const before = await snapshot(t)
    for (const [field, content] of [['ppphoto', pngBomb(20_000, 20_000)], ['ppphoto', jpegThenHtml], ['characterCf', pngBomb(20_000, 20_000)], ['characterCf', jpegThenHtml]] as const) {
      const res = await anon(t, `/api/registrations/uploads/${field}`, file(field, 'photo.jpg', content))
      expect([field, res.statusCode]).toEqual([field, 400])
      expect(json(res)).toEqual({ message: field === 'ppphoto' ? 'Only image file can be added.' : 'Please add valid file' })
    }
    expect(await snapshot(t)).toEqual(before)
    // a real photo still passes
    expect((await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg()))).statusCode).toBe(201)
  })

  test('stored and offered names end in the detected type', async () => {
    const t = get()
    const ref = json<string>(await anon(t, '/api/upload', file('formFile', 'Notice.html', pdf())))
    const u = await t.app.files.find(ref)
    expect(u?.originalName).toBe('Notice.pdf')
    const made = json<Body>(await t.authed({ method: 'POST', url: '/api/downloads', payload: { title: 'N', file: ref, originalFile: 'evil.html' } }))
    expect(made.originalFile).toBe('evil.pdf')
    const res = await t.app.inject({ url: `/api/downloads/${String(made._id)}/download` })
    expect(res.headers['content-disposition']).toContain('filename="evil.pdf"')
  })
})

const QUOTA = 64 * 1024
const padded = (n: number) => Buffer.concat([pdf(), Buffer.alloc(n)])

describeEachDb('quarantine quota (UPLOAD_QUARANTINE_MAX_MB)', (get) => {
  const quarantined = (t: TestApp) => ['quarantine', 'private'].reduce((n, area) => n +
    fs.readdirSync(path.join(t.config.dataDir, area)).reduce((m, f) => m + fs.statSync(path.join(t.config.dataDir, area, f)).size, 0), 0)

  test('parallel anonymous uploads never store more than the quota; past it 503 {message}', async () => {
    const t = get()
    const bodies = Array.from({ length: 12 }, (_, i) => i % 3 === 2
      ? ['/api/registrations/uploads/marksheet', file('marksheet', `m${i}.pdf`, padded(20_000))] as const
      : ['/api/upload', file('formFile', `f${i}.pdf`, padded(20_000))] as const)
    const results = await Promise.all(bodies.map(([url, body]) => anon(t, url, body)))
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1)
    expect(codes.filter((c) => c === 201).length).toBeLessThanOrEqual(3)
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(503)
      expect(json(r)).toEqual({ message: expect.stringMatching(/try again later/) })
    }
    expect(quarantined(t)).toBeLessThanOrEqual(QUOTA)
    expect(await t.app.uploadsRepository.quarantinedBytes()).toBeLessThanOrEqual(QUOTA)
    // admins are not held by the quota
    expect((await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'big.pdf', padded(100_000)) })).statusCode).toBe(201)
  })

  test('claiming files frees room for new anonymous uploads', async () => {
    const t = get()
    // fill the quarantine (the test before may have filled it already)
    const codes: number[] = []
    while (!codes.includes(503) && codes.length < 10) codes.push((await anon(t, '/api/upload', file('formFile', 'x.pdf', padded(20_000)))).statusCode)
    expect(codes.at(-1)).toBe(503)
    const waiting = await t.app.knex('uploads').where({ quarantined: 1, area: 'quarantine' }).select('name')
    for (const { name } of waiting) {
      expect((await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'N', description: 'D', file: `/uploads/${String(name)}` } })).statusCode).toBe(201)
    }
    await t.app.files.collectGarbage(new Date(Date.now() + 3 * 3_600_000))
    expect(await t.app.uploadsRepository.quarantinedBytes()).toBe(0)
    expect((await anon(t, '/api/upload', file('formFile', 'x.pdf', padded(20_000)))).statusCode).toBe(201)
  })
}, { uploadQuarantineMaxBytes: QUOTA })
