import { createHmac } from 'node:crypto'
import ExcelJS from 'exceljs'
import jsQR from 'jsqr'
import { NOT_ISSUED, RESULT_NOT_FOUND, type Exam, type ImportReport, type StaffResult, type StudentResult, type Verification } from '@school/shared/contract'
import { gradeOf, graded } from '../src/plugins/app/results/grades.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file } from './fixtures.js'
import { userWithRole } from './writes.js'
import { SEED_SETTINGS } from '../src/seed/site.js'

// Results day (issue 37): exams, results imported from CSV or XLSX, the lookup by symbol and BS date of
// birth, marksheets (PDF with a QR code) and their verification, the SMS lookup.

type Body = Record<string, unknown>

test.each([
  [100, 'A+', 4.0], [90, 'A+', 4.0], [89.99, 'A', 3.6], [80, 'A', 3.6], [79.5, 'B+', 3.2], [70, 'B+', 3.2], [69, 'B', 2.8], [60, 'B', 2.8],
  [59, 'C+', 2.4], [50, 'C+', 2.4], [49.99, 'C', 2.0], [40, 'C', 2.0], [39, 'D', 1.6], [35, 'D', 1.6], [34.99, 'NG', 0], [0, 'NG', 0], [null, 'NG', 0]
])('NEB scale: mark %p is %s (%p)', (mark, grade, gp) => {
  expect(gradeOf(mark)).toEqual({ grade, gp })
})

test('NEB GPA: the mean of the grade points to two decimals; any NG is not graded', () => {
  expect(graded([{ name: 'English', mark: 95 }, { name: 'Nepali', mark: 82 }, { name: 'Maths', mark: 71 }, { name: 'Science', mark: 64 }]))
    .toMatchObject({ gpa: 3.4, percent: 78, result: 'pass' })
  expect(graded([{ name: 'English', mark: 91 }, { name: 'Nepali', mark: 85 }, { name: 'Maths', mark: 55 }]))
    .toMatchObject({ gpa: 3.33, result: 'pass' })
  expect(graded([{ name: 'English', mark: 91 }, { name: 'Maths', mark: 20 }])).toMatchObject({ gpa: 2, result: 'not-graded' })
  expect(graded([{ name: 'English', mark: 91 }, { name: 'Maths', mark: null }])).toMatchObject({ gpa: 2, percent: 45.5, result: 'not-graded' })
})

const HEADER = 'Symbol No,Student Name,DOB (BS),Class,Section,English,Nepali,Maths'
const GOOD_CSV = [
  HEADER,
  '1001,सीता कुमारी राई,2065-01-15,10,A,95,82,71',
  '1002,Ram Bahadur Thapa,2064-12-30,10,B,55,45,36',
  '1003,गीता श्रेष्ठ,2065-03-02,10,A,20,AB,90'
].join('\n')

async function newExam (t: TestApp, body: Body = {}): Promise<Exam> {
  const res = await t.authed({ method: 'POST', url: '/api/exams', payload: { site: 'school', title: 'Second Terminal', ne: { title: 'दोस्रो त्रैमासिक' }, year: 2082, grading: 'gpa', ...body } })
  expect(res.statusCode).toBe(201)
  return json<Exam>(res)
}

const upload = (t: TestApp, examId: string, content: Buffer | string, name = 'results.csv', commit = false, token?: string) => {
  const f = file('file', name, Buffer.isBuffer(content) ? content : Buffer.from(content))
  return t.app.inject({ method: 'POST', url: `/api/exams/${examId}/results${commit ? '?commit=true' : ''}`, payload: f.payload, headers: { ...f.headers, authorization: `Bearer ${token ?? t.token}` } })
}

async function published (t: TestApp, csv: Buffer | string = GOOD_CSV, name = 'results.csv'): Promise<Exam> {
  const exam = await newExam(t)
  expect((await upload(t, exam._id, csv, name, true)).statusCode).toBe(200)
  expect((await t.authed({ method: 'PATCH', url: `/api/exams/${exam._id}`, payload: { published: true } })).statusCode).toBe(200)
  return exam
}

