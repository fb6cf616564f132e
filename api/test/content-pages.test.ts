import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SEED_SETTINGS } from '../src/seed/site.js'
import { SEED_PAGES } from '../src/seed/site-pages.js'
import { describeEachDb, json, type TestApp } from './helper.js'

// Pages as content (issue 31): a page staff add is a page of its site at its path, in both languages,
// with its own head, in the sitemap, and gone (404) once unpublished or deleted. (Its server-rendered
// body is ssr.test.ts's, which builds the remotes' server bundles; here the shell alone serves the head.)
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-content-pages-'))
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true })
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Shell title</title><meta name="description" content="Shell description" /></head><body><div id="root"></div></body></html>')
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }))

const SCHOOL = SEED_SETTINGS.school.name

interface Head { status: number; title?: string; meta: Record<string, string>; links: string[]; jsonLd: Array<Record<string, unknown>> }

async function headOf (t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } })
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
  const meta: Record<string, string> = {}
  for (const m of res.body.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) meta[m[1]!] = decode(m[2]!)
  return {
    status: res.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    meta,
    links: [...res.body.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} ${m[3]}`),
    jsonLd: [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m): Record<string, unknown> => JSON.parse(m[1]!))
  }
}

describeEachDb('a page staff add is served at its path (issue 31)', (get) => {
  beforeAll(async () => {
    for (const site of ['school', 'women'] as const) await get().app.settingsRepository.put(site, SEED_SETTINGS[site])
  })

  test('with its head in both languages, in the sitemap, and 404 once unpublished or deleted', async () => {
    const t = get()
    const created = await t.authed({
      method: 'POST',
      url: '/api/pages',
      payload: {
        site: 'school', path: '/clinic-hours', title: 'Clinic hours', description: 'When the school clinic is open',
        ne: { title: 'क्लिनिक समय', description: 'विद्यालयको क्लिनिक खुल्ने समय' },
        blocks: [{ type: 'richText', html: '<p>Open every school day</p>', ne: { html: '<p>हरेक दिन खुला</p>' } }]
      }
    })
    expect(created.statusCode).toBe(201)
    const { _id: id } = json<{ _id: string }>(created)
    const origin = 'http://localhost'

    const en = await headOf(t, '/clinic-hours')
    expect(en.status).toBe(200)
    expect(en.title).toBe(`Clinic hours | ${SCHOOL}`)
    expect(en.meta).toMatchObject({ description: 'When the school clinic is open', 'og:title': 'Clinic hours', 'og:url': `${origin}/clinic-hours`, 'og:locale': 'en_US' })
    expect(en.links).toEqual(expect.arrayContaining([`canonical ${origin}/clinic-hours`, `alternate en ${origin}/clinic-hours`, `alternate ne ${origin}/ne/clinic-hours`]))
    expect(en.jsonLd).toEqual([expect.objectContaining({ '@type': 'WebPage', name: 'Clinic hours', description: 'When the school clinic is open', url: `${origin}/clinic-hours`, inLanguage: 'en' })])

    const ne = await headOf(t, '/ne/clinic-hours')
    expect(ne.status).toBe(200)
    expect(ne.title).toMatch(/^क्लिनिक समय \| /)
    expect(ne.meta).toMatchObject({ description: 'विद्यालयको क्लिनिक खुल्ने समय', 'og:locale': 'ne_NP' })
    expect(ne.jsonLd).toEqual([expect.objectContaining({ '@type': 'WebPage', name: 'क्लिनिक समय', url: `${origin}/ne/clinic-hours`, inLanguage: 'ne' })])

    // a page of one site only: the women's centre's host has none there
    expect((await headOf(t, '/clinic-hours', { host: 'women.localhost' })).status).toBe(404)
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body
    expect(sitemap).toContain(`<loc>${origin}/clinic-hours</loc>`)
    expect(sitemap).toContain(`<loc>${origin}/ne/clinic-hours</loc>`)

    expect((await t.authed({ method: 'PUT', url: `/api/pages/${id}`, payload: { status: 'draft' } })).statusCode).toBe(200)
    expect((await headOf(t, '/clinic-hours')).status).toBe(404)
    expect((await headOf(t, '/ne/clinic-hours')).status).toBe(404)
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/clinic-hours<')

    expect((await t.authed({ method: 'PUT', url: `/api/pages/${id}`, payload: { status: 'published' } })).statusCode).toBe(200)
    expect((await headOf(t, '/clinic-hours')).status).toBe(200)
    expect((await t.authed({ method: 'DELETE', url: `/api/pages/${id}` })).statusCode).toBe(200)
    const gone = await headOf(t, '/clinic-hours')
    expect([gone.status, gone.title]).toEqual([404, `Page not found | ${SCHOOL}`])
    // a path no page ever had
    expect((await headOf(t, '/no-such-page')).status).toBe(404)
  })

  test('a page the seed made of a static page (/about) is the record\'s: its head, and 404 once unpublished, on its site only', async () => {
    const t = get()
    const seeded = SEED_PAGES.find((p) => p.site === 'school' && p.path === '/about')!
    // no page there yet (a new school): not found, and not in the sitemap
    expect((await headOf(t, '/about')).status).toBe(404)
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain('/about<')
    const created = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...seeded, description: 'Who we are and what we stand for', ne: { ...seeded.ne, description: 'हामी को हौँ' } } })
    expect(created.statusCode).toBe(201)
    const { _id: id } = json<{ _id: string }>(created)
    const en = await headOf(t, '/about')
    expect([en.status, en.title, en.meta.description]).toEqual([200, `${seeded.title} | ${SCHOOL}`, 'Who we are and what we stand for'])
    const ne = await headOf(t, '/ne/about')
    expect([ne.status, ne.title, ne.meta.description]).toEqual([200, `${seeded.ne!.title!} | ${SEED_SETTINGS.school.ne.name!}`, 'हामी को हौँ'])
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain('<loc>http://localhost/ne/about</loc>')
    // a staff edit of the title is the page's head on the next request
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${id}`, payload: { title: 'Our story' } })).statusCode).toBe(200)
    expect((await headOf(t, '/about')).title).toBe(`Our story | ${SCHOOL}`)
    // the women's centre's /about is its own page: none there yet
    expect((await headOf(t, '/about', { host: 'women.localhost' })).status).toBe(404)
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${id}`, payload: { status: 'draft' } })).statusCode).toBe(200)
    const hidden = await headOf(t, '/about')
    expect([hidden.status, hidden.title]).toEqual([404, `Page not found | ${SCHOOL}`])
    expect((await headOf(t, '/ne/about')).status).toBe(404)
  })
}, { webRoot })
