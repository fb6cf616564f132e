import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import { SEED_SETTINGS } from '../src/seed/site.js'
import { describeEachDb, json } from './helper.js'

// A fake build: shell dist plus one remote; the other three remotes are missing on purpose.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-'))
const shell = path.join(webRoot, 'shell', 'dist')
const remote = path.join(webRoot, 'mf-public-school', 'dist')
fs.mkdirSync(shell, { recursive: true })
fs.mkdirSync(remote, { recursive: true })
const SHELL = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>shell</title>\n    <meta name="description" content="the shell" />\n  </head>\n  <body><div id="root">shell body</div></body>\n</html>\n'
fs.writeFileSync(path.join(shell, 'index.html'), SHELL)
fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("entry")')
fs.writeFileSync(path.join(shell, '147.255b8632.js'), 'console.log("chunk")')
fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var remote = 1')
fs.writeFileSync(path.join(remote, 'mf-manifest.json'), '{"id":"mf_public_school"}')
fs.writeFileSync(path.join(remote, 'app.0123abcd.js'), 'x'.repeat(5000))
// files the production build compressed ahead (precompressed in create-config.cjs): one hashed, one entry
const VENDOR = 'console.log("vendor");'.repeat(300)
for (const [dir, name] of [[remote, 'vendor.89abcdef.js'], [shell, 'sw.js']] as const) {
  fs.writeFileSync(path.join(dir, name), VENDOR)
  fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(VENDOR))
  fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(VENDOR, { level: 9 }))
}

afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }))

