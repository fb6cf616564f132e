import type { Readable } from 'node:stream'
import { parse } from 'csv-parse/sync'
import yauzl from 'yauzl'
import { startOfDayIn } from '../src/lib/dates.js'
import { buildTestApp, describeEachDb, json, type TestApp } from './helper.js'
import { docx, file, jpeg, pdf, png } from './fixtures.js'
import { startS3 } from './services.js'

// The admission pipeline (issue 14, item 5) and the console lists' search (item 6): status and
// history, the list's filters, the CSV export read back with a CSV parser, the documents zip
// opened and compared byte for byte, on both databases and both storage drivers.

type Body = Record<string, unknown>
interface Reg { _id: string; firstName: string; lastName: string; status: string; history: Array<Record<string, unknown>>; createdAt: string }

async function privateDoc (t: TestApp, field: string, name: string, content: Buffer): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/registrations/uploads/${field}`, ...file(field, name, content) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

/** A registration sent as the public form sends it, with fresh documents. */
async function register (t: TestApp, change: Body = {}): Promise<Reg> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/registrations', payload: {
      firstName: 'Asha', lastName: 'Rai', email: 'asha@example.com', phone: '9841234567', address: 'Banepa-5',
      preference: 'Primary', lvl: '3',
      markSheet: await privateDoc(t, 'marksheet', 'marks.pdf', pdf('Marks', 1)),
      ppPhoto: await privateDoc(t, 'ppphoto', 'photo.png', await png()),
      ...change
    }
  })
  expect(res.statusCode).toBe(201)
  return json<Reg>(res)
}

/** Sets when a registration was made (the API always stamps now). */
async function createdAt (t: TestApp, id: string, at: string): Promise<void> {
  await t.app.knex('registrations').where({ id }).update({ createdAt: at })
}

async function bytesOf (stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

async function unzip (data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true })
  const out = new Map<string, Buffer>()
  for await (const entry of zip.eachEntry()) out.set(entry.fileName, await bytesOf(await zip.openReadStreamPromise(entry)))
  return out
}

const ids = (rows: Array<{ _id: string }>) => rows.map((r) => r._id).sort()

describeEachDb('admission pipeline', (get) => {
  test('a new registration starts at new with no history; an existing row (before the migration) reads as new', async () => {
    const t = get()
    const r = await register(t)
    expect(r).toMatchObject({ status: 'new', history: [] })
    expect(await t.app.knex('registrations').where({ id: r._id }).first()).toMatchObject({ status: 'new' })
    // a row as the old code wrote it: no status given, no history
    await t.app.knex('registrations').where({ id: r._id }).update({ history: null })
    expect(json<Reg>(await t.authed({ url: `/api/registrations/${r._id}` }))).toMatchObject({ status: 'new', history: [] })
  })

  test('PATCH moves the status and records who, when, from, to and the note; a note alone keeps the status', async () => {
    const t = get()
    const r = await register(t)
    const before = Date.now()
    const moved = await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { status: 'contacted', note: 'Called the mother, interview on Sunday' } })
    expect(moved.statusCode).toBe(200)
    const entry = { by: { _id: t.adminId, name: 'Test Admin' }, from: 'new', to: 'contacted', note: 'Called the mother, interview on Sunday' }
    expect(json<Reg>(moved)).toMatchObject({ _id: r._id, firstName: 'Asha', status: 'contacted', history: [entry] })
    const at = Date.parse(String(json<Reg>(moved).history[0]!.at))
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now())

    expect(json<Reg>(await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { status: 'interview' } })).status).toBe('interview')
    const noted = json<Reg>(await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { note: '  Brought the transfer certificate  ' } }))
    expect(noted.status).toBe('interview')
    expect(noted.history.map((h) => [h.from, h.to, h.note])).toEqual([
      ['new', 'contacted', 'Called the mother, interview on Sunday'],
      ['contacted', 'interview', ''],
      ['interview', 'interview', 'Brought the transfer certificate']
    ])
    const admitted = json<Reg>(await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { status: 'admitted', note: 'Class 3 B' } }))
    expect(admitted.history).toHaveLength(4)

    // what the database holds, and what GET answers
    const row = await t.app.knex('registrations').where({ id: r._id }).first() as Body
    expect(row.status).toBe('admitted')
    const stored = (typeof row.history === 'string' ? JSON.parse(row.history) : row.history) as Array<Record<string, unknown>>
    expect(stored.map((h) => [h.from, h.to])).toEqual([['new', 'contacted'], ['contacted', 'interview'], ['interview', 'interview'], ['interview', 'admitted']])
    expect(stored[3]).toMatchObject({ by: { _id: t.adminId, name: 'Test Admin' }, note: 'Class 3 B' })
    expect(json<Reg>(await t.authed({ url: `/api/registrations/${r._id}` })).history).toEqual(admitted.history)
  })

  test('changes sent at the same moment each keep their history entry', async () => {
    const t = get()
    const r = await register(t)
    const notes = Array.from({ length: 6 }, (_, i) => `call ${i + 1}`)
    const answers = await Promise.all(notes.map((note, i) =>
      t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { note, ...(i === 2 ? { status: 'contacted' } : {}) } })))
    expect(answers.map((a) => a.statusCode)).toEqual(notes.map(() => 200))
    const after = json<Reg>(await t.authed({ url: `/api/registrations/${r._id}` }))
    expect(after.history.map((h) => h.note).sort()).toEqual(notes)
    expect(after.status).toBe('contacted')
    // each entry starts where the one before it ended
    after.history.slice(1).forEach((h, i) => expect(h.from).toBe(after.history[i]!.to))
  })

  test('an unknown status, an empty change or a long note answer 400 and change nothing; a history sent along is dropped; an unknown id 404', async () => {
    const t = get()
    const r = await register(t)
    for (const [payload, message] of [
      [{ status: 'enrolled' }, 'status must be one of: new, contacted, interview, admitted, rejected, withdrawn'],
      [{ status: '' }, expect.stringContaining('status must be one of')],
      [{}, 'Send a status or a note'],
      [{ note: '   ' }, 'Send a status or a note'],
      [{ note: 'x'.repeat(2001) }, 'note must be at most 2000 characters']
    ] as const) {
      const res = await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload })
      expect([payload, res.statusCode]).toEqual([payload, 400])
      expect(json<{ message: string }>(res).message).toEqual(message)
    }
    expect(await t.app.knex('registrations').where({ id: r._id }).first()).toMatchObject({ status: 'new' })
    expect(json<Reg>(await t.authed({ url: `/api/registrations/${r._id}` })).history).toEqual([])
    // the history is the server's: one sent along is dropped
    const forged = [{ by: { _id: 'x', name: 'Someone else' }, at: '2020-01-01T00:00:00.000Z', from: 'new', to: 'admitted', note: '' }]
    const res = json<Reg>(await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { status: 'rejected', history: forged } }))
    expect(res.history.map((h) => [h.by, h.from, h.to])).toEqual([[{ _id: t.adminId, name: 'Test Admin' }, 'new', 'rejected']])
    const missing = await t.authed({ method: 'PATCH', url: '/api/registrations/01980000-0000-7000-8000-000000000000', payload: { status: 'contacted' } })
    expect(missing.statusCode).toBe(404)
    expect(json(missing)).toEqual({ message: 'Registration not found' })
  })

  describe('filters and search', () => {
    // five registrations around midnight in Kathmandu (UTC+5:45), each test asking for a subset
    const made: Record<string, Reg> = {}
    const list = async (query: string) => {
      const res = await get().authed({ url: `/api/registrations?${query}` })
      expect([query, res.statusCode]).toEqual([query, 200])
      // only ours: other tests of this suite add registrations too
      return ids(json<Reg[]>(res).filter((r) => Object.values(made).some((m) => m._id === r._id)))
    }
    const of = (...names: string[]) => names.map((n) => made[n]!._id).sort()

    beforeAll(async () => {
      const t = get()
      made.sita = await register(t, { firstName: 'Sita', lastName: 'Filtertest', email: 'sita@filters.test' })
      made.hari = await register(t, { firstName: 'Hari', lastName: 'Filtertest', email: 'hari@filters.test', preference: 'Senior Higher Secondary', lvl: '', faculty: 'Science' })
      made.gita = await register(t, { firstName: 'Gita', lastName: 'Filtertest', email: 'gita@filters.test', preference: 'Preschool', lvl: 'Nursery' })
      made.ram = await register(t, { firstName: 'Ram', lastName: 'Filtertest', email: 'ram@filters.test', application: 'My son plays the madal' })
      made.maya = await register(t, { firstName: 'Maya', lastName: 'Filtertest', email: 'maya@filters.test', preference: 'Senior Higher Secondary', lvl: '', faculty: 'Management' })
      // 2026-03-04 23:59:59 and 2026-03-05 00:00 in Kathmandu, then 5 and 6 March, and April
      await createdAt(t, made.sita._id, '2026-03-04T18:14:59.000Z')
      await createdAt(t, made.hari._id, '2026-03-04T18:15:00.000Z')
      await createdAt(t, made.gita._id, '2026-03-05T18:14:59.999Z')
      await createdAt(t, made.ram._id, '2026-03-05T18:15:00.000Z')
      await createdAt(t, made.maya._id, '2026-04-01T06:00:00.000Z')
      for (const [who, status] of [['hari', 'contacted'], ['ram', 'contacted'], ['maya', 'rejected']] as const) {
        expect((await t.authed({ method: 'PATCH', url: `/api/registrations/${made[who]!._id}`, payload: { status } })).statusCode).toBe(200)
      }
    })

    test('each filter alone', async () => {
      expect(await list('q=Filtertest')).toEqual(of('sita', 'hari', 'gita', 'ram', 'maya'))
      expect(await list('status=contacted')).toEqual(of('hari', 'ram'))
      expect(await list('status=new')).toEqual(of('sita', 'gita'))
      expect(await list('preference=Senior%20Higher%20Secondary')).toEqual(of('hari', 'maya'))
      // the form's label is understood too
      expect(await list('preference=Preschool%20(Nursery-Kindergarten)')).toEqual(of('gita'))
      // days are the school's: 18:15 UTC is already the next day in Kathmandu
      expect(await list('from=2026-03-05')).toEqual(of('hari', 'gita', 'ram', 'maya'))
      expect(await list('to=2026-03-05')).toEqual(of('sita', 'hari', 'gita'))
      expect(await list('from=2026-03-05&to=2026-03-05')).toEqual(of('hari', 'gita'))
      expect(await list('from=2026-3-6&to=2026-03-31')).toEqual(of('ram'))
    })

    test('filters combined, with search and paging', async () => {
      expect(await list('status=contacted&preference=Primary')).toEqual(of('ram'))
      expect(await list('status=contacted&from=2026-03-05&to=2026-03-05')).toEqual(of('hari'))
      expect(await list('preference=Senior%20Higher%20Secondary&status=rejected&from=2026-03-01&to=2026-04-30')).toEqual(of('maya'))
      expect(await list('q=filtertest&status=new&preference=Primary')).toEqual(of('sita'))
      expect(await list('q=madal&status=contacted')).toEqual(of('ram'))
      expect(await list('q=madal&status=new')).toEqual([])
      const page = await get().authed({ url: '/api/registrations?q=Filtertest&status=contacted&page=1&limit=1' })
      expect(page.headers['x-total-count']).toBe('2')
      // newest first: Ram (6 March) before Hari (5 March)
      expect(json<Reg[]>(page).map((r) => r.firstName)).toEqual(['Ram'])
      const second = await get().authed({ url: '/api/registrations?q=Filtertest&status=contacted&page=2&limit=1' })
      expect(json<Reg[]>(second).map((r) => r.firstName)).toEqual(['Hari'])
    })

    test('search matches names, email and the application, case aside', async () => {
      expect(await list('q=GITA')).toEqual(of('gita'))
      expect(await list('q=maya%40filters')).toEqual(of('maya'))
      expect(await list('q=nobody-by-that-name')).toEqual([])
    })

    test('bad filters answer 400 {message}', async () => {
      for (const [query, message] of [
        ['status=enrolled', 'status must be one of: new, contacted, interview, admitted, rejected, withdrawn'],
        ['preference=University', 'preference must be one of: Preschool, Primary, Lower Secondary, Junior Higher Secondary, Senior Higher Secondary'],
        ['from=2026-02-31', 'from must be a date (YYYY-MM-DD)'],
        ['to=yesterday', 'to is not valid'],
        ['from=2026-03-06&to=2026-03-05', 'from must not be after to']
      ] as const) {
        for (const path of ['/api/registrations', '/api/registrations/export.csv']) {
          const res = await get().authed({ url: `${path}?${query}` })
          expect([path, query, res.statusCode]).toEqual([path, query, 400])
          expect(json<{ message: string }>(res).message).toEqual(message)
        }
      }
    })

    test('export.csv: the same filters, a BOM, a header row, one row per registration', async () => {
      const t = get()
      const res = await t.authed({ url: '/api/registrations/export.csv?q=Filtertest&status=contacted' })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"/)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = parse(res.rawPayload, { bom: true }) as string[][]
      expect(rows[0]).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Address', 'Preference', 'Level', 'Faculty',
        'Parent or guardian', 'Date of birth', 'Date of birth (BS)', 'Previous school', 'Status', 'Created', 'Created (BS)'])
      // created instants on the school's clock (18:15 UTC is midnight in Kathmandu), with the BS day beside
      expect(rows.slice(1)).toEqual([
        ['Ram', 'Filtertest', 'ram@filters.test', '9841234567', 'Banepa-5', 'Primary', '3', '', '', '', '', '', 'contacted', '2026-03-06 00:00', '2082-11-22'],
        ['Hari', 'Filtertest', 'hari@filters.test', '9841234567', 'Banepa-5', 'Senior Higher Secondary', '', 'Science', '', '', '', '', 'contacted', '2026-03-05 00:00', '2082-11-21']
      ])
      const day = parse((await t.authed({ url: '/api/registrations/export.csv?from=2026-03-05&to=2026-03-05' })).rawPayload, { bom: true }) as string[][]
      expect(day.slice(1).map((r) => r[0]).sort()).toEqual(['Gita', 'Hari'])
    })
  })

  test('export.csv: Devanagari survives, formula cells are prefixed with \', commas, quotes and newlines round-trip', async () => {
    const t = get()
    const tricky = [
      await register(t, { firstName: 'सीता', lastName: 'श्रेष्ठ', email: 'csv-sita@example.com', address: 'काठमाडौं-५, "पुरानो" बाटो\nबानेश्वर' }),
      await register(t, { firstName: '=HYPERLINK("http://evil.test","Click")', lastName: '+SUM(1,2)', email: 'csv-evil@example.com', phone: '+9779841234567', address: '@A1' }), // the phone is stored normalised, so no formula
      await register(t, { firstName: '-2+3', lastName: 'Plain, "Quoted"', email: 'csv-minus@example.com', address: 'Line one\r\nLine two' })
    ]
    const res = await t.authed({ url: '/api/registrations/export.csv?q=csv-' })
    expect(res.statusCode).toBe(200)
    const text = res.rawPayload.toString('utf8')
    expect(text.startsWith('\uFEFFFirst name,')).toBe(true)
    const rows = parse(res.rawPayload, { bom: true }) as string[][]
    const byEmail = new Map(rows.slice(1).map((r) => [r[2], r]))
    expect(byEmail.size).toBe(3)
    expect(byEmail.get('csv-sita@example.com')!.slice(0, 5)).toEqual(['सीता', 'श्रेष्ठ', 'csv-sita@example.com', '9841234567', 'काठमाडौं-५, "पुरानो" बाटो\nबानेश्वर'])
    expect(byEmail.get('csv-evil@example.com')!.slice(0, 5)).toEqual([
      '\'=HYPERLINK("http://evil.test","Click")', '\'+SUM(1,2)', 'csv-evil@example.com', '9841234567', '\'@A1'
    ])
    expect(byEmail.get('csv-minus@example.com')!.slice(0, 5)).toEqual(['\'-2+3', 'Plain, "Quoted"', 'csv-minus@example.com', '9841234567', 'Line one\r\nLine two'])
    // every cell of the file, not only these: none starts a formula
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/)
    expect(tricky.every((r) => r.status === 'new')).toBe(true)
  })

  test('the optional guardian, date of birth and previous school are kept, answered and exported (BS beside AD)', async () => {
    const t = get()
    const plain = await register(t, { email: 'no-extras@example.com' })
    expect(plain).not.toHaveProperty('guardianName')
    expect(plain).not.toHaveProperty('dateOfBirth')
    const r = await register(t, { email: 'extras@example.com', guardianName: '  Hari Rai ', dateOfBirth: '2012-05-14', previousSchool: 'Shree Jana Jyoti School' })
    expect(r).toMatchObject({ guardianName: 'Hari Rai', dateOfBirth: '2012-05-14', previousSchool: 'Shree Jana Jyoti School' })
    expect(json<Reg>(await t.authed({ url: `/api/registrations/${r._id}` }))).toMatchObject({ guardianName: 'Hari Rai', dateOfBirth: '2012-05-14' })
    const rows = parse((await t.authed({ url: '/api/registrations/export.csv?q=extras%40example' })).rawPayload, { bom: true }) as string[][]
    const head = rows[0]!
    const row = rows[1]!
    expect(['Parent or guardian', 'Date of birth', 'Date of birth (BS)', 'Previous school'].map((c) => row[head.indexOf(c)]))
      .toEqual(['Hari Rai', '2012-05-14', '2069-02-01', 'Shree Jana Jyoti School'])
    for (const dateOfBirth of ['2012-02-30', '14-05-2012', '2999-01-01']) {
      const before = (await t.counts()).registrations
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { firstName: 'A', lastName: 'B', email: 'bad-dob@example.com', phone: '9841234567', address: 'X', preference: 'Primary', lvl: '3', markSheet: 'x', ppPhoto: 'y', dateOfBirth } })
      expect([dateOfBirth, res.statusCode, json<{ message: string }>(res).message]).toEqual([dateOfBirth, 400, 'Please provide a valid date of birth (YYYY-MM-DD).'])
      expect((await t.counts()).registrations).toBe(before)
    }
  })

  test('export.csv is not taken for a registration id, and needs a token', async () => {
    const t = get()
    expect((await t.app.inject({ url: '/api/registrations/export.csv' })).statusCode).toBe(401)
    const res = await t.authed({ url: '/api/registrations/export.csv' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  })

  test('documents.zip holds every document, named by its kind, byte for byte', async () => {
    const t = get()
    const files = { markSheet: pdf('Marks of Anisha', 2), ppPhoto: await jpeg(), characterCerf: await png(), attachApplication: docx('Dear principal') }
    const r = await register(t, {
      firstName: 'Anisha', lastName: 'Gurung', preference: 'Senior Higher Secondary', lvl: '', faculty: 'Science',
      markSheet: await privateDoc(t, 'marksheet', 'my marks.pdf', files.markSheet),
      ppPhoto: await privateDoc(t, 'ppphoto', 'me.jpg', files.ppPhoto),
      characterCerf: await privateDoc(t, 'characterCf', 'character.png', files.characterCerf),
      attachApplication: await privateDoc(t, 'application', 'letter.docx', files.attachApplication)
    })
    expect((await t.app.inject({ url: `/api/registrations/${r._id}/documents.zip` })).statusCode).toBe(401)
    const res = await t.authed({ url: `/api/registrations/${r._id}/documents.zip` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="documents-Anisha-Gurung\.zip"/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const entries = await unzip(res.rawPayload)
    expect([...entries.keys()].sort()).toEqual(['application.docx', 'character-certificate.png', 'marksheet.pdf', 'photo.jpg'])
    expect(entries.get('marksheet.pdf')).toEqual(files.markSheet)
    expect(entries.get('photo.jpg')).toEqual(files.ppPhoto)
    expect(entries.get('character-certificate.png')).toEqual(files.characterCerf)
    expect(entries.get('application.docx')).toEqual(files.attachApplication)

    // only the two required documents: two entries
    const plain = await register(t, { firstName: 'Bina', lastName: 'Magar' })
    const two = await unzip((await t.authed({ url: `/api/registrations/${plain._id}/documents.zip` })).rawPayload)
    expect([...two.keys()].sort()).toEqual(['marksheet.pdf', 'photo.png'])

    const missing = await t.authed({ url: '/api/registrations/01980000-0000-7000-8000-000000000000/documents.zip' })
    expect(missing.statusCode).toBe(404)
    expect(json(missing)).toEqual({ message: 'Registration not found' })
  })

  test('deleting a registration after PATCHes still removes it and its documents', async () => {
    const t = get()
    const r = await register(t)
    await t.authed({ method: 'PATCH', url: `/api/registrations/${r._id}`, payload: { status: 'withdrawn', note: 'Moved to Pokhara' } })
    const doc = json<Body>(await t.authed({ url: `/api/registrations/${r._id}` })).markSheet as string
    expect((await t.authed({ method: 'DELETE', url: `/api/registrations/${r._id}` })).statusCode).toBe(200)
    expect(await t.app.knex('registrations').where({ id: r._id }).first()).toBeUndefined()
    expect((await t.authed({ url: doc })).statusCode).toBe(404)
  })
})

describeEachDb('search on the console lists: careers and the inbox', (get) => {
  beforeAll(async () => {
    const t = get()
    for (const [title, location] of [['Mathematics Teacher', 'Banepa'], ['Science Teacher', 'Dhulikhel'], ['Accountant', 'Banepa']]) {
      const res = await t.authed({ method: 'POST', url: '/api/careers', payload: {
        title, careerCategory: 'Teaching', noOfVacancy: '1', employmentType: 'Full time', location, offeredSalary: 'NPR 40,000',
        applyBefore: '2099-01-31', educationLevel: 'Bachelor', experienceRequired: '2 years', careerSpecs: '<p>Teach well</p>', careerDesc: '<p>Desc</p>'
      } })
      expect(res.statusCode).toBe(201)
    }
    for (const [name, email, subject, message] of [
      ['Ram Thapa', 'ram@inbox.test', 'Bus route', 'Does the bus go to Panauti?'],
      ['Sita Karki', 'sita@inbox.test', 'Fees', 'What are the fees for Grade 11?'],
      ['Hari Bhandari', 'hari@inbox.test', 'Hostel', 'Is there a hostel for girls?']
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState: { name, email, subject, message } } })
      expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
    }
    for (const [fullName, email, message] of [['Kamal Shrestha', 'kamal@apply.test', 'I teach mathematics.'], ['Bimala Rai', 'bimala@apply.test', 'I keep accounts.']]) {
      const cv = json<string>(await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf()) }))
      const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
        careerTitle: fullName.startsWith('Kamal') ? 'Mathematics Teacher' : 'Accountant', fullName, email, phoneNumber: '9841234567', message, cv
      } } })
      expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
    }
  })

  const titles = async (url: string, field: string) => {
    const res = await get().authed({ url })
    expect([url, res.statusCode]).toEqual([url, 200])
    return { names: json<Body[]>(res).map((r) => r[field]).sort(), total: res.headers['x-total-count'] }
  }

  test('careers: q searches titles and places, paged', async () => {
    expect((await titles('/api/careers?q=teacher', 'title')).names).toEqual(['Mathematics Teacher', 'Science Teacher'])
    expect((await titles('/api/careers?q=banepa', 'title')).names).toEqual(['Accountant', 'Mathematics Teacher'])
    const page = await titles('/api/careers?q=teacher&page=2&limit=1', 'title')
    expect(page.total).toBe('2')
    expect(page.names).toHaveLength(1)
    expect((await titles('/api/careers?q=astronaut', 'title')).names).toEqual([])
  })

  test('contact messages: q searches names, emails, subjects and messages, paged', async () => {
    expect((await titles('/api/contact/messages?q=panauti', 'name')).names).toEqual(['Ram Thapa'])
    expect((await titles('/api/contact/messages?q=SITA%40inbox', 'name')).names).toEqual(['Sita Karki'])
    expect((await titles('/api/contact/messages?q=hostel', 'name')).names).toEqual(['Hari Bhandari'])
    const page = await titles('/api/contact/messages?q=inbox.test&page=1&limit=2', 'name')
    expect(page).toEqual({ names: expect.any(Array), total: '3' })
    expect(page.names).toHaveLength(2)
    // a LIKE wildcard is a plain character
    expect((await titles('/api/contact/messages?q=%25', 'name')).names).toEqual([])
  })

  test('job applications: q searches names, emails, job titles and messages, paged', async () => {
    expect((await titles('/api/careers/applications?q=mathematics', 'fullName')).names).toEqual(['Kamal Shrestha'])
    expect((await titles('/api/careers/applications?q=bimala%40apply', 'fullName')).names).toEqual(['Bimala Rai'])
    expect((await titles('/api/careers/applications?q=accounts', 'fullName')).names).toEqual(['Bimala Rai'])
    const page = await titles('/api/careers/applications?q=apply.test&page=2&limit=1', 'fullName')
    expect(page.total).toBe('2')
    expect(page.names).toHaveLength(1)
  })
})

test('a day of the school\'s zone begins at the right instant, clock changes included', () => {
  expect(startOfDayIn('2026-03-05', 'Asia/Kathmandu')).toBe('2026-03-04T18:15:00.000Z')
  expect(startOfDayIn('2026-01-01', 'UTC')).toBe('2026-01-01T00:00:00.000Z')
  // New York: the clocks go forward at 02:00 on 8 March 2026 and back at 02:00 on 1 November
  expect(startOfDayIn('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z')
  expect(startOfDayIn('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z')
  expect(startOfDayIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z')
  expect(startOfDayIn('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z')
  // Chatham Islands, +13:45 in summer: the day begins on the UTC day before
  expect(startOfDayIn('2026-01-10', 'Pacific/Chatham')).toBe('2026-01-09T10:15:00.000Z')
})

describe('documents.zip from an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3>>
  let t: TestApp
  beforeAll(async () => {
    s3 = await startS3()
    t = await buildTestApp('sqlite', { s3: s3.settings(`pipeline-${Date.now().toString(36)}`) })
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
  })

  test('the documents are streamed from the bucket into the zip, byte for byte', async () => {
    const marks = pdf('Bucket marks', 1)
    const photo = await jpeg()
    const r = await register(t, {
      markSheet: await privateDoc(t, 'marksheet', 'm.pdf', marks),
      ppPhoto: await privateDoc(t, 'ppphoto', 'p.jpg', photo)
    })
    expect(await t.app.files.storage.kind).toBe('s3')
    const res = await t.authed({ url: `/api/registrations/${r._id}/documents.zip` })
    expect(res.statusCode).toBe(200)
    const entries = await unzip(res.rawPayload)
    expect([...entries.keys()].sort()).toEqual(['marksheet.pdf', 'photo.jpg'])
    expect(entries.get('marksheet.pdf')).toEqual(marks)
    expect(entries.get('photo.jpg')).toEqual(photo)
  })
})
