import { REVISIONED } from '@school/shared/contract'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, jpeg, pdf, png } from './fixtures.js'

type Body = Record<string, unknown>
type Need = 'image' | 'pdf'

/** One content type that gained PUT /api/<resource>/:id (issue 14). */
interface EditCase {
  type: string
  /** POST here to create; PUT and DELETE at `${base}/:id` */
  base: string
  table: string
  /** the public call that shows the record (the school's events list is admin only: its public one is upcoming) */
  publicUrl: (id: string) => string
  create: (file: string) => Body
  /** a text-only partial edit, and the DB column it changes */
  change: Body
  /** a column the partial edit must leave alone */
  untouched: string
  /** the file field an edit can replace, and what it must hold */
  fileField?: string
  need?: Need
  /** a file of a type the field refuses (downloads take images too: none) */
  wrong?: Need | null
}

const upload = async (t: TestApp, need: Need): Promise<string> => {
  const payload = need === 'pdf' ? file('formFile', 'notice.pdf', pdf()) : file('formFile', 'photo.png', await png(320, 200))
  const res = await t.authed({ method: 'POST', url: `/api/upload?kind=${need}`, ...payload })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

const person = (i: string) => ({ fullName: 'Asmita Rai', desc: 'Grade 8', image: i })
const testimonial = (i: string) => ({ ...person(i), message: 'The library is great' })

const CASES: EditCase[] = [
  { type: 'carousel', base: '/api/carousel', table: 'carousel', publicUrl: () => '/api/carousel', create: (i) => ({ title: 'Welcome', description: 'Hello', image: i }), change: { title: 'Welcome back' }, untouched: 'description', fileField: 'image', need: 'image' },
  { type: "women's carousel", base: '/api/carousel/sub-domain', table: 'carousel', publicUrl: () => '/api/carousel/sub-domain', create: (i) => ({ title: 'Clinic', description: 'Screening', image: i }), change: { description: 'Free screening on Fridays' }, untouched: 'title', fileField: 'image', need: 'image' },
  { type: 'modal', base: '/api/modal', table: 'modals', publicUrl: () => '/api/modal', create: (i) => ({ image: i }), change: {}, untouched: 'thumbnail', fileField: 'image', need: 'image' },
  { type: "women's modal", base: '/api/modal/sub-domain', table: 'modals', publicUrl: () => '/api/modal/sub-domain', create: (i) => ({ image: i }), change: {}, untouched: 'thumbnail', fileField: 'image', need: 'image' },
  { type: 'events', base: '/api/events', table: 'events', publicUrl: () => '/api/events/upcoming', create: (i) => ({ title: 'Open day', description: 'Come and see', date: '2099-01-05', image: i }), change: { title: 'Open day (moved)' }, untouched: 'date', fileField: 'image', need: 'image' },
  { type: "women's events", base: '/api/events/sub-domain', table: 'women_events', publicUrl: () => '/api/events/sub-domain', create: () => ({ title: 'Sewing class', description: 'Basics', startDate: '2099-02-01', endDate: '2099-02-05' }), change: { title: 'Sewing class II' }, untouched: 'startDate' },
  { type: 'albums', base: '/api/gallery/albums', table: 'albums', publicUrl: (id) => `/api/gallery/albums/${id}`, create: (i) => ({ name: 'Sports week', images: [i] }), change: { name: 'Sports week 2082' }, untouched: 'images' },
  { type: "women's albums", base: '/api/gallery', table: 'albums', publicUrl: (id) => `/api/gallery/${id}`, create: (i) => ({ name: 'Outreach', images: [i] }), change: { name: 'Outreach camp' }, untouched: 'images' },
  { type: 'videos', base: '/api/gallery/videos', table: 'videos', publicUrl: () => '/api/gallery/videos', create: () => ({ src: 'dQw4w9WgXcQ' }), change: { src: 'https://youtu.be/9bZkp7q19f0' }, untouched: 'createdAt' },
  { type: 'teams', base: '/api/teams', table: 'teams', publicUrl: () => '/api/teams', create: person, change: { desc: 'Chairperson' }, untouched: 'fullName', fileField: 'image', need: 'image' },
  { type: 'student testimonials', base: '/api/testimonials/students', table: 'testimonials', publicUrl: () => '/api/testimonials/students', create: testimonial, change: { message: 'The library and the lab' }, untouched: 'desc', fileField: 'image', need: 'image' },
  { type: 'visitor testimonials', base: '/api/testimonials/visitors', table: 'testimonials', publicUrl: () => '/api/testimonials/visitors', create: testimonial, change: { fullName: 'Emma Clarke' }, untouched: 'message', fileField: 'image', need: 'image' },
  { type: "women's testimonials", base: '/api/testimonials', table: 'testimonials', publicUrl: () => '/api/testimonials', create: testimonial, change: { desc: 'Tailoring graduate' }, untouched: 'fullName', fileField: 'image', need: 'image' },
  { type: 'staffs', base: '/api/staffs', table: 'staffs', publicUrl: () => '/api/staffs', create: (i) => ({ image: i, fullName: 'Sita Thapa', email: 'sita@school.test', position: 'Teacher', phone: '9841234567' }), change: { position: 'Head teacher' }, untouched: 'email', fileField: 'image', need: 'image' },
  { type: 'notices', base: '/api/notices', table: 'notices', publicUrl: () => '/api/notices', create: (f) => ({ title: 'Routine', description: 'Exams', date: '2082-03-01', file: f, originalFile: 'routine.pdf' }), change: { title: 'Exam routine' }, untouched: 'date', fileField: 'file', need: 'pdf' },
  { type: 'downloads', base: '/api/downloads', table: 'downloads', publicUrl: () => '/api/downloads', create: (f) => ({ title: 'Admission form', file: f, originalFile: 'form.pdf' }), change: { title: 'Admission form 2082' }, untouched: 'originalFile', fileField: 'file', need: 'pdf', wrong: null }
]

const row = async (t: TestApp, table: string, id: string): Promise<Body> => await t.app.knex(table).where({ id }).first() as Body
/** A row without its `updatedAt` (an accepted edit moves it forward, also one that changes nothing: issue 32's stale-save check). */
const fieldsOf = ({ updatedAt: _at, ...rest }: Body): Body => rest

/** The file is gone: not served, no uploads row left. */
async function expectReleased (t: TestApp, ref: string): Promise<void> {
  expect((await t.app.inject({ url: ref })).statusCode).toBe(404)
  const stem = ref.replace('/uploads/', '').split('.')[0]!
  expect(await t.app.uploadsRepository.findByStems([stem])).toEqual([])
}

describeEachDb('PUT /api/<resource>/:id: edit every content type', (get) => {
  const created = async (t: TestApp, c: EditCase) => {
    const ref = await upload(t, c.need ?? 'image')
    const res = await t.authed({ method: 'POST', url: c.base, payload: c.create(ref) })
    expect(res.statusCode).toBe(201)
    return { ref, id: json<Body>(res)._id as string }
  }

  test.each(CASES)('$type: a partial edit changes only the given fields, answers the item, and the public call shows it', async (c) => {
    const t = get()
    const { id } = await created(t, c)
    const before = await row(t, c.table, id)
    // prime the public cache, so a stale answer would show
    const publicBefore = await t.app.inject({ url: c.publicUrl(id) })
    expect(publicBefore.statusCode).toBe(200)

    const res = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: c.change })
    expect(res.statusCode).toBe(200)
    const item = json<Body>(res)
    expect(item._id).toBe(id)
    const after = await row(t, c.table, id)
    const expected = { ...before }
    for (const [k, v] of Object.entries(c.change)) expected[k] = k === 'src' ? '9bZkp7q19f0' : v
    expect(fieldsOf(after)).toEqual(fieldsOf(expected))
    if (typeof before.updatedAt === 'string') expect(String(after.updatedAt) > before.updatedAt).toBe(true)
    expect(after[c.untouched]).toEqual(before[c.untouched])
    for (const [k, v] of Object.entries(c.change)) {
      expect(item[k]).toBe(k === 'src' ? '9bZkp7q19f0' : v)
      const shown = JSON.stringify(json(await t.app.inject({ url: c.publicUrl(id) })))
      expect(shown).toContain(String(item[k]))
      expect(shown).not.toContain(JSON.stringify(before[k]))
    }
  })

  test.each(CASES.filter((c) => c.fileField))('$type: replacing the file releases the old one (a revisioned one keeps it for its versions); a foreign or wrong-type file is refused as on create', async (c) => {
    const t = get()
    const { id, ref } = await created(t, c)
    const field = c.fileField!
    const publicBefore = JSON.stringify(json(await t.app.inject({ url: c.publicUrl(id) })))
    expect(publicBefore).toContain(ref)

    // not one of our uploads, and a file of the wrong type: 400 naming the field, nothing changes
    const before = await row(t, c.table, id)
    const foreign = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: { [field]: '/uploads/0123456789abcdef0123456789abcdef.png' } })
    expect(foreign.statusCode).toBe(400)
    expect(json<{ message: string }>(foreign).message).toContain(field)
    const wrongNeed = c.wrong === undefined ? (c.need === 'pdf' ? 'image' : 'pdf') : c.wrong
    if (wrongNeed) {
      const wrongType = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: { [field]: await upload(t, wrongNeed) } })
      expect(wrongType.statusCode).toBe(400)
      expect(json<{ message: string }>(wrongType).message).toContain(field)
    }
    expect(await row(t, c.table, id)).toEqual(before)
    expect((await t.app.inject({ url: ref })).statusCode).toBe(200)

    const replacement = await upload(t, c.need!)
    const res = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: { [field]: replacement } })
    expect(res.statusCode).toBe(200)
    expect(json<Body>(res)[field]).toBe(replacement)
    expect((await row(t, c.table, id))[field]).toBe(replacement)
    // a resource with revisions (issue 32) keeps the replaced file while a kept version names it, so that
    // a restore brings the item back whole; the others release it at once
    if (REVISIONED.some((r) => `/api/${r}` === c.base)) expect((await t.app.inject({ url: ref })).statusCode).toBe(200)
    else await expectReleased(t, ref)
    expect((await t.app.inject({ url: replacement })).statusCode).toBe(200)
    const shown = JSON.stringify(json(await t.app.inject({ url: c.publicUrl(id) })))
    expect(shown).toContain(replacement)
    expect(shown).not.toContain(ref)
  })

  test.each(CASES)('$type: unknown id 404 {message}, no token 401, unknown fields change nothing', async (c) => {
    const t = get()
    const { id } = await created(t, c)
    const before = await row(t, c.table, id)
    const unknown = await t.authed({ method: 'PUT', url: `${c.base}/0190f1b2-0000-7000-8000-000000000000`, payload: c.change })
    expect(unknown.statusCode).toBe(404)
    expect(json<{ message: string }>(unknown).message).toMatch(/not found/)
    const anonymous = await t.app.inject({ method: 'PUT', url: `${c.base}/${id}`, payload: c.change })
    expect(anonymous.statusCode).toBe(401)
    // as on create, a field the body does not have is dropped (the app's ajv removes additional properties)
    const extra = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: { notAField: 'x', createdAt: '2000-01-01' } })
    expect(extra.statusCode).toBe(200)
    expect(fieldsOf(await row(t, c.table, id))).toEqual(fieldsOf(before))
  })

  test('albums: rename, add photos and remove photos through the images list; removed photos are released', async () => {
    const t = get()
    for (const base of ['/api/gallery/albums', '/api/gallery']) {
      const [a, b, c] = [await upload(t, 'image'), await upload(t, 'image'), await upload(t, 'image')]
      const id = json<Body>(await t.authed({ method: 'POST', url: base, payload: { name: 'Trip', images: [a, b] } }))._id as string
      const res = await t.authed({ method: 'PUT', url: `${base}/${id}`, payload: { name: 'School trip', images: [a, c] } })
      expect(res.statusCode).toBe(200)
      expect(json<Body>(res)).toMatchObject({ name: 'School trip', images: [a, c] })
      expect(JSON.parse(String((await row(t, 'albums', id)).images))).toEqual([a, c])
      await expectReleased(t, b)
      for (const kept of [a, c]) expect((await t.app.inject({ url: kept })).statusCode).toBe(200)
      expect(json<Body>(await t.app.inject({ url: `${base}/${id}` }))).toMatchObject({ name: 'School trip', images: [a, c] })
      // an album keeps at least one photo
      expect((await t.authed({ method: 'PUT', url: `${base}/${id}`, payload: { images: [] } })).statusCode).toBe(400)
    }
  })

  test('notices: a new PDF without a name is offered under its own; the date stays a calendar day', async () => {
    const t = get()
    const first = await upload(t, 'pdf')
    const id = json<Body>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Fees', description: 'Due', date: '2082-04-10', file: first, originalFile: 'fees.pdf' } }))._id as string
    const second = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=pdf', ...file('formFile', 'fees-revised.pdf', pdf()) }))
    const res = await t.authed({ method: 'PUT', url: `/api/notices/${id}`, payload: { file: second } })
    expect(res.statusCode).toBe(200)
    expect(json<Body>(res)).toMatchObject({ file: second, originalFile: 'fees-revised.pdf', date: '2082-04-10', title: 'Fees' })
    const dated = await t.authed({ method: 'PUT', url: `/api/notices/${id}`, payload: { date: '2082-4-12T10:00:00+05:45' } })
    expect(json<Body>(dated).date).toBe('2082-04-12')
    expect((await row(t, 'notices', id)).date).toBe('2082-04-12')
    expect((await t.authed({ method: 'PUT', url: `/api/notices/${id}`, payload: { originalFile: 'Fees 2082.pdf' } })).json()).toMatchObject({ originalFile: 'Fees 2082.pdf', file: second })
  })

  test('downloads: a replaced file is what the download call streams', async () => {
    const t = get()
    const first = await upload(t, 'pdf')
    const id = json<Body>(await t.authed({ method: 'POST', url: '/api/downloads', payload: { title: 'Form', file: first } }))._id as string
    const photo = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=download', ...file('formFile', 'map.jpg', await jpeg()) }))
    const res = await t.authed({ method: 'PUT', url: `/api/downloads/${id}`, payload: { file: photo } })
    expect(res.statusCode).toBe(200)
    expect(json<Body>(res)).toMatchObject({ title: 'Form', originalFile: 'map.jpg' })
    const got = await t.app.inject({ url: `/api/downloads/${id}/download` })
    expect(got.statusCode).toBe(200)
    expect(got.headers['content-type']).toBe('image/jpeg')
    await expectReleased(t, first)
  })

  test("events: an edit keeps the author; the women's dates are checked with the stored ones", async () => {
    const t = get()
    const id = json<Body>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Fair', description: 'Books', date: '2099-03-01' } }))._id as string
    const other = await t.app.usersRepository.create({ email: 'editor@test.school', name: 'Editor', passwordHash: 'x' })
    const res = await t.app.inject({ method: 'PUT', url: `/api/events/${id}`, headers: { authorization: `Bearer ${t.app.signToken(other._id)}` }, payload: { date: '2099-3-2' } })
    expect(res.statusCode).toBe(200)
    expect(json<Body>(res)).toMatchObject({ user: t.adminId, date: '2099-03-02', title: 'Fair', isOutdated: false })
    expect(await row(t, 'events', id)).toMatchObject({ userId: t.adminId, date: '2099-03-02' })
    expect((await t.authed({ method: 'PUT', url: `/api/events/${id}`, payload: { date: 'soon' } })).statusCode).toBe(400)

    const w = json<Body>(await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Camp', description: 'Health', startDate: '2099-05-01', endDate: '2099-05-03' } }))._id as string
    const tooLong = await t.authed({ method: 'PUT', url: `/api/events/sub-domain/${w}`, payload: { endDate: '2099-05-30' } })
    expect(tooLong.statusCode).toBe(400)
    expect(json<{ message: string }>(tooLong).message).toBe('Event duration cannot exceed 20 days.')
    const backwards = await t.authed({ method: 'PUT', url: `/api/events/sub-domain/${w}`, payload: { startDate: '2099-05-04' } })
    expect(json<{ message: string }>(backwards).message).toBe('End date must be after the start date.')
    const moved = await t.authed({ method: 'PUT', url: `/api/events/sub-domain/${w}`, payload: { startDate: '2099-05-02', endDate: '2099-05-09' } })
    expect(json<Body>(moved)).toMatchObject({ title: 'Camp', startDate: '2099-05-02', endDate: '2099-05-09' })
  })

  test("women's modal: a new image without a thumbnail drops the old thumbnail; both old files are released", async () => {
    const t = get()
    const blur = json<{ originalImageURL: string; blurredImageURL: string }>(await t.authed({ method: 'POST', url: '/api/upload-blur', ...file('formFile', 'modal.jpg', await jpeg(800, 600)) }))
    const id = json<Body>(await t.authed({ method: 'POST', url: '/api/modal/sub-domain', payload: { image: blur.originalImageURL, thumbnail: blur.blurredImageURL } }))._id as string
    const next = await upload(t, 'image')
    const res = await t.authed({ method: 'PUT', url: `/api/modal/sub-domain/${id}`, payload: { image: next } })
    expect(json<Body>(res)).toMatchObject({ image: next, thumbnail: '' })
    await expectReleased(t, blur.originalImageURL)
    expect((await t.app.inject({ url: blur.blurredImageURL })).statusCode).toBe(404)
  })

  test('an edit that keeps a file shared with another record does not release it', async () => {
    const t = get()
    const shared = await upload(t, 'image')
    const a = json<Body>(await t.authed({ method: 'POST', url: '/api/teams', payload: person(shared) }))._id as string
    await t.authed({ method: 'POST', url: '/api/staffs', payload: { image: shared, fullName: 'Ram', email: 'ram@school.test', position: 'Clerk', phone: '9841234567' } })
    const res = await t.authed({ method: 'PUT', url: `/api/teams/${a}`, payload: { image: await upload(t, 'image') } })
    expect(res.statusCode).toBe(200)
    expect((await t.app.inject({ url: shared })).statusCode).toBe(200)
  })
})
