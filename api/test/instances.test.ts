import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import type { AppConfig } from '../src/config.js'
import { createOutboxRepository } from '../src/plugins/app/mail/outbox-repository.js'
import { prepare } from '../src/setup.js'
import { ADMIN, buildTestApp, describeEachDb, json, type TestApp } from './helper.js'
import { freePort, startSmtp, testRedisUrl, waitFor } from './services.js'

// Several API instances on one database (and one Redis): what each must do once, and what
// they must share. The second instance is a whole app built on the first one's database.

let peerCount = 0
async function peer (t: TestApp, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ ...t.config, instanceId: `peer-${++peerCount}-${process.pid}`, ...overrides }, { logger: false })
  try {
    await app.ready()
    await prepare(app)
  } catch (err) {
    await app.close()
    throw err
  }
  return app
}

function mail (i: number) {
  return { kind: 'contact', toAddress: 'office@school.test', subject: `Message ${i}`, html: `<p>${i}</p>`, text: String(i), attachments: [] }
}

const smtpPort = await freePort()

describeEachDb('the mail outbox with two instances', (get) => {
  let other: FastifyInstance
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  beforeAll(async () => {
    smtp = await startSmtp(smtpPort)
    other = await peer(get())
  })
  afterAll(async () => {
    await other?.close()
    await smtp?.close()
  })

  test('both send at once, and every message goes out exactly once', async () => {
    const t = get()
    const repo = createOutboxRepository(t.app)
    for (let i = 0; i < 40; i++) await repo.insert(mail(i))
    const sent = await Promise.all([t.app.mailer.processDue(), other.mailer.processDue(), t.app.mailer.processDue(), other.mailer.processDue()])
    expect(sent.reduce((a, b) => a + b, 0)).toBe(40)
    await waitFor(() => smtp.received.length >= 40)
    const subjects = smtp.received.map((m) => m.subject)
    expect(new Set(subjects).size).toBe(40)
    expect(subjects).toHaveLength(40)
    // the Message-ID names the outbox row
    const rows = await t.app.knex('outbox').select('id', 'status', 'claimedBy')
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(rows.map((r: { id: string }) => `<${r.id}@school.test>`)))
    expect(rows.every((r: { status: string }) => r.status === 'sent')).toBe(true)
    if (t.dialect === 'mysql') {
      // SKIP LOCKED: the two instances shared the work instead of waiting for each other
      const by = new Set(rows.map((r: { claimedBy: string }) => r.claimedBy))
      expect(by).toEqual(new Set([t.config.instanceId, other.config.instanceId]))
    }
  })

  test('a message claimed by an instance that died is sent by another once its lease runs out', async () => {
    const t = get()
    const repo = createOutboxRepository(t.app)
    const before = smtp.received.length
    const id = await repo.insert(mail(99))
    const now = new Date()
    const lease = t.config.outboxLeaseMs
    const claimed = await repo.claimNext(now.toISOString(), now.toISOString(), new Date(now.getTime() + lease).toISOString(), 'an-instance-that-died', new Date(now.getTime() - 4 * lease).toISOString())
    expect(claimed?._id).toBe(id)
    // while the lease runs, nobody else takes it
    expect(await other.mailer.processDue(new Date(now.getTime() + lease - 1000))).toBe(0)
    expect(await other.mailer.processDue(new Date(now.getTime() + lease + 1000))).toBe(1)
    expect(await t.app.mailer.processDue(new Date(now.getTime() + lease + 2000))).toBe(0)
    await waitFor(() => smtp.received.length === before + 1)
    const row = await t.app.knex('outbox').where({ id }).first()
    expect(row).toMatchObject({ status: 'sent', claimedBy: other.config.instanceId })
  })
}, { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, outboxLeaseMs: 60_000 })

describeEachDb('periodic jobs and the instance list with two instances', (get) => {
  let other: FastifyInstance
  beforeAll(async () => { other = await peer(get()) })
  afterAll(async () => { await other?.close() })

  test('a job\'s lease goes to one instance per interval', async () => {
    const t = get()
    const now = new Date()
    const takes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? other : t.app).jobs.tryLease('uploads-gc', 60_000, now)))
    expect(takes.filter(Boolean)).toHaveLength(1)
    expect(await t.app.jobs.tryLease('uploads-gc', 60_000, new Date(now.getTime() + 59_000))).toBe(false)
    const next = await Promise.all([t.app.jobs.tryLease('uploads-gc', 60_000, new Date(now.getTime() + 60_000)), other.jobs.tryLease('uploads-gc', 60_000, new Date(now.getTime() + 60_000))])
    expect(next.filter(Boolean)).toHaveLength(1)
  })

  test('a periodic job runs once per interval across two instances, never twice in one', async () => {
    const t = get()
    const [a, b] = [await peer(t, { backgroundJobs: true }), await peer(t, { backgroundJobs: true })]
    const runs: Array<{ who: string; at: number }> = []
    try {
      // each run notes the time its lease was taken (job_leases.lastRunAt)
      const leaseTime = async (app: FastifyInstance) => Date.parse((await app.knex('job_leases').where({ name: 'test-job' }).first()).lastRunAt)
      for (const [who, app] of [['a', a], ['b', b]] as const) app.jobs.every('test-job', 400, async () => { runs.push({ who, at: await leaseTime(app) }) })
      await new Promise((resolve) => setTimeout(resolve, 2_500))
    } finally {
      await a.close()
      await b.close()
    }
    // the first run comes one interval after start, then one per interval: about 5, not 10
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(runs.length).toBeLessThanOrEqual(6)
    const gaps = runs.slice(1).map((r, i) => r.at - runs[i]!.at)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(400)
  })

  test('both instances are listed as live', async () => {
    const ids = (await get().app.instances.live()).map((i) => i.id)
    expect(ids).toEqual(expect.arrayContaining([get().config.instanceId, other.config.instanceId]))
  })

  test('a second instance with another JWT_SECRET is refused at start', async () => {
    await expect(peer(get(), { jwtSecret: 'a-different-secret-a-different-secret' }))
      .rejects.toThrow(/JWT_SECRET differs from the one instance .* signs tokens with on this database\. Every instance must share one JWT_SECRET/)
  })

  test('a second instance with a generated JWT secret is refused while another is live', async () => {
    const t = get()
    await expect(peer(t, { jwtSecret: 'generated-in-its-own-data-dir-0123456789', jwtSecretGenerated: true }))
      .rejects.toThrow(/JWT_SECRET is not set, and instance .* signs tokens with another secret/)
    // the same generated secret (a copied jwt-secret file) on another machine is refused too
    await t.app.knex('instances').where({ id: t.config.instanceId }).update({ host: 'another-machine' })
    try {
      await expect(peer(t, { jwtSecretGenerated: true })).rejects.toThrow(/A generated secret is for one instance only: set the same JWT_SECRET on every instance/)
    } finally {
      await t.app.knex('instances').where({ id: t.config.instanceId }).update({ host: os.hostname() })
    }
  })

  test('an instance that stopped long ago does not count', async () => {
    const t = get()
    await t.app.knex('instances').insert({ id: 'gone', host: 'old-machine', startedAt: '2020-01-01T00:00:00.000Z', lastSeenAt: '2020-01-01T00:00:00.000Z', secretHash: 'x', secretGenerated: 0 })
    const third = await peer(t)
    await third.close()
    expect(await t.app.knex('instances').where({ id: 'gone' }).first()).toBeUndefined()
  })
})

