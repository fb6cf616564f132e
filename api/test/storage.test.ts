import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { backup, restore } from '../src/db/backup.js'
import { s3Storage } from '../src/plugins/app/files/s3-storage.js'
import { localStorage, type Area, type Storage } from '../src/plugins/app/files/storage.js'
import { buildTestApp, json, type TestApp } from './helper.js'
import { file, pdf, png } from './fixtures.js'
import { startS3 } from './services.js'

type S3 = Awaited<ReturnType<typeof startS3>>
let s3: S3
beforeAll(async () => { s3 = await startS3() })
afterAll(async () => { await s3?.close() })

async function bytesOf (stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

const name = (ext = 'png') => `${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.${ext}`

/** One driver per run of the suite; both must behave the same. */
const DRIVERS: Array<[string, () => Promise<{ storage: Storage; cleanup: () => void }>]> = [
  ['local folders', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-storage-'))
    const storage = localStorage({ public: path.join(dir, 'uploads'), private: path.join(dir, 'private'), quarantine: path.join(dir, 'quarantine') })
    return { storage, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) }
  }],
  ['S3 bucket (s3rver)', async () => {
    const storage = await s3Storage(s3.settings(`suite-${Date.now().toString(36)}`))
    return { storage, cleanup: () => { void storage.close() } }
  }]
]

describe.each(DRIVERS)('storage driver: %s', (_label, make) => {
  let storage: Storage
  let cleanup: () => void
  beforeAll(async () => { ({ storage, cleanup } = await make()) })
  afterAll(() => cleanup())

  test('writes, reads, measures, streams and lists a file', async () => {
    const n = name()
    const data = Buffer.from('the bytes of a picture')
    await storage.write('public', n, data)
    expect(await storage.read('public', n)).toEqual(data)
    expect(await storage.size('public', n)).toBe(data.length)
    expect(await bytesOf(storage.stream('public', n))).toEqual(data)
    expect(await storage.list('public')).toContain(n)
    expect(await storage.list('private')).not.toContain(n)
  })

  test('a missing file has no size, and its stream fails', async () => {
    const n = name()
    expect(await storage.size('public', n)).toBeNull()
    await expect(bytesOf(storage.stream('public', n))).rejects.toThrow()
    await expect(storage.read('private', n)).rejects.toThrow()
  })

  test('moves between areas; a second move of the same file is not an error', async () => {
    const n = name('pdf')
    await storage.write('quarantine', n, pdf())
    await storage.move('quarantine', 'private', n)
    expect(await storage.size('quarantine', n)).toBeNull()
    expect(await storage.size('private', n)).toBe(pdf().length)
    await storage.move('quarantine', 'private', n)
    expect(await storage.read('private', n)).toEqual(pdf())
  })

  test('removes a file; removing a missing one is not an error', async () => {
    const n = name()
    await storage.write('public', n, Buffer.from('x'))
    await storage.remove('public', n)
    expect(await storage.size('public', n)).toBeNull()
    await storage.remove('public', n)
    expect(await storage.list('public')).not.toContain(n)
  })

  test('refuses names that could leave the area', async () => {
    for (const bad of ['../escape.png', 'a/b.png', '.hidden', '']) {
      await expect(storage.write('public' as Area, bad, Buffer.from('x'))).rejects.toThrow(/Unsafe file name/)
    }
  })
})