let ip = 0
/** A different visitor each time (the per-IP limit is not what these tests are about). */
const nextIp = () => `198.51.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`
const lookup = (t: TestApp, exam: string, symbol: string, dob: string, remoteAddress = nextIp()) =>
  t.app.inject({ url: `/api/results/lookup?exam=${exam}&symbol=${encodeURIComponent(symbol)}&dob=${encodeURIComponent(dob)}`, remoteAddress })

async function pdfText (pdf: Buffer): Promise<{ text: string; qr: string | null; pages: number; size: [number, number] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise
  const page = await doc.getPage(1)
  const content = await page.getTextContent()
  const text = content.items.map((i) => ('str' in i ? i.str : '')).join('')
  // the QR code is the page's one image: its pixels, decoded
  const ops = await page.getOperatorList()
  let qr: string | null = null
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== pdfjs.OPS.paintImageXObject) continue
    const name = String(ops.argsArray[i][0])
    const img: { width: number; height: number; data: Uint8ClampedArray; kind: number } = await new Promise((resolve) => { page.objs.get(name, resolve) })
    const rgba = new Uint8ClampedArray(img.width * img.height * 4)
    const channels = img.data.length / (img.width * img.height)
    for (let p = 0; p < img.width * img.height; p++) {
      for (let c = 0; c < 3; c++) rgba[p * 4 + c] = img.data[p * channels + (channels >= 3 ? c : 0)]!
      rgba[p * 4 + 3] = 255
    }
    // under NodeNext the CommonJS package's default import is its module object
    qr = jsQR.default(rgba, img.width, img.height)?.data ?? null
  }
  const [, , w, h] = page.view
  return { text, qr, pages: doc.numPages, size: [Math.round(w!), Math.round(h!)] }
}

