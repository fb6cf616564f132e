import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { News } from '@school/shared/contract'
import fp from 'fastify-plugin'
import { expandTags } from '../src/lib/cache-keys.js'
import publicCache, { TagCache } from '../src/plugins/app/public-cache.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, pdf } from './fixtures.js'

const NEWS = { title: 'Sports week', author: 'Principal', description: 'The sports week starts on Sunday.', section: 'Primary', image: '' }
const contact = (i: number) => ({ mailerState: { name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: 'Admission', message: 'When does it open?' } })

/** x-cache of one public GET (HIT or MISS), after checking it answered. */
async function cacheOf (t: TestApp, url: string, opts: { authed?: boolean; host?: string } = {}): Promise<string> {
  const req = { url, headers: opts.host ? { host: opts.host } : {} }
  const res = opts.authed ? await t.authed(req) : await t.app.inject(req)
  expect(res.statusCode).toBe(200)
  return String(res.headers['x-cache'])
}

describeEachDb('public cache: targeted invalidation', (get) => {
  let newsA: string
  let newsB: string
  const women = () => ({ host: get().config.womenHost })
  // every cached read a news write must drop, and reads it must leave alone
  const newsReads = () => ['/api/news', '/api/news?page=1&limit=6', '/api/news/latest', `/api/news/${newsA}`, '/rss.xml', '/sitemap.xml']
  const otherReads = ['/api/staffs', '/api/careers', '/api/gallery/albums', '/api/events/upcoming', '/api/notices']

  beforeAll(async () => {
    const t = get()
    newsA = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'A' } }))._id
    newsB = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'B' } }))._id
  })

  test('100 contact submissions (valid and invalid) leave every cached /api/news read a HIT', async () => {
    const t = get()
    await cacheOf(t, '/api/news')
    const hitsBefore = t.app.publicCache.hits
    const stored = (await t.counts()).contact_messages
    // every tenth submission fails validation (no email), the rest are stored
    const submissions = Array.from({ length: 100 }, (_, i) => i % 10 === 0 ? { mailerState: { ...contact(i).mailerState, email: 'not-an-email' } } : contact(i))
    const valid = submissions.filter((p) => !p.mailerState.email.startsWith('not-'))
    let hits = 0
    for (const payload of submissions) {
      const sent = await t.app.inject({ method: 'POST', url: '/api/contact/send', payload })
      expect(sent.statusCode).toBe(valid.includes(payload) ? 200 : 400)
      if (await cacheOf(t, '/api/news') === 'HIT') hits++
    }
    expect(hits).toBe(submissions.length)
    expect(t.app.publicCache.hits - hitsBefore).toBe(submissions.length)
    expect(await t.counts()).toMatchObject({ contact_messages: stored + valid.length })
  })

  test('anonymous registrations, career applications and uploads invalidate nothing', async () => {
    const t = get()
    await cacheOf(t, '/api/news')
    // a failing registration, a failing application and a CV upload that is stored
    expect((await t.app.inject({ method: 'POST', url: '/api/registrations', payload: { firstName: 'x' } })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {} } })).statusCode).toBe(400)
    const upload = await t.app.inject({ method: 'POST', url: '/api/upload?kind=cv', ...file('formFile', 'cv.pdf', pdf('Curriculum vitae'), 'application/pdf') })
    expect(upload.statusCode).toBe(201)
    expect(await cacheOf(t, '/api/news')).toBe('HIT')
  })

  test('a news write drops news lists, latest, the item, RSS, sitemap and counts, and nothing else', async () => {
    const t = get()
    const all = [...newsReads(), ...otherReads]
    for (const url of all) await cacheOf(t, url)
    await cacheOf(t, '/api/dashboard/counts', { authed: true })
    await cacheOf(t, `/api/news/${newsB}`)
    await cacheOf(t, '/sitemap.xml', women())
    for (const url of all) expect([url, await cacheOf(t, url)]).toEqual([url, 'HIT'])

    const put = await t.authed({ method: 'PUT', url: `/api/news/${newsA}`, payload: { news: { ...NEWS, title: 'A, edited' } } })
    expect(put.statusCode).toBe(200)

    for (const url of newsReads()) expect([url, await cacheOf(t, url)]).toEqual([url, 'MISS'])
    expect(await cacheOf(t, '/api/dashboard/counts', { authed: true })).toBe('MISS')
    expect(json<Array<{ title: string }>>(await t.app.inject({ url: '/api/news' })).map((n) => n.title)).toContain('A, edited')
    // untouched: other resources, the other news item, and the women's sitemap (no news on it)
    for (const url of otherReads) expect([url, await cacheOf(t, url)]).toEqual([url, 'HIT'])
    expect(await cacheOf(t, `/api/news/${newsB}`)).toBe('HIT')
    expect(await cacheOf(t, '/sitemap.xml', women())).toBe('MISS')
  })

  test('a video write drops the video list only: news, staffs and the counts stay cached', async () => {
    const t = get()
    for (const url of ['/api/staffs', '/api/news', '/api/gallery/videos']) await cacheOf(t, url)
    await cacheOf(t, '/api/dashboard/counts', { authed: true })
    const video = await t.authed({ method: 'POST', url: '/api/gallery/videos', payload: { src: 'eRsGyueVLvQ' } })
    expect(video.statusCode).toBe(201)
    expect(await cacheOf(t, '/api/news')).toBe('HIT')
    expect(await cacheOf(t, '/api/staffs')).toBe('HIT')
    expect(await cacheOf(t, '/api/dashboard/counts', { authed: true })).toBe('HIT')
    expect(await cacheOf(t, '/api/gallery/videos')).toBe('MISS')
    expect(json<Array<{ _id: string }>>(await t.app.inject({ url: '/api/gallery/videos' })).map((v) => v._id)).toContain(json<{ _id: string }>(video)._id)
  })

  test('failed writes invalidate nothing: bad body, no token, unknown id', async () => {
    const t = get()
    for (const url of newsReads()) await cacheOf(t, url)
    const failures = [
      await t.authed({ method: 'POST', url: '/api/news', payload: { title: '' } }),
      await t.app.inject({ method: 'POST', url: '/api/news', payload: NEWS }),
      await t.app.inject({ method: 'DELETE', url: `/api/news/${newsA}` }),
      await t.authed({ method: 'PUT', url: '/api/news/00000000-0000-7000-8000-000000000000', payload: { news: NEWS } }),
      await t.authed({ method: 'DELETE', url: '/api/news/00000000-0000-7000-8000-000000000000' })
    ]
    expect(failures.map((r) => r.statusCode)).toEqual([400, 401, 401, 404, 404])
    for (const url of newsReads()) expect([url, await cacheOf(t, url)]).toEqual([url, 'HIT'])
  })

  test('a delete drops the item it removed', async () => {
    const t = get()
    // an item of its own: the others read newsA and newsB
    const id = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'C' } }))._id
    expect(await cacheOf(t, `/api/news/${id}`)).toBe('MISS')
    expect(await cacheOf(t, `/api/news/${id}`)).toBe('HIT')
    expect((await t.authed({ method: 'DELETE', url: `/api/news/${id}` })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/api/news/${id}` })).statusCode).toBe(404)
  })
})

describeEachDb('public cache: the bytes on the wire', (get) => {
  const LONG = 'Sports week begins on Sunday with football, volleyball and a relay race for every class. '.repeat(30)

  beforeAll(async () => {
    const t = get()
    for (const title of ['Bytes one', 'Bytes two']) {
      expect((await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title, description: LONG } })).statusCode).toBe(201)
    }
  })

  const read = (url: string, headers: Record<string, string> = {}) => get().app.inject({ url, headers })

  test('brotli, gzip and plain answers carry the same JSON and the same ETag; a hit sends the stored bytes', async () => {
    const url = '/api/news?page=1&limit=6&bytes=1'
    const br = await read(url, { 'accept-encoding': 'br, gzip' })
    const gz = await read(url, { 'accept-encoding': 'gzip' })
    const plain = await read(url)
    expect([br.headers['x-cache'], gz.headers['x-cache'], plain.headers['x-cache']]).toEqual(['MISS', 'HIT', 'HIT'])
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const text = plain.body
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text)
    expect(json<Array<{ title: string }>>(plain).map((n) => n.title)).toEqual(['Bytes two', 'Bytes one'])
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(text) / 4)
    for (const res of [br, gz, plain]) {
      expect(res.headers.etag).toBe(plain.headers.etag)
      expect(res.headers.vary).toContain('Accept-Encoding')
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers['x-total-count']).toBe('2')
    }
    const again = await read(url, { 'accept-encoding': 'br' })
    expect(again.headers['x-cache']).toBe('HIT')
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true)
  })

  test('a matching If-None-Match answers 304 with no body; after a write the ETag changes', async () => {
    const t = get()
    const url = '/api/news/latest'
    const first = await read(url, { 'accept-encoding': 'gzip' })
    const etag = String(first.headers.etag)
    const revalidated = await read(url, { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.rawPayload.length).toBe(0)
    expect((await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'Bytes three' } })).statusCode).toBe(201)
    const changed = await read(url, { 'accept-encoding': 'gzip', 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect((JSON.parse(gunzipSync(changed.rawPayload).toString()) as Array<{ title: string }>)[0].title).toBe('Bytes three')
  })

  test('the response schema still decides the fields: nothing outside it is sent', async () => {
    const res = await read('/api/news?page=1&limit=1&fields=1')
    const [item] = json<Array<Record<string, unknown>>>(res)
    // every field sent is in the schema, and every required one is sent (optional ones such as the
    // Nepali `titleNe` go out only when the item has them)
    const allowed = Object.keys(News.properties)
    expect(Object.keys(item).filter((k) => !allowed.includes(k))).toEqual([])
    expect((News.required ?? []).filter((k) => !(k in item))).toEqual([])
    expect(item).not.toHaveProperty('id')
  })

  test('an unknown item is a cached 404 {message}, never a cached body', async () => {
    const first = await read('/api/news/no-such-news')
    const second = await read('/api/news/no-such-news')
    expect([first.statusCode, second.statusCode]).toEqual([404, 404])
    expect(second.headers['x-cache']).toBe('HIT')
    expect(json<{ message: string }>(second).message).toBe('News not found')
  })

  test('JSON answers carry the headers that apply to data; HTML and files also carry the document ones', async () => {
    const data = await read('/api/news')
    expect(data.headers['x-content-type-options']).toBe('nosniff')
    expect(data.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(data.headers['cross-origin-resource-policy']).toBe('cross-origin')
    for (const name of ['x-frame-options', 'cross-origin-opener-policy']) expect(data.headers[name]).toBeUndefined()
    // issue 35: a JSON answer loads nothing and is framed nowhere (the page policy is not sent on it)
    expect(data.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    const error = await read('/api/news/no-such-news')
    expect(error.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    const docs = await read('/api/docs/')
    expect(docs.headers['content-type']).toContain('text/html')
    expect(docs.headers['content-security-policy']).toContain("default-src 'self'")
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN')
  })
})

describe('TagCache', () => {
  test('a read that started before an invalidation of its tag is not stored', async () => {
    const cache = new TagCache<string>()
    let release!: () => void
    const pending = cache.wrap('k', ['news'], () => new Promise<string>((resolve) => { release = () => resolve('stale') }))
    cache.invalidateTags(['news'])
    release()
    expect(await pending).toEqual({ value: 'stale', hit: false })
    expect(cache.has('k')).toBe(false)
    // an unrelated tag does not stop it
    const other = cache.wrap('k', ['news'], async () => 'fresh')
    cache.invalidateTags(['staffs'])
    await other
    expect(await cache.wrap('k', ['news'], async () => 'never')).toEqual({ value: 'fresh', hit: true })
  })

  test('drops the least recently used entry when full, and forgets its tags', () => {
    const cache = new TagCache<number>(2)
    cache.set('a', 1, ['x'])
    cache.set('b', 2, ['x'])
    cache.get('a')
    cache.set('c', 3, ['y'])
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true])
    cache.invalidateTags(['x'])
    expect([cache.has('a'), cache.has('c'), cache.size]).toEqual([false, true, 1])
  })

  test('expandTags fills in route params and refuses a missing one', () => {
    expect(expandTags(['news', 'news/{id}'], { id: '42' })).toEqual(['news', 'news/42'])
    expect(() => expandTags(['news/{id}'], {})).toThrow(/parameter/)
  })

  test('a write route that declares no cache tags stops the app from starting', async () => {
    const app = Fastify()
    // what public-cache uses: the settings and (no) Redis
    await app.register(fp(async (a) => { a.decorate('config', {} as never) }, { name: 'config' }))
    await app.register(fp(async (a) => { a.decorate('redis', null) }, { name: 'redis' }))
    await app.register(publicCache)
    expect(() => app.post('/api/things', async () => ({}))).toThrow('POST /api/things must declare config.cache.writes')
    app.post('/api/things', { config: { cache: { writes: [] } } }, async () => ({}))
    await app.ready()
    await app.close()
  })
})
