import { REVISIONS_KEPT, type RevisionSummary } from '@school/shared/contract'
import { SEED_SETTINGS } from '../src/seed/site.js'
import { countOf } from '../src/db/index.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { CAREER, CREATE_BODIES, uploadRefs, userWithRole, type Refs } from './writes.js'

// Revisions (issue 32, item 4): every edit of a content item keeps the version it replaced, the last 50
// per item; a restore is a new edit (audited, caches emptied) that brings the item back byte for byte.

type Body = Record<string, unknown>
/** A news item without a picture (an upload is claimed by one item only). */
const NEWS = { title: 'Results out', author: 'Office', description: 'All passed', section: 'Primary' }

/** An answer's text without its `updatedAt`, the one field a restore (a new edit) changes. */
const withoutStamp = (text: string) => text.replace(/"updatedAt":"[^"]*",?/, '').replace(/,}$/, '}')

interface Case { resource: string; base: string; create: (r: Refs) => Body; edit: Body; wrap?: string }
const CASES: Case[] = [
  { resource: 'news', base: '/api/news', create: CREATE_BODIES['/api/news']!, edit: { ...NEWS, title: 'Results corrected', titleNe: 'नतिजा', status: 'draft' }, wrap: 'news' },
  { resource: 'notices', base: '/api/notices', create: CREATE_BODIES['/api/notices']!, edit: { title: 'Routine changed', descriptionNe: 'तालिका' } },
  { resource: 'events', base: '/api/events', create: CREATE_BODIES['/api/events']!, edit: { title: 'Sports week', venue: 'Hall' } },
  { resource: 'events/sub-domain', base: '/api/events/sub-domain', create: CREATE_BODIES['/api/events/sub-domain']!, edit: { title: 'Camp moved' } },
  { resource: 'careers', base: '/api/careers', create: CREATE_BODIES['/api/careers']!, edit: { ...CAREER, title: 'Maths Teacher', titleNe: 'गणित' }, wrap: 'career' },
  { resource: 'pages', base: '/api/pages', create: (r) => CREATE_BODIES['/api/pages']!({ ...r, image: r.image2 }), edit: { title: 'Clinic hours', blocks: [{ type: 'richText', html: '<p>Closed</p>' }] } }
]