describeEachDb('front-end serving', (get) => {
  // the demo school's settings (issue 31): every head names the site from them
  beforeAll(async () => {
    for (const site of ['school', 'women'] as const) await get().app.settingsRepository.put(site, SEED_SETTINGS[site])
  })

  const html = { accept: 'text/html,application/xhtml+xml' }

  test('GET /remotes.json maps every remote to its manifest', async () => {
    const res = await get().app.inject({ url: '/remotes.json' })
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(json(res)).toEqual({
      remotes: {
        mf_public_school: '/remotes/mf-public-school/mf-manifest.json',
        mf_public_women: '/remotes/mf-public-women/mf-manifest.json',
        mf_admin_school: '/remotes/mf-admin-school/mf-manifest.json',
        mf_admin_women: '/remotes/mf-admin-women/mf-manifest.json'
      },
      womenHost: 'women.localhost',
      apiBase: '',
      recaptchaSiteKey: '',
      timeZone: 'Asia/Kathmandu',
      vitalsSampleRate: 0.25,
      // Nepal keeps +05:45 all year: the pages add it instead of building an Intl.DateTimeFormat
      utcOffset: { minutes: 345, from: expect.any(Number), to: expect.any(Number) }
    })
    const { utcOffset } = json<{ utcOffset: { from: number, to: number } }>(res)
    expect(utcOffset.from).toBeLessThan(Date.UTC(2000, 0, 8))
    expect(utcOffset.to).toBeGreaterThan(Date.UTC(2099, 11, 24))
  })

  test('entries and manifests are no-cache, hashed chunks immutable', async () => {
    const { app } = get()
    const cases: Array<[string, string]> = [
      ['/main.js', 'no-cache'],
      ['/147.255b8632.js', 'public, max-age=31536000, immutable'],
      ['/remotes/mf-public-school/remoteEntry.js', 'no-cache'],
      ['/remotes/mf-public-school/mf-manifest.json', 'no-cache'],
      ['/remotes/mf-public-school/app.0123abcd.js', 'public, max-age=31536000, immutable']
    ]
    for (const [url, cache] of cases) {
      const res = await app.inject({ url })
      expect([url, res.statusCode]).toEqual([url, 200])
      expect([url, res.headers['cache-control']]).toEqual([url, cache])
    }
  })

  test('text is compressed when the client accepts it', async () => {
    const res = await get().app.inject({ url: '/remotes/mf-public-school/app.0123abcd.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  test('a file the build compressed ahead is sent as its .br or .gz copy, cached as the file itself; without Accept-Encoding, the file', async () => {
    const { app } = get()
    for (const [url, file, cache] of [
      ['/remotes/mf-public-school/vendor.89abcdef.js', path.join(remote, 'vendor.89abcdef.js'), 'public, max-age=31536000, immutable'],
      ['/sw.js', path.join(shell, 'sw.js'), 'no-cache']
    ] as const) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect([url, br.statusCode, br.headers['content-encoding'], br.headers['cache-control']]).toEqual([url, 200, 'br', cache])
      expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/)
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
      // the build's bytes, not a compression made for this answer
      expect(br.rawPayload.equals(fs.readFileSync(`${file}.br`))).toBe(true)
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(VENDOR)
      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
      expect([gz.headers['content-encoding'], gz.headers['cache-control']]).toEqual(['gzip', cache])
      expect(gz.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true)
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body).toBe(VENDOR)
    }
  })

  test('every page of either host answers the shell with its own head; the consoles are never stored', async () => {
    const { app } = get()
    const cases: Array<[string, string, string, string]> = [
      ['/', 'localhost', 'Hope Academy Higher Secondary School | Learning with care, leading with purpose', 'no-cache'],
      ['/news', 'localhost', 'News | Hope Academy Higher Secondary School', 'no-cache'],
      ['/gallery', 'women.localhost', 'Gallery | Hope Women’s Centre', 'no-cache'],
      ['/admin/login', 'localhost', 'Admin Login | Hope Academy Higher Secondary School', 'no-store'],
      ['/admin/carousel', 'women.localhost:8080', 'Admin | Hope Women’s Centre', 'no-store']
    ]
    for (const [url, host, title, cache] of cases) {
      const res = await app.inject({ url, headers: { ...html, host } })
      expect([url, res.statusCode]).toEqual([url, 200])
      expect(res.body).toContain('<div id="root">shell body</div>')
      expect(res.body).toContain(`<title>${title}</title>`)
      expect(res.body).not.toContain('<title>shell</title>')
      expect(res.body.match(/<title>/g)).toHaveLength(1)
      expect(res.body.match(/<meta name="description"/g)).toHaveLength(1)
      expect(res.headers['cache-control']).toBe(cache)
    }
  })

  test('public page paths answer the shell whatever the Accept header; unknown ones 404 with it; API paths keep JSON', async () => {
    const { app } = get()
    for (const accept of [undefined, '*/*', 'application/json']) {
      const headers = accept ? { accept } : {}
      for (const [url, status] of [['/news', 200], ['/gallery/albums', 200], ['/admin/login', 200], ['/news/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 404], ['/no/such/page?x=1', 404]] as const) {
        const res = await app.inject({ url, headers })
        expect([url, accept, res.statusCode]).toEqual([url, accept, status])
        expect(res.headers['content-type']).toMatch(/^text\/html/)
        expect(res.body).toContain('shell body')
      }
      const head = await app.inject({ method: 'HEAD', url: '/news', headers })
      expect(head.statusCode).toBe(200)
      const api = await app.inject({ url: '/api/no-such-call', headers })
      expect(api.statusCode).toBe(404)
      expect(json(api)).toEqual({ message: 'Not Found' })
    }
    // Only reads get the page: a POST to a page path is still a 404.
    const post = await app.inject({ method: 'POST', url: '/news' })
    expect(post.statusCode).toBe(404)
    expect(json(post)).toEqual({ message: 'Not Found' })
  })

  test('a request with Save-Data: on gets data-save-data="on" on <html>; others do not; caches vary on it', async () => {
    const { app } = get()
    const light = await app.inject({ url: '/news', headers: { ...html, 'save-data': 'on' } })
    expect(light.statusCode).toBe(200)
    expect(light.body).toMatch(/<html data-save-data="on" lang="en">/)
    expect(String(light.headers.vary)).toMatch(/Save-Data/)
    const plain = await app.inject({ url: '/news', headers: html })
    expect(plain.body).not.toMatch(/<html[^>]*data-save-data/)
    expect(String(plain.headers.vary)).toMatch(/Save-Data/)
    const off = await app.inject({ url: '/', headers: { ...html, 'save-data': 'off' } })
    expect(off.body).not.toMatch(/<html[^>]*data-save-data/)
  })

  test('unknown API, upload and remote paths are 404 JSON, not the shell', async () => {
    const { app } = get()
    for (const [url, headers] of [['/api/nothing', html], ['/uploads/nothing.png', html], ['/remotes/mf-admin-women/remoteEntry.js', html], ['/missing.js', {}]] as const) {
      const res = await app.inject({ url, headers })
      expect([url, res.statusCode]).toEqual([url, 404])
      expect(json(res)).toEqual({ message: 'Not Found' })
    }
  })

  test('OpenAPI docs are served locally at /api/docs', async () => {
    const { app } = get()
    const ui = await app.inject({ url: '/api/docs/' })
    expect(ui.statusCode).toBe(200)
    const spec = json<{ paths: Record<string, unknown> }>(await app.inject({ url: '/api/docs/json' }))
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/news', '/api/news/{id}', '/api/users/login']))
  })

  test('security headers are set', async () => {
    const res = await get().app.inject({ url: '/', headers: html })
    const csp = res.headers['content-security-policy'] as string
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toMatch(/script-src 'self'[^;]*;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
}, { webRoot })
