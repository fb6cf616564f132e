import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import mailparser from 'mailparser'
import { buildApp } from '../src/app.js'
import { smsSize } from '../src/plugins/app/subscriptions/drivers.js'
import { prepare } from '../src/setup.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { freePort, rawSmtp, waitFor } from './services.js'
import { browserKeys, decryptPush } from '../../test-support/web-push-browser.mjs'

// Issue 33, items 2 and 3: subscriptions by push, email and SMS, and their delivery through the outbox,
// against local fakes: a push service and an SMS gateway on 127.0.0.1, and a real SMTP server.

interface Hit { path: string; headers: http.IncomingHttpHeaders; body: Buffer; at: number }

/** An HTTP server on 127.0.0.1 recording every request; `status` picks each answer. */
async function recorder (status: (path: string) => number = () => 201) {
  const hits: Hit[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      hits.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), at: performance.now() })
      res.writeHead(status(req.url ?? '')).end('{"response_code":200}')
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { hits, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

interface Mail { to: string; subject: string; text: string; raw: string; at: number }

async function mailbox (port: number) {
  const mails: Mail[] = []
  const server = await rawSmtp(port, (raw, done) => {
    mailparser.simpleParser(raw).then((m) => {
      const to = /^To: (.+?)\r?$/m.exec(raw)?.[1] ?? ''
      mails.push({ to, subject: m.subject ?? '', text: m.text ?? '', raw: raw.replace(/\r?\n[ \t]+/g, ''), at: performance.now() })
      done()
    }, done)
  })
  return { mails, close: server.close }
}

const smtpPort = await freePort()
const push = await recorder((path) => (path.startsWith('/gone') ? 410 : 201))
const gateway = await recorder(() => 200)
const box = await mailbox(smtpPort)
afterAll(async () => { await Promise.all([push.close(), gateway.close(), box.close()]) })

const config = { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, sms: { url: `${gateway.url}/v2/sms/`, token: 'sms-token', from: 'School' } }
const subscribe = (t: TestApp, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/subscriptions', payload })
const rows = (t: TestApp) => t.app.knex('subscriptions').select()
/** figures for the closing note: publish → delivery per channel, in ms */
const timings: Record<string, number[]> = {}

describeEachDb('subscriptions and their delivery (issue 33)', (get) => {
  test('GET /api/push/key answers the VAPID public key, the same pair on a second instance on this DATA_DIR', async () => {
    const t = get()
    const { publicKey } = json<{ publicKey: string }>(await t.app.inject({ url: '/api/push/key' }))
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
    const other = await buildApp({ ...t.config, instanceId: 'second' }, { logger: false })
    await other.ready()
    try {
      expect(json<{ publicKey: string }>(await other.inject({ url: '/api/push/key' })).publicKey).toBe(publicKey)
    } finally {
      await other.close()
    }
  })

  test('push: a published event reaches the push service as aes128gcm the browser decrypts, in its language; a 410 drops it', async () => {
    const t = get()
    const ne = browserKeys()
    const gone = browserKeys()
    const made = await subscribe(t, { site: 'school', channel: 'push', topics: ['events'], lang: 'ne', subscription: { endpoint: `${push.url}/ok/1`, keys: ne.keys } })
    expect(made.statusCode).toBe(201)
    expect(json(made)).toMatchObject({ channel: 'push', confirmed: true })
    await subscribe(t, { site: 'school', channel: 'push', topics: ['events'], lang: 'en', subscription: { endpoint: `${push.url}/gone/2`, keys: gone.keys } })
    await subscribe(t, { site: 'school', channel: 'push', topics: ['news'], lang: 'en', subscription: { endpoint: `${push.url}/ok/news-only`, keys: browserKeys().keys } })
    expect(await rows(t)).toHaveLength(3)

    const before = push.hits.length
    const started = performance.now()
    const event = await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Sports day', titleNe: 'खेलकुद दिवस', description: 'd', date: '2099-11-15' } })
    expect(event.statusCode).toBe(201)
    await waitFor(() => push.hits.length >= before + 2)
    const hit = push.hits.slice(before).find((h) => h.path === '/ok/1')!
    ;(timings.push ??= []).push(hit.at - started)
    expect(hit.headers['content-encoding']).toBe('aes128gcm')
    expect(String(hit.headers.authorization)).toMatch(/^vapid t=.+, k=/)
    const payload: unknown = JSON.parse(decryptPush(hit.body, ne))
    expect(payload).toMatchObject({ title: 'नयाँ कार्यक्रम', body: 'खेलकुद दिवस', lang: 'ne' })
    expect(payload).toMatchObject({ url: expect.stringMatching(/\/ne\/events$/) })
    // the news-only subscriber got nothing; the ended one answered 410 and is gone
    expect(push.hits.slice(before).map((h) => h.path).sort()).toEqual(['/gone/2', '/ok/1'])
    await waitFor(async () => (await rows(t)).length === 2)
    expect((await rows(t)).map((r: { subscription: string }) => String(JSON.parse(r.subscription).endpoint)).sort()).toEqual([`${push.url}/ok/1`, `${push.url}/ok/news-only`])
    // sent once: a second look announces nothing more
    expect(await t.app.subscriptions.announceDue()).toBe(0)
  })

  test('email: double opt-in by link, then a news item with List-Unsubscribe headers, and a one-click unsubscribe', async () => {
    const t = get()
    const res = await subscribe(t, { site: 'school', channel: 'email', topics: ['news'], lang: 'en', address: `Parent-${t.dialect}@Example.com` })
    expect(json(res)).toMatchObject({ channel: 'email', confirmed: false })
    await waitFor(() => box.mails.some((m) => m.to === `parent-${t.dialect}@example.com` && m.subject === 'Please confirm your subscription'))
    const confirmMail = box.mails.find((m) => m.to === `parent-${t.dialect}@example.com`)!
    const link = /(http:\/\/\S+\/api\/subscriptions\/confirm\?token=[\w-]+)/.exec(confirmMail.text)![1]!
    // not confirmed yet: a published item sends it nothing
    await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Before confirming', author: 'Office', description: 'x', section: 'Primary', image: '' } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(box.mails.filter((m) => m.subject.includes('Before confirming') && m.to === `parent-${t.dialect}@example.com`)).toHaveLength(0)
    const confirm = await t.app.inject({ url: link.slice(link.indexOf('/api/')) })
    expect(confirm.statusCode).toBe(200)
    expect((await t.app.inject({ url: link.slice(link.indexOf('/api/')) })).statusCode).toBe(404)

    const started = performance.now()
    await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Results are out', author: 'Office', description: 'x', section: 'Primary', image: '' } })
    await waitFor(() => box.mails.some((m) => m.subject === 'News: Results are out' && m.to === `parent-${t.dialect}@example.com`))
    const mail = box.mails.find((m) => m.subject === 'News: Results are out' && m.to === `parent-${t.dialect}@example.com`)!
    ;(timings.email ??= []).push(mail.at - started)
    expect(mail.to).toBe(`parent-${t.dialect}@example.com`)
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    const unsubscribe = /^List-Unsubscribe: ?<(http[^>]+)>\r?$/m.exec(mail.raw)![1]!
    expect(mail.text).toContain(unsubscribe)
    const path = unsubscribe.slice(unsubscribe.indexOf('/api/'))
    expect((await t.app.inject({ method: 'POST', url: path.replace(/token=[^&]+/, 'token=forged.token-value') })).statusCode).toBe(400)
    const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })
    expect(oneClick.statusCode).toBe(200)
    expect((await rows(t)).filter((r: { channel: string }) => r.channel === 'email')).toHaveLength(0)
  })

  test('SMS: confirmed by a six-digit code; the gateway gets the text within 160 GSM characters, or 70 in Nepali', async () => {
    const t = get()
    // each database's run has its own numbers (the gateway is shared)
    const [neNo, enNo] = t.dialect === 'mysql' ? ['9841234568', '9801234568'] : ['9841234567', '9801234567']
    const sent = (to: string) => gateway.hits.map((h) => Object.fromEntries(new URLSearchParams(h.body.toString('utf8')))).filter((f) => f.to === to)
    expect((await subscribe(t, { site: 'school', channel: 'sms', topics: ['notices'], lang: 'en', address: '12345' })).statusCode).toBe(400)
    expect(json(await subscribe(t, { site: 'school', channel: 'sms', topics: ['events'], lang: 'ne', address: `+977 ${neNo.slice(0, 3)}-${neNo.slice(3)}` }))).toMatchObject({ confirmed: false })
    await subscribe(t, { site: 'school', channel: 'sms', topics: ['events'], lang: 'en', address: enNo })
    await waitFor(() => sent(neNo).length === 1 && sent(enNo).length === 1)
    const sms = sent(neNo)[0]!
    expect(sms).toMatchObject({ token: 'sms-token', from: 'School' })
    const code = /(\d{6})/.exec(sms.text!)![1]!
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/verify', payload: { address: neNo, code: code === '000000' ? '111111' : '000000' } })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/verify', payload: { address: neNo.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d))), code } })).statusCode).toBe(200)
    const enCode = /(\d{6})/.exec(sent(enNo)[0]!.text!)![1]!
    expect((await t.app.inject({ method: 'POST', url: '/api/subscriptions/verify', payload: { address: enNo, code: enCode } })).statusCode).toBe(200)

    const started = performance.now()
    const long = 'Annual sports week and parents meeting with prize distribution for all classes '.repeat(3)
    await t.authed({ method: 'POST', url: '/api/events', payload: { title: long, titleNe: 'वार्षिक खेलकुद सप्ताह तथा अभिभावक भेला र पुरस्कार वितरण कार्यक्रम', description: 'd', date: '2099-12-01' } })
    await waitFor(() => sent(neNo).length === 2 && sent(enNo).length === 2)
    ;(timings.sms ??= []).push(gateway.hits.at(-1)!.at - started)
    const ne = sent(neNo)[1]!.text!
    const en = sent(enNo)[1]!.text!
    expect(smsSize(ne)).toMatchObject({ unicode: true, limit: 70 })
    expect(ne.length).toBeLessThanOrEqual(70)
    expect(ne).toMatch(/^नयाँ कार्यक्रम: वार्षिक .*\.\.\. http:\/\/\S+\/ne\/events$/)
    expect(smsSize(en)).toMatchObject({ unicode: false, limit: 160 })
    expect(en.length).toBeLessThanOrEqual(160)
    expect(en).toMatch(/^New event: Annual sports week .*\.\.\. http:\/\/\S+\/events$/)
  })

  test('a scheduled item is announced when its publishAt comes due, through the publishing job', async () => {
    const t = get()
    await subscribe(t, { site: 'school', channel: 'push', topics: ['news'], lang: 'en', subscription: { endpoint: `${push.url}/ok/scheduled`, keys: browserKeys().keys } })
    const readers = (await rows(t)).filter((r: { channel: string; topics: string }) => r.channel === 'push' && r.topics.includes('news')).length
    const at = new Date(Date.now() + 60_000)
    await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Scheduled', author: 'Office', description: 'x', section: 'Primary', image: '', publishAt: at.toISOString() } })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const queued = async () => (await t.app.mailer.messages()).filter((m) => m.kind === 'push' && m.subject === 'Scheduled')
    expect(await queued()).toHaveLength(0)
    await t.app.publishing.publishDue(new Date(at.getTime() + 1000))
    expect(await queued()).toHaveLength(readers)
    await t.app.publishing.publishDue(new Date(at.getTime() + 2000))
    expect(await queued()).toHaveLength(readers)
  })

  test('publish → delivery exactly once with two instances announcing and sending at once', async () => {
    const t = get()
    const peers: FastifyInstance[] = []
    for (const id of ['one', 'two']) {
      const app = await buildApp({ ...t.config, instanceId: `peer-${id}` }, { logger: false })
      await app.ready()
      await prepare(app)
      peers.push(app)
    }
    try {
      for (let i = 0; i < 20; i++) {
        await subscribe(t, { site: 'women', channel: 'push', topics: ['events'], lang: i % 2 ? 'en' : 'ne', subscription: { endpoint: `${push.url}/ok/women-${i}`, keys: browserKeys().keys } })
      }
      const before = push.hits.length
      // written straight to the table: no instance's write hook runs, the two peers race for it
      await t.app.knex('women_events').insert({ id: 'race-1', title: 'Health camp', description: 'd', startDate: '2099-01-01', endDate: '2099-01-02', status: 'published', createdAt: new Date().toISOString() })
      // MariaDB: both at once. SQLite has one writer, and its driver blocks the process while it waits for the
      // lock, so two instances in one process cannot wait for each other: there they look one after the other
      const queued = t.dialect === 'mysql'
        ? await Promise.all(peers.map((p) => p.subscriptions.announceDue()))
        : [await peers[0]!.subscriptions.announceDue(), await peers[1]!.subscriptions.announceDue()]
      expect(queued.reduce((a, b) => a + b, 0)).toBe(20)
      await Promise.all(peers.map((p) => p.mailer.processDue()))
      await waitFor(async () => (await t.app.mailer.messages()).filter((m) => m.kind === 'push' && m.subject === 'Health camp' && m.status === 'sent').length === 20)
      // the centre has no events list: the message opens the event's own page
      const sentOne = (await t.app.mailer.messages()).find((m) => m.kind === 'push' && m.subject === 'Health camp')!
      expect(JSON.parse(sentOne.text)).toMatchObject({ url: expect.stringMatching(/\/events\/race-1$/) })
      const paths = push.hits.slice(before).map((h) => h.path)
      expect(paths).toHaveLength(20)
      expect(new Set(paths).size).toBe(20)
    } finally {
      for (const p of peers) await p.close()
    }
  })

  test('email digest: at 07:00 on the school\'s clock, once, by one of two instances, with the day\'s items', async () => {
    const t = get()
    const address = `digest-${t.dialect}@example.com`
    await subscribe(t, { site: 'school', channel: 'email', topics: ['news'], lang: 'en', address, digest: 'daily' })
    await t.app.knex('subscriptions').where({ address }).update({ confirmed: true })
    for (const title of ['Digest one', 'Digest two']) {
      await t.authed({ method: 'POST', url: '/api/news', payload: { title, author: 'Office', description: 'x', section: 'Primary', image: '' } })
    }
    await t.app.subscriptions.announceDue()
    // a digest reader gets no mail per item
    const mine = async () => (await t.app.mailer.messages()).filter((m) => m.toAddress === address)
    expect((await mine()).filter((m) => m.subject !== 'Please confirm your subscription')).toHaveLength(0)

    // the next 07:00:30 in Kathmandu (UTC+5:45) is 01:15:30 UTC
    const at = new Date()
    at.setUTCHours(1, 15, 30, 0)
    if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1)
    const peers: FastifyInstance[] = []
    for (const id of ['one', 'two']) {
      const app = await buildApp({ ...t.config, instanceId: `digest-${id}` }, { logger: false })
      await app.ready()
      peers.push(app)
    }
    try {
      expect(await peers[0]!.subscriptions.digestDue(new Date(at.getTime() - 60_000))).toBe(0)
      const queued = t.dialect === 'mysql'
        ? await Promise.all(peers.map((p) => p.subscriptions.digestDue(at)))
        : [await peers[0]!.subscriptions.digestDue(at), await peers[1]!.subscriptions.digestDue(at)]
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1)
      expect(await peers[1]!.subscriptions.digestDue(new Date(at.getTime() + 3600_000))).toBe(0)
    } finally {
      for (const p of peers) await p.close()
    }
    await t.app.mailer.processDue()
    await waitFor(() => box.mails.some((m) => m.to === address && m.subject.startsWith("Today's updates")))
    const mails = box.mails.filter((m) => m.to === address && m.subject.startsWith("Today's updates"))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('News: Digest one')
    expect(mails[0]!.text).toContain('News: Digest two')
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
  })

  test('broadcast: recipients per channel before sending, one message each in their language, delivery counts after', async () => {
    const t = get()
    const [smsNo, emailTo] = t.dialect === 'mysql' ? ['9812345671', 'bc-mysql@example.com'] : ['9812345670', 'bc-sqlite@example.com']
    const ne = browserKeys()
    await subscribe(t, { site: 'school', channel: 'push', topics: ['alerts'], lang: 'ne', subscription: { endpoint: `${push.url}/ok/bc-ne`, keys: ne.keys } })
    await subscribe(t, { site: 'school', channel: 'push', topics: ['alerts', 'news'], lang: 'en', subscription: { endpoint: `${push.url}/ok/bc-en`, keys: browserKeys().keys } })
    await subscribe(t, { site: 'women', channel: 'push', topics: ['alerts'], lang: 'en', subscription: { endpoint: `${push.url}/ok/bc-women`, keys: browserKeys().keys } })
    await subscribe(t, { site: 'school', channel: 'email', topics: ['alerts'], lang: 'en', address: emailTo, digest: 'daily' })
    await subscribe(t, { site: 'school', channel: 'sms', topics: ['alerts'], lang: 'ne', address: smsNo })
    await subscribe(t, { site: 'school', channel: 'email', topics: ['alerts'], lang: 'en', address: `unconfirmed-${emailTo}` })
    await t.app.knex('subscriptions').whereIn('address', [emailTo, smsNo]).update({ confirmed: true })

    const reach = async (q: string) => json(await t.authed({ url: `/api/broadcasts/recipients?site=school&${q}` }))
    expect(await reach('channels=push,email,sms&topics=alerts')).toEqual({ push: 2, email: 1, sms: 1 })
    expect(await reach('channels=push&topics=alerts,notices')).toEqual({ push: 2, email: 0, sms: 0 })
    expect((await t.authed({ url: '/api/broadcasts/recipients?site=school&channels=fax&topics=alerts' })).statusCode).toBe(400)

    const body = { site: 'school', channels: ['push', 'email', 'sms'], topics: ['alerts'], title: 'School closed tomorrow', message: 'Heavy rain: the school is closed on Friday.', ne: { title: 'भोलि विद्यालय बन्द', message: 'भारी वर्षाका कारण शुक्रबार विद्यालय बन्द रहनेछ।' }, link: '/notice' }
    const bad = await t.authed({ method: 'POST', url: '/api/broadcasts', payload: { ...body, link: 'javascript:alert(1)' } })
    expect(bad.statusCode).toBe(400)
    expect(json<{ message: string }>(bad).message).toMatch(/link/)
    expect((await t.authed({ method: 'POST', url: '/api/broadcasts', payload: { ...body, channels: [] } })).statusCode).toBe(400)

    const before = push.hits.length
    const sent = await t.authed({ method: 'POST', url: '/api/broadcasts', payload: body })
    expect(sent.statusCode).toBe(201)
    const made = json<{ _id: string; recipients: unknown; delivery: unknown; user: { name: string } }>(sent)
    expect(made).toMatchObject({ recipients: { push: 2, email: 1, sms: 1 }, delivery: { queued: 4, sent: 0, failed: 0 } })
    expect(made.user.name).toBeTruthy()

    await t.app.mailer.processDue()
    await waitFor(() => push.hits.length >= before + 2 && box.mails.some((m) => m.to === emailTo && m.subject === 'School closed tomorrow') && gateway.hits.some((h) => h.body.toString().includes(smsNo) && !/\d{6}/.test(new URLSearchParams(h.body.toString()).get('text') ?? '')))
    const nePush = push.hits.slice(before).find((h) => h.path === '/ok/bc-ne')!
    expect(JSON.parse(decryptPush(nePush.body, ne))).toMatchObject({ title: 'भोलि विद्यालय बन्द', body: 'भारी वर्षाका कारण शुक्रबार विद्यालय बन्द रहनेछ।', lang: 'ne', url: expect.stringMatching(/\/ne\/notice$/) })
    expect(push.hits.slice(before).map((h) => h.path).sort()).toEqual(['/ok/bc-en', '/ok/bc-ne'])
    const mail = box.mails.find((m) => m.to === emailTo && m.subject === 'School closed tomorrow')!
    expect(mail.text).toContain('Heavy rain: the school is closed on Friday.')
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    const sms = Object.fromEntries(new URLSearchParams(gateway.hits.filter((h) => h.body.toString().includes(smsNo)).at(-1)!.body.toString()))
    expect(sms.text).toMatch(/^भोलि विद्यालय बन्द: /)
    expect(smsSize(sms.text!)).toMatchObject({ unicode: true })
    expect(sms.text!.length).toBeLessThanOrEqual(70)

    await waitFor(async () => json<Array<{ _id: string; delivery: { sent: number } }>>(await t.authed({ url: '/api/broadcasts?site=school' }))[0]!.delivery.sent === 4)
    const [listed] = json<Array<{ _id: string; delivery: unknown; title: string }>>(await t.authed({ url: '/api/broadcasts?site=school' }))
    expect(listed).toMatchObject({ _id: made._id, title: 'School closed tomorrow', delivery: { queued: 0, sent: 4, failed: 0 } })
    expect(json(await t.authed({ url: '/api/broadcasts?site=women' }))).toEqual([])
  })

  afterAll(() => {
    const line = Object.entries(timings).map(([k, v]) => `${k}: ${v.map((x) => x.toFixed(0)).join(', ')} ms`).join('; ')
    // the closing note asks for these figures
    process.stdout.write(`publish → delivery with the fakes: ${line}\n`)
  })
}, config)