describeEachDb('revisions', (get) => {
  let refs: Refs
  let t: TestApp
  beforeAll(async () => {
    t = get()
    refs = await uploadRefs(t)
  })

  test.each(CASES)('$resource: an edit keeps the version before it, and its restore brings it back byte for byte, audited', async (c) => {
    const created = await t.authed({ method: 'POST', url: c.base, payload: c.create(refs) })
    expect(created.statusCode).toBe(201)
    const id = json<{ _id: string }>(created)._id
    const edited = await t.authed({ method: 'PUT', url: `${c.base}/${id}`, payload: c.wrap ? { [c.wrap]: c.edit } : c.edit })
    expect(edited.statusCode).toBe(200)
    expect(withoutStamp(edited.body)).not.toBe(withoutStamp(created.body))

    const list = await t.authed({ url: `${c.base}/${id}/revisions` })
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    const revisions = json<RevisionSummary[]>(list)
    expect(revisions).toEqual([{ _id: expect.any(String), at: expect.any(String), user: { name: 'Test Admin' }, summary: expect.stringMatching(/^Changed .*title/) }])

    const whole = await t.authed({ url: `${c.base}/${id}/revisions/${revisions[0]!._id}` })
    expect(whole.statusCode).toBe(200)
    expect(json<Body>(whole)).toEqual(json<Body>(created))

    const restored = await t.authed({ method: 'POST', url: `${c.base}/${id}/revisions/${revisions[0]!._id}/restore` })
    expect([restored.statusCode, restored.statusCode === 200 || restored.body]).toEqual([200, true])
    // byte for byte: the restored item reads exactly as it was created, but for the time of the edit
    expect(withoutStamp(restored.body)).toBe(withoutStamp(created.body))

    // the restore is an edit too: the version it replaced is kept, newest first
    const after = json<RevisionSummary[]>(await t.authed({ url: `${c.base}/${id}/revisions` }))
    expect(after).toHaveLength(2)
    expect(json<Body>(await t.authed({ url: `${c.base}/${id}/revisions/${after[0]!._id}` }))).toEqual(json<Body>(edited))

    // audited once, as the restore, with what it changed
    const audit = json<Array<{ method: string; path: string; itemId: string; fields: string[] }>>(await t.authed({ url: `/api/audit?kind=${c.resource}&limit=5` }))
    expect(audit.slice(0, 2).map((a) => [a.method, a.path, a.itemId])).toEqual([
      ['POST', `${c.base}/${id}/revisions/${revisions[0]!._id}/restore`, id],
      ['PUT', `${c.base}/${id}`, id]
    ])
    expect(audit[0]!.fields).toContain('title')
  })

  test('a restore empties the cached public answer', async () => {
    const id = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: NEWS }))._id
    await t.authed({ method: 'PUT', url: `/api/news/${id}`, payload: { news: { ...NEWS, title: 'Second title' } } })
    expect(json<Body>(await t.app.inject({ url: `/api/news/${id}` })).title).toBe('Second title')
    expect(json<Body>(await t.app.inject({ url: `/api/news/${id}` })).title).toBe('Second title')
    const [rev] = json<RevisionSummary[]>(await t.authed({ url: `/api/news/${id}/revisions` }))
    expect((await t.authed({ method: 'POST', url: `/api/news/${id}/revisions/${rev!._id}/restore` })).statusCode).toBe(200)
    expect(json<Body>(await t.app.inject({ url: `/api/news/${id}` })).title).toBe('Results out')
  })

  test(`the last ${REVISIONS_KEPT} revisions of an item are kept, the oldest dropped first`, async () => {
    const id = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'v0', description: 'x', date: '2099-01-01' } }))._id
    for (let i = 1; i <= REVISIONS_KEPT + 5; i++) expect((await t.authed({ method: 'PUT', url: `/api/events/${id}`, payload: { title: `v${i}` } })).statusCode).toBe(200)
    const list = json<RevisionSummary[]>(await t.authed({ url: `/api/events/${id}/revisions` }))
    expect(list).toHaveLength(REVISIONS_KEPT)
    const title = async (rev: RevisionSummary) => json<Body>(await t.authed({ url: `/api/events/${id}/revisions/${rev._id}` })).title
    expect(await title(list[0]!)).toBe(`v${REVISIONS_KEPT + 4}`)
    expect(await title(list[REVISIONS_KEPT - 1]!)).toBe('v5')
    expect(await countOf(t.app.knex('revisions').where({ resource: 'events', itemId: id }))).toBe(REVISIONS_KEPT)
  })

  test("a site's settings and menus keep theirs under ?site=, the admin's alone", async () => {
    // a site as the first run leaves it
    const { women: _, ...seeded } = SEED_SETTINGS.school
    expect((await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: seeded })).statusCode).toBe(200)
    const settings = await t.app.inject({ url: '/api/settings?site=school' })
    expect((await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { motto: 'Changed motto', map: { lat: 27.6, lng: 85.5, label: 'School' } } })).statusCode).toBe(200)
    const [rev] = json<RevisionSummary[]>(await t.authed({ url: '/api/settings/revisions?site=school' }))
    expect(rev!.summary).toMatch(/motto/)
    expect(json<RevisionSummary[]>(await t.authed({ url: '/api/settings/revisions?site=women' }))).toEqual([])
    expect((await t.authed({ method: 'POST', url: `/api/settings/revisions/${rev!._id}/restore` })).statusCode).toBe(200)
    expect(withoutStamp((await t.app.inject({ url: '/api/settings?site=school' })).body)).toBe(withoutStamp(settings.body))

    const menus = await t.app.inject({ url: '/api/menus?site=women' })
    const put = await t.authed({ method: 'PUT', url: '/api/menus?site=women', payload: { header: [{ label: 'Contact', path: '/contact' }], footer: { useful: [], external: [] } } })
    expect(put.statusCode).toBe(200)
    const [menuRev] = json<RevisionSummary[]>(await t.authed({ url: '/api/menus/revisions?site=women' }))
    expect((await t.authed({ method: 'POST', url: `/api/menus/revisions/${menuRev!._id}/restore` })).statusCode).toBe(200)
    expect(withoutStamp((await t.app.inject({ url: '/api/menus?site=women' })).body)).toBe(withoutStamp(menus.body))

    const editor = { authorization: `Bearer ${(await userWithRole(t, 'editor')).token}` }
    expect((await t.app.inject({ url: '/api/settings/revisions?site=school', headers: editor })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `/api/settings/revisions/${rev!._id}/restore`, headers: editor })).statusCode).toBe(403)
  })

  test("an editor reads and restores news revisions; another item's revision, or none, is not found; no token, 401", async () => {
    const editor = { authorization: `Bearer ${(await userWithRole(t, 'editor')).token}` }
    const a = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: NEWS }))._id
    const b = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: NEWS }))._id
    await t.app.inject({ method: 'PUT', url: `/api/news/${a}`, headers: editor, payload: { news: { ...NEWS, title: 'By the editor' } } })
    const [rev] = json<RevisionSummary[]>(await t.app.inject({ url: `/api/news/${a}/revisions`, headers: editor }))
    expect(rev!.user.name).not.toBe('Test Admin')
    expect((await t.app.inject({ url: `/api/news/${b}/revisions/${rev!._id}`, headers: editor })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/notices/${a}/revisions/${rev!._id}`, headers: editor })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/news/${a}/revisions/${rev!._id}` })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: `/api/news/${a}/revisions/${rev!._id}/restore`, headers: editor })).statusCode).toBe(200)
  })
})

