import { describeEachDb, json, type TestApp } from './helper.js'
import { CAREER, file, pdf, png } from './fixtures.js'

type Body = Record<string, unknown>

/** One content type with optional Nepali fields (issue 13, item 2). */
interface NepaliCase {
  type: string
  /** POST here; PUT at `${base}/:id` */
  base: string
  table: string
  /** the public call that shows the record: an item URL, or a list holding it */
  publicUrl: (id: string) => string
  /** a SPEC-shaped create body (no Nepali fields) */
  create: (ref: string) => Body
  /** the PUT body for a change of `fields` (news and careers wrap the whole item) */
  edit: (fields: Body, created: Body, ref: string) => Body
  /** the Nepali fields and a value for each */
  nepali: Body
  upload?: 'image' | 'pdf'
}

const partial = (fields: Body): Body => fields
const career = CAREER
const news = { title: 'Annual day 2082', author: 'Principal', description: 'The annual day will be held in the hall.', section: 'Primary', image: '' }
const text = { titleNe: 'वार्षिकोत्सव २०८२', descriptionNe: 'विद्यालयको हलमा वार्षिकोत्सव हुनेछ।' }

const CASES: NepaliCase[] = [
  {
    type: 'news', base: '/api/news', table: 'news', publicUrl: (id) => `/api/news/${id}`,
    create: () => ({ user: 'ignored', ...news }),
    edit: (fields, created) => ({ news: { newsId: created._id, ...news, ...fields } }),
    nepali: text
  },
  {
    type: 'notices', base: '/api/notices', table: 'notices', publicUrl: () => '/api/notices', upload: 'pdf',
    create: (f) => ({ title: 'Exam routine', description: 'Terminal exams', date: '2026-11-20', file: f, originalFile: 'routine.pdf' }),
    edit: partial, nepali: { titleNe: 'परीक्षा तालिका', descriptionNe: 'त्रैमासिक परीक्षा' }
  },
  {
    type: 'events', base: '/api/events', table: 'events', publicUrl: () => '/api/events/upcoming',
    create: () => ({ user: 'ignored', title: 'Sports day', description: 'On the ground', date: '2099-01-05' }),
    edit: partial, nepali: { titleNe: 'खेलकुद दिवस', descriptionNe: 'खेलमैदानमा' }
  },
  {
    type: "women's events", base: '/api/events/sub-domain', table: 'women_events', publicUrl: () => '/api/events/sub-domain',
    create: () => ({ title: 'Sewing class', description: 'Basics', startDate: '2099-02-01', endDate: '2099-02-05' }),
    edit: partial, nepali: { titleNe: 'सिलाई कक्षा', descriptionNe: 'आधारभूत सिलाई' }
  },
  {
    type: 'carousel', base: '/api/carousel', table: 'carousel', publicUrl: () => '/api/carousel', upload: 'image',
    create: (i) => ({ title: 'Welcome', description: 'Hello', image: i }),
    edit: partial, nepali: { titleNe: 'स्वागत छ', descriptionNe: 'नमस्ते' }
  },
  {
    type: "women's carousel", base: '/api/carousel/sub-domain', table: 'carousel', publicUrl: () => '/api/carousel/sub-domain', upload: 'image',
    create: (i) => ({ title: 'Clinic', description: 'Screening', image: i }),
    edit: partial, nepali: { titleNe: 'क्लिनिक', descriptionNe: 'नि:शुल्क जाँच' }
  },
  {
    type: 'careers', base: '/api/careers', table: 'careers', publicUrl: (id) => `/api/careers/${id}`,
    create: () => career,
    edit: (fields, created) => ({ career: { careerId: created._id, ...career, ...fields } }),
    nepali: { titleNe: 'विज्ञान शिक्षक', careerSpecsNe: '<p>भौतिकशास्त्र पढाउने</p>', careerDescNe: '<p>बायोडाटासहित आवेदन दिनुहोस्</p>' }
  }
]

