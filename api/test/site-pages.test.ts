import type { InjectOptions } from 'fastify'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, png } from './fixtures.js'
import { userWithRole } from './writes.js'
import type { Page } from '@school/shared/contract'

const BLOCKS = [
  { type: 'richText', html: '<h2>Clinic hours</h2><p onclick="x()">Open <b>daily</b><script>alert(1)</script></p>', ne: { html: '<p>दैनिक <a href="javascript:alert(1)">खुला</a></p>' } },
  { type: 'cards', items: [{ title: 'Screening', text: 'Free on Fridays', link: '/contact', ne: { title: 'जाँच', text: 'शुक्रबार निःशुल्क' } }] },
  // a tab's rich text is sanitised; a plain text from before the editor is kept exactly (its `<` is not an entity)
  { type: 'tabs', items: [{ title: 'Hours', html: '<p>9 to 5</p><iframe src="https://evil.test"></iframe>' }, { title: 'Fees', html: 'Fees < 500 & books\nper term' }] },
  { type: 'news', limit: 3 },
  { type: 'cta', text: 'Book a visit', link: '/registration', ne: { text: 'भेट बुक गर्नुहोस्' } }
]
const PAGE = { site: 'school', path: '/clinic', title: 'Clinic', description: 'Our clinic', blocks: BLOCKS, ne: { title: 'क्लिनिक' } }

const byPath = (t: TestApp, path: string, site = 'school') => t.app.inject({ url: `/api/pages/by-path?site=${site}&path=${encodeURIComponent(path)}` })