describe('the API with its files in an S3 bucket', () => {
  let t: TestApp
  let bucket: Storage
  let image: Buffer
  beforeAll(async () => {
    const settings = s3.settings('school-api-files')
    t = await buildTestApp('sqlite', { s3: settings })
    bucket = t.app.files.storage
    image = await png(300, 200)
  })
  afterAll(async () => { await t?.close() })

  test('an uploaded image and its variants (made before the upload) are in the bucket, not on the disk', async () => {
    const res = await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'school.png', image, 'image/png') })
    expect(res.statusCode).toBe(201)
    const ref = json<string>(res)
    const stem = ref.replace('/uploads/', '').split('.')[0]
    expect(bucket.kind).toBe('s3')
    expect((await bucket.list('public')).filter((n) => n.startsWith(stem!))).toEqual([`${stem}.mid.webp`, `${stem}.png`, `${stem}.small.webp`, `${stem}.thumb.webp`, `${stem}.web.webp`])
    expect(fs.existsSync(path.join(t.config.uploadDir, `${stem}.png`))).toBe(false)
  })

  test('GET /uploads/<name> streams the object with the upload headers, ranges and ETags', async () => {
    const ref = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'a.png', image, 'image/png') }))
    const res = await t.app.inject({ url: ref })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.rawPayload).toEqual(image)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-security-policy']).toContain('sandbox')
    const part = await t.app.inject({ url: ref, headers: { range: 'bytes=0-9' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload).toEqual(image.subarray(0, 10))
    const again = await t.app.inject({ url: ref, headers: { 'if-none-match': String(res.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect((await t.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.png' })).statusCode).toBe(404)
  })

  test('an anonymous upload waits in quarantine/ and is not served', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', ...file('formFile', 'anon.png', image, 'image/png') })
    expect(res.statusCode).toBe(201)
    const n = json<string>(res).replace('/uploads/', '')
    expect(await bucket.list('quarantine')).toContain(n)
    expect((await t.app.inject({ url: `/uploads/${n}` })).statusCode).toBe(404)
  })

  test('a private document is streamed from the bucket to an admin only', async () => {
    const doc = pdf('Marks', 1)
    const ref = json<string>(await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', ...file('marksheet', 'marks.pdf', doc, 'application/pdf') }))
    const n = ref.split('/').pop()!
    expect(await bucket.list('private')).toContain(n)
    expect((await t.app.inject({ url: ref })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `/uploads/${n}` })).statusCode).toBe(404)
    const res = await t.authed({ url: ref })
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload).toEqual(doc)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  test('backup copies the bucket\'s public and private files; restore puts them back', async () => {
    const ref = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'b.png', image, 'image/png') }))
    const n = ref.replace('/uploads/', '')
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'school-backup-s3-'))
    fs.rmSync(out, { recursive: true })
    try {
      await backup(t.app.knex, t.config, out)
      expect(fs.readFileSync(path.join(out, 'uploads', n))).toEqual(image)
      const privateNames = await bucket.list('private')
      expect(fs.readdirSync(path.join(out, 'private')).sort()).toEqual(privateNames)
      expect(fs.readdirSync(out)).not.toContain('quarantine')
      // lose the bucket's files, then restore
      for (const area of ['public', 'private'] as const) for (const f of await bucket.list(area)) await bucket.remove(area, f)
      expect(await bucket.size('public', n)).toBeNull()
      await restore(t.app.knex, t.config, out, { force: true })
      expect(await bucket.read('public', n)).toEqual(image)
      expect(await bucket.list('private')).toEqual(privateNames)
      expect((await t.app.inject({ url: ref })).statusCode).toBe(200)
    } finally {
      fs.rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('PUBLIC_FILES_URL', () => {
  test('public files redirect to the CDN address; private ones are still streamed after auth', async () => {
    const t = await buildTestApp('sqlite', { s3: s3.settings('school-cdn-files'), publicFilesUrl: 'https://cdn.example.org/school' })
    try {
      const res = await t.app.inject({ url: '/uploads/0123456789abcdef0123456789abcdef.web.webp' })
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('https://cdn.example.org/school/0123456789abcdef0123456789abcdef.web.webp')
      const ref = json<string>(await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', ...file('marksheet', 'm.pdf', pdf('Marks', 1), 'application/pdf') }))
      expect((await t.authed({ url: ref })).statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})

test('instances starting together on a new bucket all start (one makes it, the others find it)', async () => {
  const settings = s3.settings(`together-${Date.now().toString(36)}`)
  const drivers = await Promise.all(Array.from({ length: 4 }, () => s3Storage(settings)))
  await drivers[0]!.write('public', name(), Buffer.from('x'))
  expect(await drivers[3]!.list('public')).toHaveLength(1)
  await Promise.all(drivers.map((d) => d.close()))
})
