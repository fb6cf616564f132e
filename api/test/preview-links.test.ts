import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PreviewLink } from '@school/shared/contract'
import { describeEachDb, json, raw, type TestApp } from './helper.js'
import { userWithRole } from './writes.js'
import { file as upload, pdf } from './fixtures.js'

// Preview links (issue 32, item 5): a draft seen by whoever has the URL, as the public page renders it,
// never indexed, never stored, and gone after it expires or is revoked. The school's real server bundle is
// built here into a web root of this file's own, as test/ssr.test.ts does.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-preview-'))
const SHELL = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Shell title</title></head><body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>'
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true })
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL)

beforeAll(() => {
  const dir = path.join(repo, 'mf-public-school')
  const cli = createRequire(path.join(dir, 'package.json')).resolve('webpack-cli/bin/cli.js')
  execFileSync(process.execPath, [cli, '--mode', 'production', '--config-name', 'server', '--output-path', path.join(webRoot, 'mf-public-school', 'dist', 'server')], { cwd: dir, stdio: 'pipe' })
}, 600_000)
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }))

const DRAFT = { title: 'Secret draft headline', author: 'Principal', description: '<p>Not out yet.</p>', section: 'Primary', status: 'draft' }
/** The text inside #root, as a reader sees it. */
const rootText = (html: string) => (/<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json" id="ssr-state"/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ')
/** The URL's path and query, as a browser on this host asks for it. */
const local = (url: string) => { const u = new URL(url); return u.pathname + u.search }

describeEachDb('preview links', (get) => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = get()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    port = typeof address === 'object' && address ? address.port : 0
  })
  const link = async (resource: string, id: string, expiresInHours = 24) => {
    const res = await t.authed({ method: 'POST', url: '/api/preview-links', payload: { resource, id, expiresInHours } })
    expect(res.statusCode).toBe(201)
    return json<PreviewLink>(res)
  }
  const draftNews = async () => json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: DRAFT }))._id

  test('a draft news item is seen with the token and not without it: rendered, with the ribbon, noindex, no-store, never cached', async () => {
    const id = await draftNews()
    const without = await t.app.inject({ url: `/news/${id}`, headers: { accept: 'text/html' } })
    expect(without.statusCode).toBe(404)
    expect(without.body).not.toContain('Secret draft headline')

    const created = await link('news', id)
    const before = Date.now()
    expect(created.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/news/${id}\\?preview=[A-Za-z0-9_-]{43}$`))
    expect(Date.parse(created.expiresAt) - before).toBeGreaterThan(23.9 * 3_600_000)

    const hits = t.app.ssr.pages.hits
    const kept = t.app.ssr.pages.size
    for (let i = 0; i < 2; i++) {
      const res = await raw(port, local(created.url), { accept: 'text/html' })
      const html = res.body.toString('utf8')
      expect([res.status, res.headers['x-robots-tag'], res.headers['cache-control'], res.headers['x-ssr']]).toEqual([200, 'noindex', 'private, no-store', 'PREVIEW'])
      expect(rootText(html)).toContain('Secret draft headline')
      expect(html).toContain('<div class="preview-ribbon" role="status">Preview</div>')
      expect(html).toContain('<title>Secret draft headline')
    }
    // neither the page cache nor the wire kept or answered it
    expect([t.app.ssr.pages.hits, t.app.ssr.pages.size]).toEqual([hits, kept])
    expect(t.app.wireCache.hits).toBe(0)

    // never listed: the public list, the sitemap and the feed are as before
    expect(json<Array<{ _id: string }>>(await t.app.inject({ url: '/api/news' })).map((n) => n._id)).not.toContain(id)
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(id)
    expect((await t.app.inject({ url: '/rss.xml' })).body).not.toContain('Secret draft')
    // the item's own public read still answers 404
    expect((await t.app.inject({ url: `/api/news/${id}` })).statusCode).toBe(404)
  })

  test("the token opens only its item's page; a made-up token is not found", async () => {
    const id = await draftNews()
    const other = await draftNews()
    const { url } = await link('news', id)
    const token = new URL(url).searchParams.get('preview')!
    const elsewhere = await t.app.inject({ url: `/news/${other}?preview=${token}`, headers: { accept: 'text/html' } })
    expect([elsewhere.statusCode, elsewhere.headers['cache-control'], elsewhere.headers['x-robots-tag']]).toEqual([404, 'private, no-store', 'noindex'])
    expect(elsewhere.body).not.toContain('Secret draft')
    expect((await t.app.inject({ url: `/news/${id}?preview=${'A'.repeat(43)}`, headers: { accept: 'text/html' } })).statusCode).toBe(404)
  })

  test('404 after it expires, and after it is revoked', async () => {
    const id = await draftNews()
    const expiring = await link('news', id, 1)
    expect((await t.app.inject({ url: local(expiring.url) })).statusCode).toBe(200)
    await t.app.knex('preview_links').where({ id: expiring._id }).update({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    const expired = await t.app.inject({ url: local(expiring.url) })
    expect(expired.statusCode).toBe(404)
    expect(expired.body).not.toContain('Secret draft')

    const revoked = await link('news', id)
    expect((await t.app.inject({ url: local(revoked.url) })).statusCode).toBe(200)
    const del = await t.authed({ method: 'DELETE', url: `/api/preview-links/${revoked._id}` })
    expect(del.statusCode).toBe(200)
    expect((await t.app.inject({ url: local(revoked.url) })).statusCode).toBe(404)
    expect((await t.authed({ method: 'DELETE', url: `/api/preview-links/${revoked._id}` })).statusCode).toBe(404)
  })

  test("a draft page at its path, and a draft notice first on the notices page; the token is stored only as its hash", async () => {
    const page = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/pages', payload: { site: 'school', path: '/open-day', title: 'Open day', status: 'draft', blocks: [{ type: 'richText', html: '<p>Doors open at ten</p>' }] } }))
    expect((await t.app.inject({ url: '/open-day', headers: { accept: 'text/html' } })).statusCode).toBe(404)
    const pageLink = await link('pages', page._id)
    expect(new URL(pageLink.url).pathname).toBe('/open-day')
    const shown = await t.app.inject({ url: local(pageLink.url), headers: { accept: 'text/html' } })
    expect(shown.statusCode).toBe(200)
    expect(rootText(shown.body)).toContain('Doors open at ten')

    const file = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=pdf', ...upload('formFile', 'holiday.pdf', pdf()) }))
    const notice = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Draft holiday notice', description: 'Soon', file, status: 'draft' } }))
    const noticeLink = await link('notices', notice._id)
    expect(new URL(noticeLink.url).pathname).toBe('/notice')
    expect(rootText((await t.app.inject({ url: local(noticeLink.url) })).body)).toContain('Draft holiday notice')
    expect(rootText((await t.app.inject({ url: '/notice' })).body)).not.toContain('Draft holiday notice')
    const rows = await t.app.knex('preview_links').select('tokenHash')
    const token = new URL(pageLink.url).searchParams.get('preview')!
    expect(rows.map((r: { tokenHash: string }) => r.tokenHash)).not.toContain(token)
  })

  test('editors and admins make links, up to 168 hours, to items that exist; others may not', async () => {
    const id = await draftNews()
    const editor = { authorization: `Bearer ${(await userWithRole(t, 'editor')).token}` }
    const admissions = { authorization: `Bearer ${(await userWithRole(t, 'admissions')).token}` }
    const body = { resource: 'news', id, expiresInHours: 168 }
    expect((await t.app.inject({ method: 'POST', url: '/api/preview-links', headers: editor, payload: body })).statusCode).toBe(201)
    expect((await t.app.inject({ method: 'POST', url: '/api/preview-links', headers: admissions, payload: body })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/preview-links', payload: body })).statusCode).toBe(401)
    expect((await t.authed({ method: 'POST', url: '/api/preview-links', payload: { ...body, expiresInHours: 169 } })).statusCode).toBe(400)
    expect((await t.authed({ method: 'POST', url: '/api/preview-links', payload: { ...body, id: 'no-such-item' } })).statusCode).toBe(404)
  })
}, { webRoot })