describeEachDb('results: exams and the import', (get) => {
  test('a dry run reports rows and subjects and stores nothing; ?commit=true stores them with NEB grades; Devanagari names round-trip', async () => {
    const t = get()
    const exam = await newExam(t)
    const dry = await upload(t, exam._id, GOOD_CSV)
    expect(dry.statusCode).toBe(200)
    expect(json<ImportReport>(dry)).toEqual({ rows: 3, subjects: ['English', 'Nepali', 'Maths'], errors: [], duplicates: [], committed: false })
    expect(await t.app.knex('exam_results').where({ examId: exam._id }).count({ n: '*' })).toEqual([{ n: 0 }])

    const done = await upload(t, exam._id, GOOD_CSV, 'results.csv', true)
    expect(json<ImportReport>(done)).toMatchObject({ rows: 3, committed: true })
    const rows: Body[] = await t.app.knex('exam_results').where({ examId: exam._id }).orderBy('symbol')
    expect(rows.map((r) => [r.symbol, r.name, r.dob, r.class, r.section, Number(r.gpa), r.result])).toEqual([
      ['1001', 'सीता कुमारी राई', '2065-01-15', '10', 'A', 3.6, 'pass'],
      ['1002', 'Ram Bahadur Thapa', '2064-12-30', '10', 'B', 2, 'pass'],
      ['1003', 'गीता श्रेष्ठ', '2065-03-02', '10', 'A', 1.33, 'not-graded']
    ])
    const staff = json<Exam[]>(await t.authed({ url: '/api/exams/all' })).find((e) => e._id === exam._id)
    expect(staff).toMatchObject({ published: false, subjects: ['English', 'Nepali', 'Maths'], resultCount: 3, importedAt: expect.any(String) })
    // not published: not listed, not looked up
    expect(json<Body[]>(await t.app.inject({ url: '/api/exams' })).map((e) => e._id)).not.toContain(exam._id)
    expect((await lookup(t, exam._id, '1001', '2065-01-15')).statusCode).toBe(404)
  })

  test('bad rows are reported with their line numbers, duplicate symbols with theirs; committing such a sheet stores nothing', async () => {
    const t = get()
    const exam = await newExam(t)
    const csv = [
      HEADER,
      '1001,Sita Rai,2065-01-15,10,A,95,82,71',
      '',
      '1002,,2065-13-01,10,A,95,82,71',
      '1003,Hari,2065-01-15,10,A,101,eighty,',
      '1001,Sita Again,2065-02-01,10,A,50,50,50',
      'bad symbol!,Gita,2065-01-15,10,A,50,50,50'
    ].join('\n')
    const report = json<ImportReport>(await upload(t, exam._id, csv))
    expect(report).toEqual({
      rows: 5,
      subjects: ['English', 'Nepali', 'Maths'],
      errors: [
        { line: 4, message: "the name is missing; the date of birth '2065-13-01' is not a BS date (YYYY-MM-DD)" },
        { line: 5, message: "English: '101' is not a mark from 0 to 100 (or AB); Nepali: 'eighty' is not a mark from 0 to 100 (or AB); Maths: the mark is missing" },
        { line: 7, message: "the symbol number 'BAD SYMBOL!' may have only letters, digits and dashes (at most 20)" }
      ],
      duplicates: [{ symbol: '1001', lines: [2, 6] }],
      committed: false
    })
    const refused = await upload(t, exam._id, csv, 'results.csv', true)
    expect([refused.statusCode, json<{ message: string }>(refused).message]).toEqual([400, 'The sheet has 3 bad row(s) and 1 duplicate symbol(s): fix them and import again (nothing was stored)'])
    expect(await t.app.knex('exam_results').where({ examId: exam._id }).count({ n: '*' })).toEqual([{ n: 0 }])
    for (const [content, message] of [
      ['Name,Class\nSita,10', 'The first row must name the columns: symbol number, student name, date of birth (BS), class, section, then the subjects (missing: symbol, dob)'],
      ['Symbol,Name,DOB,Class,Section\n1,Sita,2065-01-01,10,A', 'The sheet has no subject columns after the student columns'],
      ['', 'The sheet is empty']
    ]) {
      const res = await upload(t, exam._id, content!)
      expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([400, message])
    }
  })

  test('an XLSX sheet with Devanagari names and headers imports; a re-import replaces the exam\'s results in one go', async () => {
    const t = get()
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Results')
    sheet.addRow(['सिम्बोल नं', 'विद्यार्थीको नाम', 'जन्म मिति', 'कक्षा', 'शाखा', 'अंग्रेजी', 'गणित'])
    sheet.addRow([2001, 'अनिता तामाङ', '२०६५-०४-१०', '9', 'क', 88, 92])
    sheet.addRow(['2002', { richText: [{ text: 'Bikash ' }, { text: 'Gurung' }] }, '2065-05-11', 9, 'ख', 40, 'AB'])
    const xlsx = Buffer.from(await book.xlsx.writeBuffer())
    const exam = await published(t, xlsx, 'results.xlsx')
    expect(json<StudentResult>(await lookup(t, exam._id, '2001', '2065-04-10'))).toEqual({
      name: 'अनिता तामाङ', class: '9', gpa: 3.8, result: 'pass', subjects: [{ name: 'अंग्रेजी', grade: 'A', gp: 3.6 }, { name: 'गणित', grade: 'A+', gp: 4 }]
    })
    expect(json<StudentResult>(await lookup(t, exam._id, '2002', '2065-05-11'))).toMatchObject({ name: 'Bikash Gurung', result: 'not-graded' })

    const again = await upload(t, exam._id, `${HEADER}\n3001,New Student,2066-01-01,9,A,60,60,60`, 'r.csv', true)
    expect(json<ImportReport>(again)).toMatchObject({ rows: 1, committed: true })
    expect((await lookup(t, exam._id, '2001', '2065-04-10')).statusCode).toBe(404)
    expect(json<StudentResult>(await lookup(t, exam._id, '3001', '2066-01-01'))).toMatchObject({ name: 'New Student', gpa: 2.8 })
    expect(await t.app.knex('exam_results').where({ examId: exam._id }).count({ n: '*' })).toEqual([{ n: 1 }])
  })

  test('who may: the results officer imports and publishes, an editor may not; imports and publishing are audited', async () => {
    const t = get()
    const officer = await userWithRole(t, 'results')
    const editor = await userWithRole(t, 'editor')
    const as = (token: string) => ({ authorization: `Bearer ${token}` })
    const created = await t.app.inject({ method: 'POST', url: '/api/exams', headers: as(officer.token), payload: { site: 'school', title: 'Board prep', year: 2082, grading: 'percent' } })
    expect(created.statusCode).toBe(201)
    const exam = json<Exam>(created)
    expect((await t.app.inject({ method: 'POST', url: '/api/exams', headers: as(editor.token), payload: { site: 'school', title: 'X', year: 2082, grading: 'gpa' } })).statusCode).toBe(403)
    expect((await upload(t, exam._id, GOOD_CSV, 'r.csv', true, editor.token)).statusCode).toBe(403)
    const early = await t.app.inject({ method: 'PATCH', url: `/api/exams/${exam._id}`, headers: as(officer.token), payload: { published: true } })
    expect([early.statusCode, json<{ message: string }>(early).message]).toEqual([400, 'Import the results before publishing the exam'])
    expect((await upload(t, exam._id, GOOD_CSV, 'r.csv', true, officer.token)).statusCode).toBe(200)
    expect(json<Exam>(await t.app.inject({ method: 'PATCH', url: `/api/exams/${exam._id}`, headers: as(officer.token), payload: { published: true } }))).toMatchObject({ published: true })
    const audit: Body[] = await t.app.knex('audit').where({ itemId: exam._id }).orderBy('createdAt')
    expect(audit.map((a) => [a.method, a.path])).toEqual([
      ['POST', '/api/exams'], ['POST', `/api/exams/${exam._id}/results`], ['PATCH', `/api/exams/${exam._id}`]
    ])
    expect(JSON.parse(String(audit[1]!.after))).toEqual({ rows: 3, errors: 0, duplicates: 0, committed: true })
    // percent grading: the lookup gives the mean mark too
    expect(json<StudentResult>(await lookup(t, exam._id, '1001', '2065-01-15'))).toMatchObject({ percent: 82.67, gpa: 3.6 })
    const listed = json<Array<Body>>(await t.app.inject({ url: '/api/exams?site=school' })).find((e) => e._id === exam._id)
    expect(listed).toEqual({ _id: exam._id, site: 'school', title: 'Board prep', ne: { title: 'Board prep' }, year: 2082, grading: 'percent', publishAt: null })

    // a staff search by symbol: found or not, it is audited
    const found = await t.app.inject({ url: `/api/exams/${exam._id}/results?symbol=1003`, headers: as(officer.token) })
    expect(json<StaffResult>(found)).toMatchObject({ symbol: '1003', name: 'गीता श्रेष्ठ', dob: '2065-03-02', marks: [{ name: 'English', mark: 20 }, { name: 'Nepali', mark: null }, { name: 'Maths', mark: 90 }] })
    expect((await t.app.inject({ url: `/api/exams/${exam._id}/results?symbol=9999`, headers: as(officer.token) })).statusCode).toBe(404)
    const searches: Body[] = await t.app.knex('audit').where({ itemId: exam._id, method: 'GET' }).orderBy('createdAt')
    expect(searches.map((a) => [a.userId, a.label, Number(a.status)])).toEqual([[officer._id, 'Result search: 1003', 200], [officer._id, 'Result search: 9999', 404]])
  })
})

