import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { RouteOptions } from 'fastify'
import { buildTestApp, raw, routeHooks, type Raw, type TestApp } from './helper.js'
import { wireKey } from '../src/lib/cache-keys.js'
import { replayable, WireCache } from '../src/plugins/app/wire-cache.js'
import { SSR_TAGS_REQUEST } from '../src/plugins/app/public-cache.js'

const decode = (r: Raw): unknown => {
  const coding = r.headers['content-encoding']
  const bytes = coding === 'br' ? brotliDecompressSync(r.body) : coding === 'gzip' ? gunzipSync(r.body) : r.body
  return JSON.parse(bytes.toString('utf8'))
}

const withoutDate = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([name]) => name !== 'date'))

// long enough that a page of them is compressed (1 KB and up)
const NEWS = { author: 'Office', description: 'The school community gathered for the annual programme. '.repeat(12), section: 'Primary' }
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
const LIST = '/api/news?page=1&limit=6'

describe('the wire cache: finished public answers replayed before the router', () => {
  let t: TestApp
  let port: number
  const lines: Array<Record<string, unknown>> = []
  beforeAll(async () => {
    // at info level, so the log line of a replay can be checked
    const stream = new Writable({ write (chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done() } })
    t = await buildTestApp('sqlite', {}, { logger: { level: 'info', stream } })
    for (const title of ['First item', 'Second item']) await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => { await t.close() })

  const hits = () => t.app.wireCache.hits
  /** the entry a browser's request for `url` is answered from */
  const keyOf = (url: string) => wireKey(url, `http://127.0.0.1:${port}`, BROWSER['accept-encoding'])

  test('a second identical GET is answered from the wire, with the framework’s headers and bytes', async () => {
    const first = await raw(port, LIST, BROWSER)
    expect(first.status).toBe(200)
    const before = hits()
    const second = await raw(port, LIST, BROWSER)
    expect(hits()).toBe(before + 1)
    expect(second.status).toBe(200)
    expect(second.body.equals(first.body)).toBe(true)
    // the same answer: helmet's headers, CORS's exposed headers, ETag, coding, total; only Date is new
    expect(withoutDate(second.headers)).toEqual({ ...withoutDate(first.headers), 'x-cache': 'HIT' })
    expect(second.headers['content-encoding']).toBe('br')
    expect(second.headers['x-content-type-options']).toBe('nosniff')
    expect(second.headers['x-total-count']).toBe('2')
    expect(second.headers['content-length']).toBe(String(second.body.length))
    expect((decode(second) as Array<{ title: string }>).map((n) => n.title).sort()).toEqual(['First item', 'Second item'])
  })

  test('each coding a client takes is its own entry, and each decodes to the same list', async () => {
    const asked = [{}, { 'accept-encoding': 'gzip' }, BROWSER]
    for (const headers of asked) await raw(port, LIST, headers)
    const before = hits()
    const answers = await Promise.all(asked.map((headers) => raw(port, LIST, headers)))
    expect(hits()).toBe(before + 3)
    expect(answers.map((a) => a.headers['content-encoding'] ?? null)).toEqual([null, 'gzip', 'br'])
    const lists = answers.map(decode)
    expect(lists[1]).toEqual(lists[0])
    expect(lists[2]).toEqual(lists[0])
  })

  test('a write empties it: the next GET is built by the router and shows the change', async () => {
    await raw(port, LIST, BROWSER)
    expect(t.app.wireCache.cache.has(keyOf(LIST))).toBe(true)
    const created = await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'Third item' } })
    expect(created.statusCode).toBe(201)
    const before = hits()
    const after = await raw(port, LIST, BROWSER)
    expect(hits()).toBe(before)
    expect(after.headers['x-cache']).toBe('MISS')
    expect((decode(after) as Array<{ title: string }>).map((n) => n.title)).toContain('Third item')
    // and that answer is the one replayed next
    const replay = await raw(port, LIST, BROWSER)
    expect(hits()).toBe(before + 1)
    expect(replay.body.equals(after.body)).toBe(true)
  })

  test('an invalidation from another instance empties it too', async () => {
    await raw(port, LIST, BROWSER)
    expect(t.app.wireCache.cache.size).toBeGreaterThan(0)
    t.app.cacheTags.applyLocal(['news'])
    expect(t.app.wireCache.cache.has(keyOf(LIST))).toBe(false)
  })

  test('an entry whose public-cache value is gone (evicted, not written) is not replayed, and is dropped', async () => {
    await raw(port, LIST, BROWSER)
    await raw(port, LIST, BROWSER)
    expect(t.app.wireCache.cache.has(keyOf(LIST))).toBe(true)
    // as the public cache's size limit would: the value goes, no tag is invalidated
    t.app.publicCache.delete(`${LIST}|`)
    const before = hits()
    const rebuilt = await raw(port, LIST, BROWSER)
    expect(hits()).toBe(before)
    expect(rebuilt.headers['x-cache']).toBe('MISS')
    // the router's new answer is the one kept next
    await raw(port, LIST, BROWSER)
    expect(hits()).toBe(before + 1)
  })

  test('each host has its own entries (a page differs by site)', async () => {
    await raw(port, LIST, BROWSER)
    const before = hits()
    const other = await raw(port, LIST, { ...BROWSER, host: 'women.localhost' })
    expect(other.status).toBe(200)
    expect(hits()).toBe(before)
    expect(t.app.wireCache.cache.has(wireKey(LIST, 'http://women.localhost', BROWSER['accept-encoding']))).toBe(true)
  })

  test('requests unlike the one kept go to the router: Origin, If-None-Match, HEAD, a server render’s', async () => {
    const kept = await raw(port, LIST, BROWSER)
    await raw(port, LIST, BROWSER)
    const before = hits()
    const cors = await raw(port, LIST, { ...BROWSER, origin: 'http://localhost:3001' })
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3001')
    const revalidated = await raw(port, LIST, { ...BROWSER, 'if-none-match': String(kept.headers.etag) })
    expect(revalidated.status).toBe(304)
    const head = await raw(port, LIST, BROWSER, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const render = await raw(port, LIST, { ...BROWSER, [SSR_TAGS_REQUEST]: '1' })
    expect(render.headers['x-ssr-tags']).toBe('news')
    expect(hits()).toBe(before)
  })

  test('an item that does not exist is never replayed: each request gets the router’s 404', async () => {
    const before = hits()
    for (let i = 0; i < 2; i++) {
      const missing = await raw(port, '/api/news/0123456789abcdef01234567', BROWSER)
      expect(missing.status).toBe(404)
      expect(JSON.parse(missing.body.toString()).message).toBe('News not found')
    }
    expect(hits()).toBe(before)
  })

  test('a read that a write overtook is not kept: the next request still sees the write', async () => {
    const url = '/api/news?page=1&limit=3'
    const repo = t.app.newsRepository
    const listLive = repo.listLive.bind(repo)
    let release!: () => void
    const held = new Promise<void>((resolve) => { release = resolve })
    repo.listLive = async (...args: Parameters<typeof listLive>) => {
      const result = await listLive(...args)
      await held
      return result
    }
    try {
      const slow = raw(port, url, BROWSER)
      await new Promise((resolve) => setTimeout(resolve, 50))
      const created = await t.authed({ method: 'POST', url: '/api/news', payload: { ...NEWS, title: 'Written meanwhile' } })
      expect(created.statusCode).toBe(201)
      release()
      const stale = await slow
      expect((decode(stale) as Array<{ title: string }>).map((n) => n.title)).not.toContain('Written meanwhile')
    } finally {
      repo.listLive = listLive
    }
    expect(t.app.wireCache.cache.has(keyOf(url))).toBe(false)
    const before = hits()
    const next = await raw(port, url, BROWSER)
    expect(hits()).toBe(before)
    expect((decode(next) as Array<{ title: string }>).map((n) => n.title)).toContain('Written meanwhile')
  })

  test('at info level a replay is logged like any request', async () => {
    await raw(port, LIST, BROWSER)
    lines.length = 0
    await raw(port, LIST, BROWSER)
    const line = lines.find((l) => l.cache === 'wire')
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: LIST }, res: { statusCode: 200 } })
  })

  test('a route a plugin adds a per-request hook to at the root is a route the wire would skip: the root hooks are pinned', () => {
    // Every onRequest and onSend a public list passes through. The wire replays their effect as
    // headers; a new one that must see each request (a block list, a counter) needs the wire cache
    // taught about it, or this list changed on purpose.
    const pinned = [
      '(onRequest) ["publicOrigin()","anonymous()","handleCors()","onRequest()"]',
      '(onSend) ["anonymous()","anonymous()","anonymous()","anonymous()","onSend()","capture()"]'
    ]
    expect(routeHooks(t.app, 'GET', '/api/news').split('\n')).toEqual(pinned)
    // a page of the public sites too (its rendered answer is replayed); the consoles' pages are not
    expect(routeHooks(t.app, 'GET', '/news').split('\n')).toEqual(pinned)
    expect(routeHooks(t.app, 'GET', '/admin/login')).not.toContain('capture()')
  })
})

