import { jest } from '@jest/globals'
import { badTokens, describeEachDb, json, type TestApp } from './helper.js'
import { file, jpeg, pdf, pdfHoldingHtml, png } from './fixtures.js'
import { freePort, startSmtp, waitFor } from './services.js'

type Body = Record<string, unknown>

async function privateDoc (t: TestApp, field: string, name: string, content: Buffer): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/registrations/uploads/${field}`, ...file(field, name, content) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

describeEachDb('registrations with captcha on (stub verifier)', (get) => {
  let valid: Body

  beforeAll(async () => {
    const t = get()
    valid = {
      firstName: 'Sushmita', lastName: 'Tamang', email: 'sushmita@example.com', phone: '9841234567', address: 'Banepa-5, Kavre',
      preference: 'Primary (1-5)', lvl: 'Class 3', faculty: 'Science',
      markSheet: await privateDoc(t, 'marksheet', 'marks.pdf', pdf()),
      ppPhoto: await privateDoc(t, 'ppphoto', 'photo.jpg', await jpeg()),
      application: 'Please admit my daughter.',
      token: 'good-token'
    }
  })

  test('POST /api/registrations stores it when the captcha passes', async () => {
    const res = await get().app.inject({ method: 'POST', url: '/api/registrations', payload: valid })
    expect(res.statusCode).toBe(201)
    const r = json<Body>(res)
    expect(r).toMatchObject({ preference: 'Primary', lvl: '3', faculty: '', isRead: false, characterCerf: '', attachApplication: '' })
    expect(r).not.toHaveProperty('token')
  })

  test.each([
    ['a failed captcha', { token: 'bad-token' }, 'reCAPTCHA verification failed, please try again'],
    ['no captcha token', { token: undefined }, 'Please fill out the reCAPTCHA'],
    ['a class from another level', { lvl: '7' }, 'Please Select Level Value'],
    ['no class', { lvl: undefined }, 'Please Select Level Value'],
    ['an unknown level', { preference: 'University' }, expect.stringContaining('preference must be one of')],
    ['letters in the phone', { phone: '98412abcde' }, 'Please provide valid Phone Number.'],
    ['Senior Higher Secondary without faculty', { preference: 'Senior Higher Secondary', lvl: '', faculty: '' }, expect.stringContaining('faculty')],
    ['a public upload as the mark sheet', { markSheet: '/uploads/0123456789abcdef0123456789abcdef.pdf' }, expect.stringContaining('Please add valid file')],
    ['an unknown private document', { ppPhoto: '/api/registrations/files/0123456789abcdef0123456789abcdef.jpg' }, expect.stringContaining('Please add valid file')],
    ['a missing mark sheet', { markSheet: undefined }, expect.any(String)],
    ['a bad email', { email: 'nope' }, expect.any(String)]
  ])('refuses %s, database unchanged', async (_name, change, message) => {
    const t = get()
    const before = await t.counts()
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...valid, ...change } })
    expect(res.statusCode).toBe(400)
    expect(json(res)).toEqual({ message })
    expect(await t.counts()).toEqual(before)
  })

  test('Senior Higher Secondary takes a faculty and optional character certificate', async () => {
    const t = get()
    const characterCerf = await privateDoc(t, 'characterCf', 'character.png', await png())
    const attachApplication = await privateDoc(t, 'application', 'letter.pdf', pdf())
    // its own documents: a private file belongs to one submission (issue 34)
    const own = { markSheet: await privateDoc(t, 'marksheet', 'marks.pdf', pdf()), ppPhoto: await privateDoc(t, 'ppphoto', 'photo.jpg', await jpeg()) }
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...valid, ...own, preference: 'Senior Higher Secondary', lvl: '', faculty: 'management', characterCerf, attachApplication } })
    expect(res.statusCode).toBe(201)
    expect(json(res)).toMatchObject({ preference: 'Senior Higher Secondary', faculty: 'Management', characterCerf, attachApplication })
  })

  test.each([
    ['Nepali digits', '९८४१२३४५६७'],
    ['the country code and a space', '+977 9841234567'],
    ['a hyphen', '98412-34567']
  ])('a phone number written with %s is stored as plain digits', async (_name, phone) => {
    const t = get()
    // its own documents: a private file belongs to one submission (issue 34)
    const own = { markSheet: await privateDoc(t, 'marksheet', 'marks.pdf', pdf()), ppPhoto: await privateDoc(t, 'ppphoto', 'photo.jpg', await jpeg()) }
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...valid, ...own, phone } })
    expect(res.statusCode).toBe(201)
    const stored = await t.app.knex('registrations').where({ id: json<Body>(res)._id }).first()
    expect(stored.phone).toBe('9841234567')
  })

  test('Senior Higher Secondary drops a class left over from another level (issue 35)', async () => {
    const t = get()
    const own = { markSheet: await privateDoc(t, 'marksheet', 'marks.pdf', pdf()), ppPhoto: await privateDoc(t, 'ppphoto', 'photo.jpg', await jpeg()) }
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...valid, ...own, preference: 'Senior Higher Secondary', lvl: '10', faculty: 'Science' } })
    expect(res.statusCode).toBe(201)
    expect(json(res)).toMatchObject({ preference: 'Senior Higher Secondary', lvl: '', faculty: 'Science' })
  })

  test('admins read, mark read and delete registrations; documents go with them', async () => {
    const t = get()
    const unread = async () => json<{ count: number }>(await t.authed({ url: '/api/registrations/unread/count' })).count
    const dashboardUnread = async () => json<{ unreadRegistrations: number }>(await t.authed({ url: '/api/dashboard/counts' })).unreadRegistrations
    const unreadBefore = await unread()
    // two registrations, each with its own documents (a private file belongs to one submission);
    // the second, a senior one, also has a character certificate
    const register = async (change: Body) => {
      const markSheet = await privateDoc(t, 'marksheet', 'marks.pdf', pdf())
      const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { ...valid, markSheet, ppPhoto: await privateDoc(t, 'ppphoto', 'photo.jpg', await jpeg()), ...change } })
      expect(res.statusCode).toBe(201)
      return json<Body>(res)
    }
    const created = await register({})
    const senior = await register({ preference: 'Senior Higher Secondary', lvl: '', faculty: 'Science', characterCerf: await privateDoc(t, 'characterCf', 'character.png', await png()) })
    const createdId = String(created._id)
    expect(await unread()).toBe(unreadBefore + 2)

    const list = json<Body[]>(await t.authed({ url: '/api/registrations' }))
    expect(list.map((r) => r._id)).toEqual(expect.arrayContaining([createdId, senior._id]))
    const one = await t.authed({ url: `/api/registrations/${createdId}` })
    expect(json<Body>(one).email).toBe('sushmita@example.com')
    expect(one.headers['cache-control']).toBe('private, no-store')
    const read = await t.authed({ method: 'PATCH', url: `/api/registrations/${createdId}/read` })
    expect(json<Body>(read).isRead).toBe(true)
    expect(await unread()).toBe(unreadBefore + 1)
    expect(await dashboardUnread()).toBe(unreadBefore + 1)
    const markSheet = String(created.markSheet)
    expect((await t.authed({ url: markSheet })).statusCode).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/registrations/${createdId}` })).statusCode).toBe(200)
    expect((await t.authed({ url: `/api/registrations/${createdId}` })).statusCode).toBe(404)
    expect((await t.authed({ url: markSheet })).statusCode).toBe(404)
    // the other registration's documents stay until it goes
    expect((await t.authed({ url: String(senior.markSheet) })).statusCode).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/registrations/${String(senior._id)}` })).statusCode).toBe(200)
    expect((await t.authed({ url: String(senior.characterCerf) })).statusCode).toBe(404)
    expect((await t.authed({ url: String(senior.markSheet) })).statusCode).toBe(404)
  })

  test('registration reads and deletes refuse missing, bad and expired tokens', async () => {
    const t = get()
    const before = await t.counts()
    const id = 'any-id'
    for (const header of Object.values(badTokens(t))) {
      const headers = header ? { authorization: header } : {}
      for (const [method, url] of [['GET', '/api/registrations'], ['GET', `/api/registrations/${id}`], ['DELETE', `/api/registrations/${id}`],
        ['PATCH', `/api/registrations/${id}/read`], ['GET', '/api/registrations/unread/count']] as const) {
        expect([method, url, (await t.app.inject({ method, url, headers })).statusCode]).toEqual([method, url, 401])
      }
    }
    expect(await t.counts()).toEqual(before)
  })

  test('the site key is published only when captcha is on', async () => {
    expect(json<{ recaptchaSiteKey: string }>(await get().app.inject({ url: '/remotes.json' })).recaptchaSiteKey).toBe('site-key')
  })
}, { captchaVerifier: async (token) => token === 'good-token', recaptchaSiteKey: 'site-key' })

describeEachDb('registrations with captcha off', (get) => {
  test('no token is needed and no site key is published', async () => {
    const t = get()
    const res = await t.app.inject({
      method: 'POST', url: '/api/registrations', payload: {
        firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '9800000000', address: 'Dhulikhel', preference: 'Preschool', lvl: 'nursery',
        markSheet: await privateDoc(t, 'marksheet', 'm.pdf', pdf()), ppPhoto: await privateDoc(t, 'ppphoto', 'p.png', await png())
      }
    })
    expect(res.statusCode).toBe(201)
    expect(json<Body>(res).lvl).toBe('Nursery')
    expect(json<{ recaptchaSiteKey: string }>(await t.app.inject({ url: '/remotes.json' })).recaptchaSiteKey).toBe('')
  })
}, { recaptchaSiteKey: 'site-key' })

const smtpPort = await freePort()

describeEachDb('contact and career apply: stored first, mailed through the outbox', (get) => {
  // each test makes its own career, CV and messages, and finds its own mail among whatever else the outbox holds
  let cvForRefusals = ''
  beforeAll(async () => { cvForRefusals = await uploadCv(get()) })

  async function uploadCv (t: TestApp): Promise<string> {
    return json<string>(await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'Ram Sharma CV.pdf', pdf()) }))
  }
  async function createCareer (t: TestApp): Promise<string> {
    const career = await t.authed({ method: 'POST', url: '/api/careers', payload: {
      title: 'Mathematics Teacher', careerCategory: 'Teaching', noOfVacancy: '2', employmentType: 'Full time', location: 'Banepa',
      offeredSalary: 'NPR 40,000', applyBefore: '2099-01-31', educationLevel: 'Bachelor', experienceRequired: '2 years',
      careerSpecs: '<p>Teach</p>', careerDesc: '<p>Desc</p>'
    } })
    expect(career.statusCode).toBe(201)
    return String(json<Body>(career)._id)
  }
  async function apply (t: TestApp, careerId: string, cv: string): Promise<void> {
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
      careerId, careerTitle: 'ignored', fullName: 'Ram Sharma', email: 'ram@example.com', phoneNumber: '9841234567', message: 'I would like to apply.',
      cv, originalFile: '../../secret.pdf'
    } } })
    expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
  }
  const outboxMail = async (t: TestApp, subject: string) => (await t.app.mailer.messages()).find((m) => m.subject.includes(subject))

  test('POST /api/contact/send stores the message while SMTP is down and retries it', async () => {
    const t = get()
    const stored = (await t.counts()).contact_messages
    const res = await t.app.inject({
      method: 'POST', url: '/api/contact/send',
      payload: { mailerState: { name: '<script>alert(1)</script> Ram', email: 'ram@example.com', subject: 'Admission <b>query</b>', message: 'Is Grade 11 open?\n<img src=x onerror=alert(1)>' } }
    })
    expect(res.statusCode).toBe(200)
    expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
    expect((await t.counts()).contact_messages).toBe(stored + 1)
    // the immediate attempt fails (nothing listens) and is scheduled for a retry (the sender's
    // confirmation, queued just after, starts another run: wait for the one it may retry in to end)
    await waitFor(async () => {
      const m = await outboxMail(t, 'Admission <b>query</b>')
      return (m?.attempts ?? 0) >= 1 && m?.status === 'pending'
    })
    const queued = (await outboxMail(t, 'Admission <b>query</b>'))!
    expect(queued).toMatchObject({ status: 'pending', kind: 'contact' })
    expect(queued.lastError).toBeTruthy()

    // the sender is named after the school's settings (issue 31), at MAIL_FROM's address
    expect((await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { name: 'Valley School' } })).statusCode).toBe(200)
    const server = await startSmtp(smtpPort)
    try {
      // sent by this run, or by the retry timer's run that this one waits for (whichever comes first)
      await t.app.mailer.processDue(new Date(Date.now() + 60_000))
      await waitFor(async () => server.received.some((m) => m.subject.includes('Admission <b>query</b>')))
      const mail = server.received.find((m) => m.subject.includes('Admission <b>query</b>'))!
      expect(mail.from).toBe('"Valley School" <no-reply@school.test>')
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Ram')
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect((await outboxMail(t, 'Admission <b>query</b>'))!.status).toBe('sent')
    } finally {
      await server.close()
    }
  })

  test("a failed read of the school's name fails one mail of a batch, not the batch: the next mail reads it again", async () => {
    const t = get()
    const settings = jest.spyOn(t.app.settingsRepository, 'get').mockRejectedValueOnce(new Error('settings not readable'))
    const server = await startSmtp(smtpPort)
    try {
      const subjects = ['Batch A', 'Batch B', 'Batch C'].map((s) => `${s} ${Date.now()}`)
      await t.app.mailer.insert(subjects.map((subject) => ({ kind: 'contact', toAddress: 'office@school.test', subject, html: '<p>x</p>', text: 'x', attachments: [] })), t.app.knex)
      await t.app.mailer.processDue()
      const statuses = await Promise.all(subjects.map(async (s) => (await outboxMail(t, s))!.status))
      // the mail that asked first (and any asking at that same moment) waits for its retry; the ones after went out named
      const sent = statuses.filter((s) => s === 'sent').length
      expect(sent).toBeGreaterThanOrEqual(1)
      expect(statuses.filter((s) => s === 'pending')).toHaveLength(3 - sent)
      await waitFor(async () => server.received.filter((m) => subjects.includes(m.subject)).length === sent)
      for (const m of server.received.filter((r) => subjects.includes(r.subject))) expect(m.from).toMatch(/^"[^"]+" <no-reply@school\.test>$/)
    } finally {
      settings.mockRestore()
      await server.close()
    }
  })

  test('POST /api/careers/send stores the application and mails the CV by its reference', async () => {
    const t = get()
    const careerId = await createCareer(t)
    const cv = await uploadCv(t)
    const server = await startSmtp(smtpPort)
    try {
      await apply(t, careerId, cv)
      const cvMail = () => server.received.find((m) => m.subject.includes('Mathematics Teacher') && m.attachments.length > 0)
      await waitFor(async () => cvMail() !== undefined)
      const mail = cvMail()!
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments[0]!.filename).toBe('Ram Sharma CV.pdf')
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
    } finally {
      await server.close()
    }
  })

  test.each([
    ['a 9-digit phone', { phoneNumber: '984123456' }, 'Please provide Valid Phone Number'],
    ['a path from the client as the CV', { cv: '/etc/passwd' }, 'cv: Please add valid file'],
    ['an unknown CV reference', { cv: '/uploads/0123456789abcdef0123456789abcdef.pdf' }, 'cv: Please add valid file'],
    ['no message', { message: undefined }, expect.any(String)]
  ])('career apply refuses %s, database unchanged', async (_n, change, message) => {
    const t = get()
    const before = await t.counts()
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
      careerTitle: 'Teacher', fullName: 'Ram', email: 'ram@example.com', phoneNumber: '9841234567', message: 'Hi', cv: cvForRefusals, ...change
    } } })
    expect(res.statusCode).toBe(400)
    expect(json(res)).toEqual({ message })
    expect(await t.counts()).toEqual(before)
  })

  test.each(['९८४१२३४५६७', '+977 9841234567', '98412-34567'])('career apply takes the phone %s and stores 9841234567', async (phoneNumber) => {
    const t = get()
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
      careerTitle: `Phone ${phoneNumber}`, fullName: 'Ram', email: 'ram@example.com', phoneNumber, message: 'Hi', cv: await uploadCv(t) } } })
    expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
    const stored = await t.app.knex('career_applications').where({ careerTitle: `Phone ${phoneNumber}` }).first()
    expect(stored.phoneNumber).toBe('9841234567')
  })

  test('an image upload cannot be used as a CV', async () => {
    const t = get()
    const img = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'a.png', await png()) }))
    const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
      careerTitle: 'Teacher', fullName: 'Ram', email: 'ram@example.com', phoneNumber: '9841234567', message: 'Hi', cv: img } } })
    expect(json(res)).toEqual({ message: 'cv: Please add valid file' })
  })

  test('contact form validation', async () => {
    const t = get()
    const before = await t.counts()
    for (const mailerState of [{}, { name: 'A', email: 'bad', subject: 's', message: 'm' }, { name: ' ', email: 'a@b.test', subject: 's', message: 'm' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState } })
      expect(res.statusCode).toBe(400)
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { name: 'flat body' } })).statusCode).toBe(400)
    expect(await t.counts()).toEqual(before)
  })

  test('admin inbox: contact messages and applications', async () => {
    const t = get()
    const name = `<b>Inbox</b> reader ${Date.now()}`
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload: { mailerState: { name, email: 'reader@example.com', subject: 'Opening hours', message: 'When?' } } })
    expect(sent.statusCode).toBe(200)
    const careerId = await createCareer(t)
    const cvRef = await uploadCv(t)
    // the application's mail is delivered, so nothing but the application holds the CV any more
    const server = await startSmtp(smtpPort)
    try {
      await apply(t, careerId, cvRef)
      await waitFor(async () => (await t.app.mailer.messages()).some((m) => m.status === 'sent' && m.attachments.some((a) => a.ref === cvRef)))
    } finally {
      await server.close()
    }

    const messages = json<Body[]>(await t.authed({ url: '/api/contact/messages' }))
    const message = messages.find((m) => m.name === name)
    expect(message).toMatchObject({ email: 'reader@example.com', isRead: false })
    const id = String(message!._id)
    expect(json<Body>(await t.authed({ method: 'PATCH', url: `/api/contact/messages/${id}/read` })).isRead).toBe(true)
    const apps = json<Body[]>(await t.authed({ url: '/api/careers/applications' }))
    const application = apps.find((a) => a.cv === cvRef)
    expect(application).toMatchObject({ careerId, careerTitle: 'Mathematics Teacher', fullName: 'Ram Sharma', originalFile: 'Ram Sharma CV.pdf', isRead: false })
    const appId = String(application!._id)
    const cv = await t.authed({ url: `/api/careers/applications/${appId}/cv` })
    expect(cv.statusCode).toBe(200)
    expect(cv.headers['content-disposition']).toContain('Ram Sharma CV.pdf')
    expect(json<Body>(await t.authed({ method: 'PATCH', url: `/api/careers/applications/${appId}/read` })).isRead).toBe(true)
    for (const header of Object.values(badTokens(t))) {
      const headers = header ? { authorization: header } : {}
      for (const url of ['/api/contact/messages', '/api/careers/applications', `/api/careers/applications/${appId}/cv`]) {
        expect((await t.app.inject({ url, headers })).statusCode).toBe(401)
      }
      expect((await t.app.inject({ method: 'DELETE', url: `/api/contact/messages/${id}`, headers })).statusCode).toBe(401)
    }
    const before = await t.counts()
    expect((await t.authed({ method: 'DELETE', url: `/api/contact/messages/${id}` })).statusCode).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/careers/applications/${appId}` })).statusCode).toBe(200)
    expect(await t.app.files.find(cvRef)).toBeNull()
    expect(await t.counts()).toMatchObject({ contact_messages: before.contact_messages - 1, career_applications: before.career_applications - 1 })
  })
}, { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, outboxBaseDelayMs: 10, outboxMaxDelayMs: 100 })

