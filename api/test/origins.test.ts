import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import path from 'node:path'
import { loadConfig, parseTrustProxy } from '../src/config.js'
import { normaliseHost, parsePublicOrigins } from '../src/lib/origins.js'
import { buildTestApp, raw, type TestApp } from './helper.js'

// Issue 34: one origin per request from PUBLIC_ORIGINS (finding 1), a malformed host answered 400
// (finding 4), and the rest (TRUST_PROXY, CORS, server bundles, the JSON policy).

/** A request written by hand, as HTTP/1.0 or with a header Node's client would not send. */
function rawRequest (port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text))
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8')
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4)
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), body })
    })
  })
}

const PAGES = ['/', '/news', '/no-such-page/x', '/sitemap.xml', '/rss.xml', '/api/news']
const MALFORMED = ['a%20b', '%', '', '[::1', 'host:99999', 'a:b:c']

describe('finding 4: a malformed Host or X-Forwarded-Host answers 400 {message}', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { trustProxy: 1 })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => { await t.close() })

  test.each(MALFORMED)('Host %j on every page, the 404 page, the sitemap, RSS and the API', async (host) => {
    for (const url of PAGES) {
      const res = await rawRequest(port, `GET ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect([url, res.status]).toEqual([url, 400])
      expect(JSON.parse(res.body)).toEqual({ message: 'Malformed Host header' })
    }
  })

  test.each(MALFORMED)('X-Forwarded-Host %j (from the trusted proxy)', async (host) => {
    for (const url of PAGES) {
      const res = await t.app.inject({ url, headers: { host: 'localhost', 'x-forwarded-host': host } })
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { message: 'Malformed X-Forwarded-Host header' }])
    }
  })

  test('HTTP/1.0 without Host (a raw socket)', async () => {
    for (const url of PAGES) {
      const res = await rawRequest(port, `GET ${url} HTTP/1.0\r\n\r\n`)
      expect([url, res.status]).toEqual([url, 400])
      expect(JSON.parse(res.body)).toEqual({ message: 'A Host header is required' })
    }
  })

  test('well-formed hosts still answer', () => {
    expect(normaliseHost('LocalHost:80', 'http')).toEqual({ host: 'localhost', hostname: 'localhost' })
    expect(normaliseHost('[::1]:8080', 'http')).toEqual({ host: '[::1]:8080', hostname: '[::1]' })
    expect(normaliseHost('school.edu.np.:443', 'https')).toEqual({ host: 'school.edu.np', hostname: 'school.edu.np' })
  })
})

describe('finding 1: absolute URLs and cache keys come from the allow-list', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      trustProxy: 1,
      publicOrigins: parsePublicOrigins('https://school.test,https://women.school.test'),
      womenHost: 'women.school.test'
    })
  })
  afterAll(async () => { await t.close() })

  test('an X-Forwarded-Host outside the list gets the default origin in the sitemap and RSS, kept under its key', async () => {
    const evil = { host: 'school.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    for (const url of ['/sitemap.xml', '/rss.xml']) {
      const res = await t.app.inject({ url, headers: evil })
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('evil.example')
      expect(res.body).toContain('https://school.test/')
    }
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'school.test', 'x-forwarded-host': 'school.test', 'x-forwarded-proto': 'https' } })
    expect(sitemap.headers['x-cache']).toBe('HIT')
    // an allowed forwarded host is honoured: the women's site, with its own origin
    const women = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'school.test', 'x-forwarded-host': 'women.school.test', 'x-forwarded-proto': 'https' } })
    expect(women.body).toContain('<loc>https://women.school.test/gallery</loc>')
  })

  test('a Host outside the list is answered as the default origin; no cache holds a key for it', async () => {
    const res = await t.app.inject({ url: '/rss.xml', headers: { host: 'evil.example' } })
    expect(res.body).toContain('<link>https://school.test/</link>')
    expect([...t.app.publicCache['entries'].keys(), ...t.app.publicCache['fresh'].keys()].join(' ')).not.toContain('evil')
  })

  test('without TRUST_PROXY, X-Forwarded-Host is ignored', async () => {
    const direct = await buildTestApp('sqlite', { publicOrigins: parsePublicOrigins('https://school.test,https://women.school.test'), womenHost: 'women.school.test' })
    try {
      const res = await direct.app.inject({ url: '/sitemap.xml', headers: { host: 'school.test', 'x-forwarded-host': 'women.school.test' } })
      expect(res.body).not.toContain('/gallery<')
    } finally {
      await direct.close()
    }
  })

  test('CORS answers only the configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/news', headers: { host: 'school.test', origin: 'https://women.school.test' } })
    expect(allowed.headers['access-control-allow-origin']).toBe('https://women.school.test')
    const other = await t.app.inject({ url: '/api/news', headers: { host: 'school.test', origin: 'https://evil.example' } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/news', headers: { host: 'school.test', origin: 'https://evil.example', 'access-control-request-method': 'POST' } })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('the rest', () => {
  test('TRUST_PROXY covering every address is refused at start, with what to set instead', () => {
    for (const v of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0']) {
      expect(() => parseTrustProxy(v)).toThrow(/covers every address.*TRUST_PROXY=1/)
    }
    expect(parseTrustProxy('10.0.0.0/8,::1')).toEqual(['10.0.0.0/8', '::1'])
  })

  test('PUBLIC_ORIGINS must be origins', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), PUBLIC_ORIGINS: 'https://school.test/path' })).toThrow(/PUBLIC_ORIGINS entry "https:\/\/school.test\/path"/)
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), PUBLIC_ORIGINS: 'school.test' })).toThrow(/PUBLIC_ORIGINS/)
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), PUBLIC_ORIGINS: 'https://school.test:443, http://women.school.test:8080' }).publicOrigins)
      .toEqual([{ origin: 'https://school.test', protocol: 'https', host: 'school.test' }, { origin: 'http://women.school.test:8080', protocol: 'http', host: 'women.school.test:8080' }])
  })

  test('a remote\'s server bundle is not served; its client files are', async () => {
    const t = await buildTestApp('sqlite')
    const dist = path.join(t.config.webRoot, 'mf-public-school', 'dist')
    await t.close()
    fs.mkdirSync(path.join(dist, 'server'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'server', 'render.js'), '/* /home/build/secret/path */')
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '/* entry */')
    const again = await buildTestApp('sqlite', { webRoot: t.config.webRoot })
    try {
      for (const url of ['/remotes/mf-public-school/server/render.js', '/remotes/mf-public-school/%73erver/render.js', '/remotes/mf-public-school/SERVER/render.js']) {
        const res = await again.app.inject({ url })
        expect([url, res.statusCode]).toEqual([url, 404])
        expect(res.body).not.toContain('secret')
      }
      expect((await again.app.inject({ url: '/remotes/mf-public-school/remoteEntry.js' })).statusCode).toBe(200)
    } finally {
      await again.close()
    }
  })

  test('JSON answers carry default-src \'none\'; pages keep their own policy', async () => {
    const t = await buildTestApp('sqlite')
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const port = (t.app.server.address() as AddressInfo).port
      for (const url of ['/api/news', '/api/news/none', '/api/health']) {
        expect([url, (await raw(port, url)).headers['content-security-policy']]).toEqual([url, "default-src 'none'; frame-ancestors 'none'"])
      }
      expect((await raw(port, '/api/docs/')).headers['content-security-policy']).toContain("default-src 'self'")
    } finally {
      await t.close()
    }
  })
})