describeEachDb('results: the public lookup', (get) => {
  let exam: Exam
  beforeAll(async () => { exam = await published(get()) })

  test('the right symbol and date of birth answer the result, never to be stored by any cache', async () => {
    const t = get()
    const res = await lookup(t, exam._id, '1001', '2065-01-15')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-cache']).toBeUndefined()
    expect(json<StudentResult>(res)).toEqual({
      name: 'सीता कुमारी राई', class: '10', gpa: 3.6, result: 'pass',
      subjects: [{ name: 'English', grade: 'A+', gp: 4 }, { name: 'Nepali', grade: 'A', gp: 3.6 }, { name: 'Maths', grade: 'B+', gp: 3.2 }]
    })
    // Devanagari digits in the date of birth are the same date
    expect((await lookup(t, exam._id, '1001', '२०६५-०१-१५')).statusCode).toBe(200)
  })

  test('a wrong date of birth, a wrong symbol and an unknown exam answer the same 404', async () => {
    const t = get()
    for (const [e, symbol, dob] of [[exam._id, '1001', '2065-01-16'], [exam._id, '9999', '2065-01-15'], ['nope', '1001', '2065-01-15']]) {
      const res = await lookup(t, e!, symbol!, dob!)
      expect([res.statusCode, json<{ message: string }>(res).message, res.headers['cache-control']]).toEqual([404, RESULT_NOT_FOUND, 'private, no-store'])
    }
  })

  test('rate limits: one symbol at most 10 times a minute from anywhere; one IP at most 60 lookups a minute', async () => {
    const t = get()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await lookup(t, exam._id, '1002', i % 2 ? '2064-12-30' : '2000-01-01')).statusCode)
    expect(statuses).toEqual([404, 200, 404, 200, 404, 200, 404, 200, 404, 200, 429])
    // the symbol's limit holds for the marksheet too
    expect((await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=1002&dob=2064-12-30`, remoteAddress: nextIp() })).statusCode).toBe(429)
    const walker = '203.0.113.9'
    const walked: number[] = []
    for (let s = 0; s < 61; s++) walked.push((await lookup(t, exam._id, String(5000 + s), '2065-01-15', walker)).statusCode)
    expect(walked.slice(0, 60).every((s) => s === 404)).toBe(true)
    expect(walked[60]).toBe(429)
  })

  test('concurrent lookups and marksheets of different students never answer one with another\'s result', async () => {
    const t = get()
    const students = Array.from({ length: 60 }, (_, i) => ({ symbol: String(7000 + i), name: `Student ${i} ${i % 2 ? 'राई' : 'Thapa'}`, dob: `2065-0${(i % 9) + 1}-1${i % 10}`, mark: 35 + i }))
    const csv = [HEADER, ...students.map((s) => `${s.symbol},${s.name},${s.dob},10,A,${s.mark},${s.mark},${s.mark}`)].join('\n')
    const crowd = await published(t, csv)
    // a cold cache: every request arrives together, the rows load once
    const asks = students.flatMap((s) => [s, s, s]).sort(() => Math.random() - 0.5)
    const answers = await Promise.all(asks.map(async (s) => ({ s, res: await lookup(t, crowd._id, s.symbol, s.dob) })))
    for (const { s, res } of answers) {
      expect([s.symbol, res.statusCode]).toEqual([s.symbol, 200])
      expect(json<StudentResult>(res)).toMatchObject({ name: s.name, gpa: graded([{ name: 'x', mark: s.mark }]).gpa })
    }
    // and with wrong dates of birth mixed in, a wrong one never borrows the right one's answer
    const mixed = await Promise.all(students.slice(0, 20).map(async (s, i) => ({ s, i, res: await lookup(t, crowd._id, s.symbol, i % 2 ? s.dob : '2000-01-01') })))
    for (const { s, i, res } of mixed) expect([s.symbol, res.statusCode, i % 2 ? json<StudentResult>(res).name : '']).toEqual([s.symbol, i % 2 ? 200 : 404, i % 2 ? s.name : ''])
    const sheets = await Promise.all(students.slice(20, 32).map(async (s) => ({ s, res: await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${crowd._id}&symbol=${s.symbol}&dob=${s.dob}`, remoteAddress: nextIp() }) })))
    const codes = new Set<string>()
    for (const { s, res } of sheets) {
      expect(res.statusCode).toBe(200)
      const { text } = await pdfText(res.rawPayload)
      expect(text).toContain(s.name)
      for (const other of students) if (other !== s) expect(text).not.toContain(`${other.name}`)
      codes.add(/Code: ([A-Za-z0-9_-]{22})/.exec(text)![1]!)
    }
    expect(codes.size).toBe(12)
  }, 60_000)

  test('lookups are counted per hour for the console', async () => {
    const t = get()
    const counts = json<Array<{ hour: string; count: number }>>(await t.authed({ url: `/api/exams/${exam._id}/lookups` }))
    expect(counts[0]).toEqual({ hour: new Date().toISOString().slice(0, 13), count: expect.any(Number) })
    // 2 + 2 + 10 of the symbol's (the 11th refused) + 60 of the walker's (the 61st refused)
    expect(counts[0]!.count).toBe(74)
  })
})