const disguisePort = await freePort()

describeEachDb('a CV that starts %PDF but holds HTML (issue 20 point 4)', (get) => {
  test('is stored, mailed and offered as .pdf, never under its .html name', async () => {
    const t = get()
    // the SPEC client: no token, no kind
    const up = await t.app.inject({ method: 'POST', url: '/api/upload', ...file('formFile', 'CV-Jane-Doe.html', pdfHoldingHtml, 'text/html') })
    expect(up.statusCode).toBe(201)
    const cv = json<string>(up)
    expect(cv).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/)
    const server = await startSmtp(disguisePort)
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
        careerTitle: 'Teacher', fullName: 'Jane Doe', email: 'jane@example.com', phoneNumber: '9841234567', message: 'Hello', cv, originalFile: 'CV-Jane-Doe.html'
      } } })
      expect(json(res)).toEqual({ status: 'success', reference: expect.stringMatching(/^(MSG|JOB)-\d{4}-\d{6}$/) })
      await t.app.mailer.processDue(new Date(Date.now() + 60_000))
      // the office's mail with the CV (the applicant's confirmation carries none)
      await waitFor(async () => server.received.some((m) => m.attachments.length > 0))
      const [attachment] = server.received.find((m) => m.attachments.length > 0)!.attachments as Array<{ filename?: string; contentType?: string }>
      expect(attachment!.filename).toBe('CV-Jane-Doe.pdf')
      expect(attachment!.contentType).toBe('application/pdf')
    } finally {
      await server.close()
    }
    const [row] = json<Body[]>(await t.authed({ url: '/api/careers/applications' }))
    expect(row!.originalFile).toBe('CV-Jane-Doe.pdf')
    const download = await t.authed({ url: `/api/careers/applications/${String(row!._id)}/cv` })
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toContain('filename="CV-Jane-Doe.pdf"')
    expect(download.headers['content-disposition']).not.toContain('.html')
    // the file itself was never made public
    expect((await t.app.inject({ url: cv })).statusCode).toBe(404)
  })
}, { smtpUrl: `smtp://127.0.0.1:${disguisePort}`, outboxBaseDelayMs: 10, outboxMaxDelayMs: 100 })