describeEachDb('pages as content (issue 31)', (get) => {
  let editor: { token: string; _id: string }
  const asEditor = (t: TestApp, opts: InjectOptions) => t.app.inject({ ...opts, headers: { authorization: `Bearer ${editor.token}` } })
  beforeAll(async () => { editor = await userWithRole(get(), 'editor') })

  test('an editor creates, reads, edits and deletes a page; rich text is sanitised in both languages; each write is audited', async () => {
    const t = get()
    const created = await asEditor(t, { method: 'POST', url: '/api/pages', payload: PAGE })
    expect(created.statusCode).toBe(201)
    const page = json<Page>(created)
    expect(page).toMatchObject({ site: 'school', path: '/clinic', title: 'Clinic', status: 'published', publishAt: null, ne: { title: 'क्लिनिक' } })
    expect(page.blocks[0]).toEqual({ type: 'richText', html: '<h2>Clinic hours</h2><p>Open <b>daily</b></p>', ne: { html: '<p>दैनिक <a rel="noopener noreferrer">खुला</a></p>' } })
    expect(page.blocks[2]).toEqual({ type: 'tabs', items: [{ title: 'Hours', html: '<p>9 to 5</p>' }, { title: 'Fees', html: 'Fees < 500 & books\nper term' }] })

    expect(json(await t.app.inject({ url: '/api/pages?site=school' }))).toEqual([{ _id: page._id, path: '/clinic', title: 'Clinic', ne: { title: 'क्लिनिक' } }])
    expect(json(await t.app.inject({ url: '/api/pages?site=women' }))).toEqual([])
    expect(json<Page>(await byPath(t, '/clinic'))).toEqual(page)
    expect((await byPath(t, '/clinic', 'women')).statusCode).toBe(404)

    const edited = await asEditor(t, { method: 'PUT', url: `/api/pages/${page._id}`, payload: { title: 'Health clinic', path: '/health-clinic' } })
    expect(edited.statusCode).toBe(200)
    expect(json<Page>(edited)).toMatchObject({ title: 'Health clinic', path: '/health-clinic', blocks: page.blocks, ne: { title: 'क्लिनिक' } })
    expect((await byPath(t, '/clinic')).statusCode).toBe(404)
    expect(json<Page>(await byPath(t, '/health-clinic')).title).toBe('Health clinic')

    const removed = await asEditor(t, { method: 'DELETE', url: `/api/pages/${page._id}` })
    expect([removed.statusCode, json(removed)]).toEqual([200, { message: 'Page removed' }])
    expect([(await byPath(t, '/health-clinic')).statusCode, json(await byPath(t, '/health-clinic'))]).toEqual([404, { message: 'Page not found' }])
    expect(json(await t.app.inject({ url: '/api/pages?site=school' }))).toEqual([])
    expect((await asEditor(t, { method: 'DELETE', url: `/api/pages/${page._id}` })).statusCode).toBe(404)

    const audit = await t.app.knex('audit').where({ resource: 'pages', itemId: page._id }).orderBy('createdAt') as Array<{ method: string; userId: string; before: string | null; after: string | null }>
    expect(audit.map((a) => [a.method, a.userId])).toEqual([['POST', editor._id], ['PUT', editor._id], ['DELETE', editor._id]])
    expect(audit[1]!.before).toContain('"path":"/clinic"')
    expect(audit[1]!.after).toContain('"path":"/health-clinic"')
  })

  test.each([
    ['about', 'path must start with /'],
    ['/About', 'path must be lower-case'],
    ['/our clinic', 'path may only hold lower-case letters, digits and hyphens between single slashes, with no slash at the end'],
    ['/clinic/', 'path may only hold lower-case letters, digits and hyphens between single slashes, with no slash at the end'],
    ['/a//b', 'path may only hold lower-case letters, digits and hyphens between single slashes, with no slash at the end'],
    ['/news', "path /news clashes with the site's own /news pages"],
    ['/news/extra', "path /news/extra clashes with the site's own /news pages"],
    ['/admin', "path /admin clashes with the site's own /admin pages"],
    ['/api', "path /api clashes with the site's own /api pages"],
    ['/uploads', "path /uploads clashes with the site's own /uploads pages"],
    ['/ne', "path /ne clashes with the site's own /ne pages"],
    ['/ne/clinic', "path /ne/clinic clashes with the site's own /ne pages"],
    ['/registration', "path /registration clashes with the site's own /registration pages"],
    ['/gallery/albums', "path /gallery/albums clashes with the site's own /gallery pages"]
  ])('path %s is refused: %s', async (path, message) => {
    const t = get()
    const res = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path } })
    expect([res.statusCode, json(res)]).toEqual([400, { message }])
    expect(await t.app.knex('pages').where({ path }).first()).toBeUndefined()
  })

  test("two pages of one site cannot share a path (409); the other site may, and each site's app routes are its own", async () => {
    const t = get()
    const first = json<Page>(await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/fees' } }))
    const again = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/fees' } })
    expect([again.statusCode, json(again)]).toEqual([409, { message: 'The school site already has a page at /fees' }])
    expect((await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, site: 'women', path: '/fees' } })).statusCode).toBe(201)
    // /news is the school's app, but the women's centre has no news pages
    expect((await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, site: 'women', path: '/news' } })).statusCode).toBe(201)
    expect((await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, site: 'women', path: '/gallery' } })).statusCode).toBe(400)
    const second = json<Page>(await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/fees-2' } }))
    const clash = await t.authed({ method: 'PUT', url: `/api/pages/${second._id}`, payload: { path: '/fees' } })
    expect(clash.statusCode).toBe(409)
    // a page keeps its own path on edit
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${first._id}`, payload: { path: '/fees', title: 'Fees' } })).statusCode).toBe(200)
    expect(await t.app.knex('pages').where({ site: 'school', path: '/fees' }).count({ n: '*' })).toEqual([{ n: 1 }])
  })

  test('drafts and scheduled pages are not public (404) until published and due; unpublishing takes a page down', async () => {
    const t = get()
    const draft = json<Page>(await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/draft-page', status: 'draft' } }))
    const later = json<Page>(await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/later-page', publishAt: '2999-01-01T00:00:00Z' } }))
    expect((await byPath(t, '/draft-page')).statusCode).toBe(404)
    expect((await byPath(t, '/later-page')).statusCode).toBe(404)
    const listed = json<Array<{ path: string }>>(await t.app.inject({ url: '/api/pages?site=school' })).map((p) => p.path)
    expect(listed).not.toContain('/draft-page')
    expect(listed).not.toContain('/later-page')
    // the console sees both
    const all = json<Page[]>(await t.authed({ url: '/api/pages/all?site=school' })).map((p) => p.path)
    expect(all).toEqual(expect.arrayContaining(['/draft-page', '/later-page']))
    expect(json<Page>(await t.authed({ url: `/api/pages/all/${draft._id}` })).status).toBe('draft')

    expect((await t.authed({ method: 'PUT', url: `/api/pages/${draft._id}`, payload: { status: 'published' } })).statusCode).toBe(200)
    expect((await byPath(t, '/draft-page')).statusCode).toBe(200)
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${draft._id}`, payload: { status: 'draft' } })).statusCode).toBe(200)
    expect((await byPath(t, '/draft-page')).statusCode).toBe(404)
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${later._id}`, payload: { publishAt: 'soon' } })).statusCode).toBe(400)
    // a page scheduled for a minute from now: when it comes due, the job empties the pages' cache tag on every instance
    const soon = new Date(Date.now() + 60_000)
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${later._id}`, payload: { publishAt: soon.toISOString() } })).statusCode).toBe(200)
    await byPath(t, '/later-page')
    expect(t.app.publicCache.has('/api/pages/by-path?site=school&path=%2Flater-page')).toBe(true)
    expect(await t.app.publishing.publishDue(new Date(soon.getTime() + 1000))).toContain('pages')
    expect(t.app.publicCache.has('/api/pages/by-path?site=school&path=%2Flater-page')).toBe(false)
  })

  test('a published page is in the sitemap in both languages, and leaves it when deleted', async () => {
    const t = get()
    const page = json<Page>(await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/transport' } }))
    const sitemap = async () => (await t.app.inject({ url: '/sitemap.xml' })).body
    expect(await sitemap()).toContain('/transport</loc>')
    expect(await sitemap()).toContain('/ne/transport</loc>')
    await t.authed({ method: 'DELETE', url: `/api/pages/${page._id}` })
    expect(await sitemap()).not.toContain('/transport</loc>')
  })

  test('block files are our uploaded images; a visitor and an admissions officer cannot write pages', async () => {
    const t = get()
    const image = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'clinic.png', await png()) }))
    const ok = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/photos', blocks: [{ type: 'image', file: image, alt: 'Clinic' }, { type: 'gallery', files: [image] }] } })
    expect(ok.statusCode).toBe(201)
    const bad = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/photos-2', blocks: [{ type: 'gallery', files: [image, 'https://example.com/x.png'] }] } })
    expect([bad.statusCode, json(bad)]).toEqual([400, { message: 'blocks.0.files.1: no uploaded file at this path; upload the file first' }])
    const unknownType = await t.authed({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/photos-3', blocks: [{ type: 'script', src: 'x' }] } })
    expect(unknownType.statusCode).toBe(400)

    const admissions = await userWithRole(t, 'admissions')
    const refused = await t.app.inject({ method: 'POST', url: '/api/pages', headers: { authorization: `Bearer ${admissions.token}` }, payload: { ...PAGE, path: '/x' } })
    expect(refused.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: '/api/pages', payload: { ...PAGE, path: '/x' } })).statusCode).toBe(401)
    expect(await t.app.knex('pages').where({ path: '/x' }).first()).toBeUndefined()
  })
})