describeEachDb('a save on top of a newer version (issue 32, item 6)', (get) => {
  const NEWS = { title: 'Results out', author: 'Office', description: 'All passed', section: 'Primary' }
  test('answers 409 {message} for the updatedAt it loaded in the header or the body (inside the wrapper), saves as before without', async () => {
    const t = get()
    const loaded = json<{ _id: string; updatedAt: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: NEWS }))
    await new Promise((resolve) => setTimeout(resolve, 5))
    // someone else saves first
    const theirs = json<{ updatedAt: string }>(await t.authed({ method: 'PUT', url: `/api/news/${loaded._id}`, payload: { news: { ...NEWS, title: 'Their title', updatedAt: loaded.updatedAt } } }))
    expect(theirs.updatedAt).not.toBe(loaded.updatedAt)
    for (const stale of [
      { payload: { news: { ...NEWS, title: 'Mine', updatedAt: loaded.updatedAt } } },
      { payload: { news: { ...NEWS, title: 'Mine' } }, headers: { 'if-unmodified-since': loaded.updatedAt } }
    ]) {
      const res = await t.authed({ method: 'PUT', url: `/api/news/${loaded._id}`, ...stale })
      expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([409, expect.stringMatching(/changed by someone else/)])
    }
    expect(json<{ title: string }>(await t.authed({ url: `/api/news/all/${loaded._id}` })).title).toBe('Their title')
    // with the version now current, or saying nothing, the save goes ahead
    expect((await t.authed({ method: 'PUT', url: `/api/news/${loaded._id}`, payload: { news: { ...NEWS, title: 'Mine', updatedAt: theirs.updatedAt } } })).statusCode).toBe(200)
    expect((await t.authed({ method: 'PUT', url: `/api/news/${loaded._id}`, payload: { news: { ...NEWS, title: 'Mine again' } } })).statusCode).toBe(200)

    // a page's body is not wrapped
    const page = json<{ _id: string; updatedAt: string }>(await t.authed({ method: 'POST', url: '/api/pages', payload: { site: 'school', path: '/stale-test', title: 'A', blocks: [] } }))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${page._id}`, payload: { title: 'B' } })).statusCode).toBe(200)
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${page._id}`, payload: { title: 'C', updatedAt: page.updatedAt } })).statusCode).toBe(409)
  })
})
