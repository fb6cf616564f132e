import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { backup, restore, BACKUP_TABLES } from '../src/db/backup.js'
import { buildTestApp, describeEachDb, json, type TestApp } from './helper.js'
import { file, pdf, png } from './fixtures.js'

type Body = Record<string, unknown>

async function dump (t: TestApp): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const table of BACKUP_TABLES) out[table] = await t.app.knex(table).select('*').orderBy('id')
  return out
}

describeEachDb('backup and restore', (get) => {
  test('a backup restores round-trip into an empty database, files included', async () => {
    const t = get()
    const image = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'photo.png', await png()) }))
    await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Backup me नेपाल 😀', author: 'A', description: 'd', section: 'Primary', image } })
    const doc = json<string>(await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', ...file('marksheet', 'marks.pdf', pdf()) }))
    const photo = json<string>(await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/ppphoto', ...file('ppphoto', 'me.png', await png()) }))
    await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { firstName: 'A', lastName: 'B', email: 'a@b.test', phone: '9800000000', address: 'X', preference: 'Primary', lvl: '2', markSheet: doc, ppPhoto: photo } })

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-backup-'))
    const out = path.join(dir, 'b1')
    try {
      const manifest = await backup(t.app.knex, t.config, out)
      expect(manifest.tables.news).toBe(1)
      expect(manifest.tables.registrations).toBe(1)

      const target = await buildTestApp(t.dialect)
      try {
        await expect(restore(target.app.knex, target.config, out)).rejects.toThrow(/already has data/)
        await restore(target.app.knex, target.config, out, { force: true })
        expect(await dump(target)).toEqual(await dump(t))
        const news = json<Body[]>(await target.app.inject({ url: '/api/news' }))
        expect(news[0]!.title).toBe('Backup me नेपाल 😀')
        expect((await target.app.inject({ url: image })).statusCode).toBe(200)
        expect((await target.app.inject({ url: image.replace('.png', '.thumb.webp') })).statusCode).toBe(200)
        expect((await target.authed({ url: doc })).statusCode).toBe(401) // the target's own admin was replaced by the backup's
        const login = json<{ token: string }>(await target.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'admin@test.school', password: 'correct horse battery' } }))
        expect((await target.app.inject({ url: doc, headers: { authorization: `Bearer ${login.token}` } })).statusCode).toBe(200)
      } finally {
        await target.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('database down', () => {
  test('requests get 503 {message} quickly instead of hanging', async () => {
    // a port nobody listens on
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)) })
    })
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-down-'))
    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `mysql://root@127.0.0.1:${port}/school`, JWT_SECRET: 'x'.repeat(32), WEB_ROOT: dataDir }, { backgroundJobs: false }), { logger: false })
    try {
      await app.ready()
      const started = Date.now()
      for (const url of ['/api/news', '/api/staffs', '/api/events/upcoming']) {
        const res = await app.inject({ url })
        expect([url, res.statusCode]).toEqual([url, 503])
        expect(res.json()).toEqual({ message: 'Service temporarily unavailable' })
      }
      const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'a@b.test', password: 'whatever' } })
      expect(login.statusCode).toBe(503)
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('mail server that accepts and never answers', () => {
  test('a send gives up after the 5 s greeting timeout and the mail stays queued for a retry', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => { sockets.push(socket) })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const t = await buildTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` })
    try {
      const started = Date.now()
      await t.app.mailer.enqueue({ kind: 'contact', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' })
      // waits for the run the enqueue started (nodemailer's own greeting timeout is 30 s)
      expect(await t.app.mailer.processDue()).toBe(0)
      const elapsed = Date.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(4_500)
      expect(elapsed).toBeLessThan(10_000)
      const [queued] = await t.app.mailer.messages()
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/greeting/i) })
    } finally {
      await t.close()
      for (const s of sockets) s.destroy()
      silent.close()
    }
  })
})

describeEachDb('upload attacks', (get) => {
  test('a PNG carrying HTML after its data is served inert (image/png, nosniff, sandbox)', async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from('<html><script>alert(document.cookie)</script></html>')])
    const res = await get().authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'poly.html', polyglot, 'text/html') })
    expect(res.statusCode).toBe(201)
    const ref = json<string>(res)
    expect(ref).toMatch(/\.png$/)
    const served = await get().app.inject({ url: ref })
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
  })

  test('a GIF header followed by script (GIFAR-style) is refused: it does not decode', async () => {
    const fake = Buffer.from('GIF89a/*\x01\x00\x01\x00*/=alert(1)//' + 'A'.repeat(100))
    const res = await get().authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'x.gif', fake) })
    expect(json(res)).toEqual({ message: 'Only image file can be added.' })
  })

  test('a zip archive (e.g. a zip bomb) is not a download type', async () => {
    // local file header of a zip entry claiming 4 GB uncompressed
    const header = Buffer.alloc(30 + 8)
    header.writeUInt32LE(0x04034b50, 0); header.writeUInt16LE(20, 4); header.writeUInt16LE(8, 8)
    header.writeUInt32LE(1000, 18); header.writeUInt32LE(0xffffffff, 22); header.writeUInt16LE(8, 26)
    header.write('bomb.txt', 30)
    const res = await get().authed({ method: 'POST', url: '/api/upload?kind=download', ...file('formFile', 'report.docx', Buffer.concat([header, Buffer.alloc(1000)])) })
    expect(json(res)).toEqual({ message: 'Please add valid file' })
  })

  test('nothing is written outside the storage folders', async () => {
    const t = get()
    await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', '../../../escape.png', await png()) })
    await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', ...file('marksheet', '/etc/cron.d/x.pdf', pdf()) })
    const entries = fs.readdirSync(t.config.dataDir).filter((e) => !/^school\.sqlite/.test(e))
    // besides the storage folders: the Web Push key pair made at the first start (issue 33)
    expect(entries.sort()).toEqual(['private', 'quarantine', 'uploads', 'vapid.json'])
    for (const dir of ['uploads', 'private', 'quarantine']) {
      for (const f of fs.readdirSync(path.join(t.config.dataDir, dir))) expect(f).toMatch(/^[a-f0-9]{32}(\.(thumb|small|mid|web|blur))?\.[a-z]+$/)
    }
  })
})