describeEachDb('a submission is stored with its mails in one transaction, or not at all', (get) => {
  // Each public form, with its own documents (a private file belongs to the one submission naming it),
  // and its answer when it cannot be stored: {status: 'fail'} (503) for the two forms answering
  // {status}, the error handler's 500 for a registration, as when the row itself cannot be stored.
  const FORMS = [
    {
      name: 'a contact message', url: '/api/contact/send', table: 'contact_messages', stored: 200,
      refused: { status: 503, body: { status: 'fail', message: 'Service temporarily unavailable' } },
      payload: async () => ({ mailerState: { name: 'Ram', email: 'ram@example.com', subject: 'Fees', message: 'How much are the fees?' } })
    },
    {
      name: 'a registration', url: '/api/registrations', table: 'registrations', stored: 201,
      refused: { status: 500, body: { message: 'Internal Server Error' } },
      payload: async (t: TestApp) => ({
        firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '9800000000', address: 'Dhulikhel', preference: 'Preschool', lvl: 'nursery',
        markSheet: await privateDoc(t, 'marksheet', 'm.pdf', pdf()), ppPhoto: await privateDoc(t, 'ppphoto', 'p.png', await png())
      })
    },
    {
      name: 'a job application', url: '/api/careers/send', table: 'career_applications', stored: 200,
      refused: { status: 503, body: { status: 'fail', message: 'Service temporarily unavailable' } },
      payload: async (t: TestApp) => ({ careerData: {
        careerTitle: 'Teacher', fullName: 'Ram', email: 'ram@example.com', phoneNumber: '9841234567', message: 'Hi',
        cv: json<string>(await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf()) }))
      } })
    }
  ]
  const send = async (t: TestApp, form: typeof FORMS[number]) => t.app.inject({ method: 'POST', url: form.url, payload: await form.payload(t) })

  test.each(FORMS)('$name is stored with both its mails queued (the office\'s, the sender\'s confirmation)', async (form) => {
    const t = get()
    const before = await t.counts()
    const res = await send(t, form)
    expect(res.statusCode).toBe(form.stored)
    const after = await t.counts()
    expect(after[form.table]).toBe((before[form.table] ?? 0) + 1)
    expect(after.outbox).toBe((before.outbox ?? 0) + 2)
  })

  test.each(FORMS)('$name whose mail cannot be queued is not stored either: an error answer, and sent again it is stored', async (form) => {
    const t = get()
    const payload = await form.payload(t)
    const before = await t.counts()
    // the outbox refuses the mail (its table is away): the INSERT fails after the submission's, in its transaction
    await t.app.knex.schema.renameTable('outbox', 'outbox_away')
    let res
    try {
      res = await t.app.inject({ method: 'POST', url: form.url, payload })
    } finally {
      await t.app.knex.schema.renameTable('outbox_away', 'outbox')
    }
    expect(res.statusCode).toBe(form.refused.status)
    expect(json(res)).toEqual(form.refused.body)
    expect(await t.counts()).toEqual(before)
    // the client sends it again, naming the same documents (the refused try took none of them), and it is stored
    expect((await t.app.inject({ method: 'POST', url: form.url, payload })).statusCode).toBe(form.stored)
    expect((await t.counts())[form.table]).toBe((before[form.table] ?? 0) + 1)
  })

  test('a job application refused for a mistake keeps its CV free: corrected, it is stored with the same CV', async () => {
    const t = get()
    const cv = json<string>(await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf()) }))
    const careerData = { careerTitle: 'Teacher', fullName: 'Ram', email: 'ram@example.com', phoneNumber: '9841234567', message: 'Hi', cv }
    const payload = { careerData }
    const untitled = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: { ...careerData, careerTitle: ' ' } } })
    expect(untitled.statusCode).toBe(400)
    expect(json<{ message: string }>(untitled).message).toBe('careerTitle is required')
    const stored = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload })
    expect(json(stored)).toMatchObject({ status: 'success' })
    // and it belongs to that application alone
    const again = await t.app.inject({ method: 'POST', url: '/api/careers/send', payload })
    expect(again.statusCode).toBe(400)
    expect(json<{ message: string }>(again).message).toBe('cv: Please add valid file: this file is already part of another submission; please upload it again')
  })
})