describeEachDb('results: marksheets and their verification', (get) => {
  let exam: Exam
  beforeAll(async () => { exam = await published(get()) })

  test('one A4 page with the school, the student\'s grades, GPA and a QR code of the verification page; the code verifies', async () => {
    const t = get()
    const res = await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=1001&dob=2065-01-15`, remoteAddress: nextIp() })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const { text, qr, pages, size } = await pdfText(res.rawPayload)
    expect([pages, size]).toEqual([1, [595, 842]])
    // no settings yet in this database: the built-in facts
    const school = SEED_SETTINGS.school.name
    for (const part of [school, 'Grade sheet: Second Terminal (2082)', 'सीता कुमारी राई', '1001', '2065-01-15', 'English', 'A+', 'GPA: 3.60', 'Result: Passed']) expect(text).toContain(part)
    const code = /Code: ([A-Za-z0-9_-]{22})/.exec(text)![1]!
    // 22 base64url characters: 128 random bits
    expect(Buffer.from(code, 'base64url')).toHaveLength(16)
    expect(qr).toBe(`http://localhost/verify/${code}`)
    expect(text).toContain(`/verify/${code}`)

    const verified = await t.app.inject({ url: `/api/results/verify/${code}` })
    expect(json<Verification>(verified)).toEqual({
      name: 'सीता कुमारी राई', gpa: 3.6, result: 'pass', exam: { title: 'Second Terminal', ne: { title: 'दोस्रो त्रैमासिक' }, year: 2082 },
      school: { name: school, ne: { name: expect.any(String) } }
    })
    // the same student's marksheet again has the same code; in Nepali too (a text extractor gives the
    // vowel signs drawn before their consonant in drawing order, so only words without one are compared)
    const ne = await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=1001&dob=2065-01-15&lang=ne`, remoteAddress: nextIp() })
    const neText = await pdfText(ne.rawPayload)
    for (const part of ['लब्धाङ्क पत्र', '(2082)', 'सीता कुमारी राई', 'जीपीए: 3.60', `कोड: ${code}`]) expect(neText.text).toContain(part)
    expect(neText.qr).toBe(`http://localhost/ne/verify/${code}`)
  })

  test('an unknown code, and a code whose result was replaced by a re-import, are not marksheets of this school', async () => {
    const t = get()
    const res = await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=1002&dob=2064-12-30`, remoteAddress: nextIp() })
    const code = /Code: ([A-Za-z0-9_-]{22})/.exec((await pdfText(res.rawPayload)).text)![1]!
    expect((await t.app.inject({ url: `/api/results/verify/${code}` })).statusCode).toBe(200)
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short']) {
      const r = await t.app.inject({ url: `/api/results/verify/${bad}` })
      expect([r.statusCode, json<{ message: string }>(r).message]).toEqual([404, NOT_ISSUED])
    }
    await upload(t, exam._id, GOOD_CSV.replace('Ram Bahadur Thapa', 'Ram B. Thapa'), 'r.csv', true)
    const r = await t.app.inject({ url: `/api/results/verify/${code}` })
    expect([r.statusCode, json<{ message: string }>(r).message]).toEqual([404, NOT_ISSUED])
  })
})

describeEachDb('results: the SMS lookup', (get) => {
  let exam: Exam
  beforeAll(async () => { exam = await published(get()) })
  const sign = (from: string, text: string, secret = 'sms-test-secret') => createHmac('sha256', secret).update(`${from}\n${text}`).digest('hex')
  const sms = (t: TestApp, from: string, text: string, signature = sign(from, text)) =>
    t.app.inject({ url: `/api/sms/inbound?from=${encodeURIComponent(from)}&text=${encodeURIComponent(text)}&signature=${signature}` })

  test("'RESULT <symbol> <dob>' answers the initials, GPA and result in at most 160 characters; a bad signature 401", async () => {
    const t = get()
    expect(exam.title).toBe('Second Terminal')
    const res = await sms(t, '9841000001', 'RESULT 1001 2065-01-15')
    expect(json<{ reply: string }>(res)).toEqual({ reply: 'Second Terminal 2082: स.क.र. GPA 3.60 Passed' })
    expect(json<{ reply: string }>(await sms(t, '9841000001', 'result 1001 2065-01-16')).reply).toBe(RESULT_NOT_FOUND)
    expect(json<{ reply: string }>(await sms(t, '9841000001', 'hello')).reply).toBe('Send: RESULT <symbol number> <date of birth in BS, YYYY-MM-DD>')
    expect((await sms(t, '9841000001', 'RESULT 1001 2065-01-15', sign('9841000001', 'RESULT 1001 2065-01-15', 'wrong'))).statusCode).toBe(401)
  })

  test('at most 10 a sender an hour', async () => {
    const t = get()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await sms(t, '9841000002', 'RESULT 1002 2064-12-30')).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
}, { results: { lookupsPerIp: 60, lookupsPerSymbol: 10, smsPerSenderPerHour: 10, smsInboundSecret: 'sms-test-secret', renderThreads: 2 } })

describeEachDb('results: the public pages, without JavaScript', (get) => {
  let exam: Exam
  beforeAll(async () => { exam = await published(get()) })
  const post = (t: TestApp, url: string, form: Record<string, string>) => t.app.inject({
    method: 'POST', url, remoteAddress: nextIp(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString()
  })

  test('/results and /ne/results: a plain form listing the published exams; never stored, never indexed', async () => {
    const t = get()
    for (const [url, texts] of [['/results', ['<html lang="en">', 'Symbol number', 'Second Terminal (2082)', 'method="post" action="/results"']], ['/ne/results', ['<html lang="ne">', 'चिन्ह नम्बर', 'दोस्रो त्रैमासिक (2082)', 'action="/ne/results"']]] as const) {
      const res = await t.app.inject({ url })
      expect([url, res.statusCode, res.headers['cache-control'], res.headers['x-robots-tag']]).toEqual([url, 200, 'private, no-store', 'noindex'])
      for (const text of texts) expect(res.body).toContain(text)
      expect(res.body).not.toContain('<script')
    }
    expect((await t.app.inject({ url: '/ne/results' })).body).not.toMatch(/Symbol number|See the result/)
  })

  test('posting the form answers the result, or one message for a wrong symbol or date of birth', async () => {
    const t = get()
    const ok = await post(t, '/ne/results', { exam: exam._id, symbol: '1001', dob: '२०६५-०१-१५' })
    expect([ok.statusCode, ok.headers['cache-control']]).toEqual([200, 'private, no-store'])
    for (const text of ['सीता कुमारी राई', 'जीपीए: 3.60', 'उत्तीर्ण', '<td>English</td><td>A+</td><td>4.0</td>', '/api/results/marksheet.pdf?exam=']) expect(ok.body).toContain(text)
    const wrong = await post(t, '/results', { exam: exam._id, symbol: '1001', dob: '2065-01-16' })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.body).toContain(RESULT_NOT_FOUND)
    expect(wrong.body).not.toContain('सीता')
    // the form's values stay, escaped
    expect((await post(t, '/results', { exam: exam._id, symbol: '"><script>x</script>', dob: '2065-01-15' })).body).not.toContain('<script>x')
  })

  test('/verify/:code shows the name, exam, GPA and school, or that it is not a marksheet of this school', async () => {
    const t = get()
    const pdf = await t.app.inject({ url: `/api/results/marksheet.pdf?exam=${exam._id}&symbol=1002&dob=2064-12-30`, remoteAddress: nextIp() })
    const code = /Code: ([A-Za-z0-9_-]{22})/.exec((await pdfText(pdf.rawPayload)).text)![1]!
    const res = await t.app.inject({ url: `/verify/${code}` })
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'private, no-store'])
    for (const text of ['Ram Bahadur Thapa', 'Second Terminal (2082)', '2.00', SEED_SETTINGS.school.name]) expect(res.body).toContain(text)
    const ne = await t.app.inject({ url: `/ne/verify/${code}` })
    expect(ne.body).toContain('दोस्रो त्रैमासिक (2082)')
    const bad = await t.app.inject({ url: '/verify/AAAAAAAAAAAAAAAAAAAAAA' })
    expect([bad.statusCode, bad.body.includes(NOT_ISSUED)]).toEqual([404, true])
    expect((await t.app.inject({ url: '/ne/verify/nope' })).body).toContain('यो विद्यालयले जारी गरेको लब्धाङ्क पत्र होइन')
  })

  test('the results pages are in neither the sitemap nor the feeds', async () => {
    const t = get()
    for (const url of ['/sitemap.xml', '/rss.xml']) {
      const res = await t.app.inject({ url })
      expect([url, /results|verify/.test(res.statusCode === 200 ? res.body : '')]).toEqual([url, false])
    }
  })
})