async function uploadRef (t: TestApp, need: 'image' | 'pdf' | undefined): Promise<string> {
  if (!need) return ''
  const payload = need === 'pdf' ? file('formFile', 'notice.pdf', pdf()) : file('formFile', 'photo.png', await png(320, 200))
  const res = await t.authed({ method: 'POST', url: `/api/upload?kind=${need}`, ...payload })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

/** What the public sees of the item: the item call, or its row in the list call. */
async function publicRead (t: TestApp, c: NepaliCase, id: string): Promise<Body | undefined> {
  const res = await t.app.inject({ url: c.publicUrl(id) })
  expect(res.statusCode).toBe(200)
  const body = json<Body | Body[]>(res)
  return Array.isArray(body) ? body.find((x) => x._id === id) : body
}

const dbRow = async (t: TestApp, table: string, id: unknown): Promise<Body> => await t.app.knex(table).where({ id: String(id) }).first() as Body

describeEachDb('Nepali content fields', (get) => {
  for (const c of CASES) {
    const fields = Object.keys(c.nepali)

    test(`${c.type}: a SPEC-shaped create without Nepali fields works and has none`, async () => {
      const t = get()
      const res = await t.authed({ method: 'POST', url: c.base, payload: c.create(await uploadRef(t, c.upload)) })
      expect(res.statusCode).toBe(201)
      const created = json<Body>(res)
      const row = await dbRow(t, c.table, created._id)
      for (const f of fields) {
        expect(row[f]).toBeNull()
        expect(created[f] ?? null).toBeNull()
      }
      const shown = await publicRead(t, c, String(created._id))
      expect(shown?.title).toBe(created.title)
      for (const f of fields) expect(shown?.[f] ?? null).toBeNull()
    })

    test(`${c.type}: created with Nepali fields, stored, answered and shown to the public`, async () => {
      const t = get()
      const res = await t.authed({ method: 'POST', url: c.base, payload: { ...c.create(await uploadRef(t, c.upload)), ...c.nepali } })
      expect(res.statusCode).toBe(201)
      const created = json<Body>(res)
      expect(created).toMatchObject(c.nepali)
      expect(await dbRow(t, c.table, created._id)).toMatchObject(c.nepali)
      expect(await publicRead(t, c, String(created._id))).toMatchObject(c.nepali)
    })

    test(`${c.type}: an edit changes the Nepali title, keeps what it leaves out, and '' clears one`, async () => {
      const t = get()
      const ref = await uploadRef(t, c.upload)
      const created = json<Body>(await t.authed({ method: 'POST', url: c.base, payload: { ...c.create(ref), ...c.nepali } }))
      const put = (body: Body) => t.authed({ method: 'PUT', url: `${c.base}/${String(created._id)}`, payload: c.edit(body, created, ref) })

      const changed = await put({ titleNe: '  नयाँ शीर्षक  ' })
      expect(changed.statusCode).toBe(200)
      const row = await dbRow(t, c.table, created._id)
      expect(row.titleNe).toBe('नयाँ शीर्षक')
      for (const f of fields.filter((f) => f !== 'titleNe')) expect(row[f]).toBe(c.nepali[f])
      expect(json<Body>(changed).titleNe).toBe('नयाँ शीर्षक')

      // an edit without any Nepali field (a SPEC-shaped edit) leaves them as they are
      expect((await put({ title: 'English only edit' })).statusCode).toBe(200)
      expect(await dbRow(t, c.table, created._id)).toMatchObject({ title: 'English only edit', titleNe: 'नयाँ शीर्षक' })

      expect((await put({ titleNe: '' })).statusCode).toBe(200)
      expect((await dbRow(t, c.table, created._id)).titleNe).toBeNull()
      expect((await publicRead(t, c, String(created._id)))?.titleNe ?? null).toBeNull()
    })

    test(`${c.type}: a Nepali title over 255 characters is refused; a misnamed field is dropped`, async () => {
      const t = get()
      const ref = await uploadRef(t, c.upload)
      const tooLong = await t.authed({ method: 'POST', url: c.base, payload: { ...c.create(ref), titleNe: 'क'.repeat(256) } })
      expect(tooLong.statusCode).toBe(400)
      // the bodies drop fields they do not name (ajv removeAdditional), so a misnamed one is never stored
      const misnamed = await t.authed({ method: 'POST', url: c.base, payload: { ...c.create(ref), titleNepali: 'शीर्षक' } })
      expect(misnamed.statusCode).toBe(201)
      expect(json<Body>(misnamed)).not.toHaveProperty('titleNepali')
      expect((await dbRow(t, c.table, json<Body>(misnamed)._id)).titleNe).toBeNull()
    })
  }

  test('careers: the Nepali rich text is sanitised like the English', async () => {
    const t = get()
    const res = await t.authed({ method: 'POST', url: '/api/careers', payload: { ...career, careerDescNe: '<p onclick="x()">आवेदन</p><script>alert(1)</script>' } })
    expect(res.statusCode).toBe(201)
    expect(json<Body>(res).careerDescNe).toBe('<p>आवेदन</p>')
  })

  test('news: search finds an item by its Nepali title', async () => {
    const t = get()
    const word = `खोज${Date.now().toString(36)}`
    const created = json<Body>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, titleNe: `सूचना ${word}` } }))
    const found = json<Body[]>(await t.app.inject({ url: `/api/news?q=${encodeURIComponent(word)}` }))
    expect(found.map((x) => x._id)).toEqual([created._id])
  })
})