describe('which routes may be replayed', () => {
  const route = (extra: Partial<RouteOptions>): RouteOptions =>
    ({ method: 'GET', url: '/api/x', handler: () => undefined, config: { cache: { reads: ['x'] } }, ...extra }) as RouteOptions
  const check = () => undefined

  test('a cached public read that checks nothing per request', () => {
    expect(replayable(route({}))).toBe(true)
  })
  test('not a route that reads nothing cached, declares a hook of its own, or has a rate limit', () => {
    expect(replayable(route({ config: {} }))).toBe(false)
    expect(replayable(route({ onRequest: [check] }))).toBe(false)
    expect(replayable(route({ onRequest: check }))).toBe(false)
    expect(replayable(route({ preHandler: check }))).toBe(false)
    expect(replayable(route({ preValidation: [check] }))).toBe(false)
    expect(replayable(route({ config: { cache: { reads: ['x'] }, rateLimit: { max: 5 } } as RouteOptions['config'] }))).toBe(false)
  })
})

describe('an answer that changes with the day, and closing', () => {
  let server: Server
  let port: number
  const wire = new WireCache()
  let day = '2026-11-24'
  beforeAll(async () => {
    server = wire.serverFactory()((_req, res) => { res.end('router') }, {}) as Server
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    keep()
  })
  /** today's upcoming events, current while the day is the one they were built for */
  const keep = () => {
    const built = day
    wire.store({ key: wireKey('/api/events/upcoming', `http://127.0.0.1:${port}`, undefined), current: () => day === built, body: Buffer.from('["today"]'), tags: ['events'] },
      { 'content-type': 'application/json; charset=utf-8' })
  }
  afterAll(async () => { await new Promise((resolve) => server.close(resolve)) })

  test('replayed on the day it was built for; the router builds the next day’s', async () => {
    expect((await raw(port, '/api/events/upcoming')).body.toString()).toBe('["today"]')
    day = '2026-11-25'
    expect((await raw(port, '/api/events/upcoming')).body.toString()).toBe('router')
    // and the stale entry is gone
    expect(wire.cache.size).toBe(0)
  })

  test('once the app closes, every request goes to the router (which answers 503 where it must)', async () => {
    keep()
    expect((await raw(port, '/api/events/upcoming')).body.toString()).toBe('["today"]')
    wire.close()
    expect((await raw(port, '/api/events/upcoming')).body.toString()).toBe('router')
  })

  test('an entry Node will not send is dropped, and the router answers', async () => {
    const fresh = new WireCache()
    const s = fresh.serverFactory()((_req, res) => { res.end('router') }, {}) as Server
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
    const at = (s.address() as AddressInfo).port
    const key = wireKey('/api/broken', `http://127.0.0.1:${at}`, undefined)
    fresh.store({ key, current: () => true, body: Buffer.from('[]'), tags: ['x'] }, { 'x-bad': 'line\nbreak' })
    try {
      const answer = await raw(at, '/api/broken')
      expect(answer.body.toString()).toBe('router')
      expect(fresh.cache.has(key)).toBe(false)
    } finally {
      await new Promise((resolve) => s.close(resolve))
    }
  })

  test('the server it makes keeps the timeouts Fastify gives its own', () => {
    const s = wire.serverFactory()(() => undefined, { keepAliveTimeout: 72_000, requestTimeout: 60_000 } as never) as Server
    expect(s.keepAliveTimeout).toBe(72_000)
    expect(s.requestTimeout).toBe(60_000)
  })
})