const redisUrl = await testRedisUrl()
const describeRedis = redisUrl ? describe : describe.skip
if (!redisUrl) console.log('Redis is not answering on 127.0.0.1:6379 (or TEST_REDIS_URL): the shared-state tests are skipped')

describeRedis('two instances sharing Redis', () => {
  let t: TestApp
  let other: FastifyInstance
  const prefix = `test-${process.pid}-${Date.now().toString(36)}:`
  const limits = { loginPerIp: 6, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 1000, uploadPerIp: 1000 }
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { redisUrl, redisPrefix: prefix, rateLimits: limits })
    other = await peer(t)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  test('a write on one instance empties the other\'s public cache at once', async () => {
    const list = async (app: FastifyInstance) => {
      const res = await app.inject({ url: '/api/news' })
      return { cache: String(res.headers['x-cache']), titles: json<Array<{ title: string }>>(res).map((n) => n.title) }
    }
    await waitFor(async () => (await list(other)).cache === 'HIT')
    expect((await list(other)).cache).toBe('HIT')
    const created = await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Read on every instance', author: 'Office', description: 'Published on one.', section: 'Primary', image: '' } })
    expect(created.statusCode).toBe(201)
    const start = Date.now()
    await waitFor(async () => (await list(other)).titles.includes('Read on every instance'), 1000)
    expect(Date.now() - start).toBeLessThan(1000)
  })

  test("a settings change shows in the other instance's pages, in English and Nepali, within a second; so does the women's site switch", async () => {
    // a shell document as a build leaves it: the pages carry the head the API writes from the settings
    const dist = path.join(t.config.webRoot, 'shell', 'dist')
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>')
    const page = async (url: string) => (await other.inject({ url })).body
    await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { name: 'Lake School', ne: { name: 'ताल विद्यालय' } } })
    await waitFor(async () => (await page('/')).includes('Lake School'))
    await page('/ne')

    expect((await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { name: 'Hill School', ne: { name: 'पहाड विद्यालय' } } })).statusCode).toBe(200)
    const start = Date.now()
    await waitFor(async () => (await page('/')).includes('Hill School') && (await page('/ne')).includes('पहाड विद्यालय'), 1000)
    expect(Date.now() - start).toBeLessThan(1000)

    const womenSite = async () => json<{ womenSite?: boolean }>(await other.inject({ url: '/remotes.json', headers: { host: 'women.localhost' } })).womenSite
    expect(await womenSite()).toBeUndefined()
    await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { women: { enabled: false } } })
    await waitFor(async () => (await womenSite()) === false, 1000)
    await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { women: { enabled: true } } })
    await waitFor(async () => (await womenSite()) === undefined, 1000)
  })

  test('the per-IP login limit counts across instances', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const res = await (i % 2 ? other : t.app).inject({ method: 'POST', url: '/api/users/login', payload: { email: `nobody${i}@school.test`, password: 'wrong-password-here' }, remoteAddress: '198.51.100.7' })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429])
  })

  test('the per-account throttle counts failures made on either instance', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await (i % 2 ? other : t.app).inject({ method: 'POST', url: '/api/users/login', payload: { email: ADMIN.email, password: `wrong-${i}` }, remoteAddress: '198.51.100.50' })
      expect(res.statusCode).toBe(401)
    }
    const locked = await other.inject({ method: 'POST', url: '/api/users/login', payload: { email: ADMIN.email, password: ADMIN.password }, remoteAddress: '198.51.100.50' })
    expect(locked.statusCode).toBe(429)
    expect(json<{ message: string }>(locked).message).toMatch(/^Too many failed login attempts/)
  })

  test('without a reachable Redis an instance refuses to start, naming REDIS_URL', async () => {
    await expect(buildTestApp('sqlite', { redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL is set but Redis cannot be reached/)
  })
})
