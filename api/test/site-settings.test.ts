import type { AddressInfo } from 'node:net'
import { buildTestApp, describeEachDb, json, raw, type TestApp } from './helper.js'
import { file, png, svgWithScript } from './fixtures.js'
import { userWithRole } from './writes.js'
import { wireKey } from '../src/lib/cache-keys.js'

const SETTINGS = '/api/settings?site=school'
const put = (t: TestApp, payload: unknown, url = SETTINGS) => t.authed({ method: 'PUT', url, payload: payload as Record<string, unknown> })

describeEachDb('site settings (issue 31)', (get) => {
  test('a site without settings answers every field empty; the public reads without a token', async () => {
    const res = await get().app.inject({ url: '/api/settings?site=women' })
    expect(res.statusCode).toBe(200)
    expect(json(res)).toEqual({
      name: '', shortName: '', motto: '', tagline: '', address: '', phones: [], email: '', social: {}, logo: '',
      colors: { primary: '', accent: '' }, seo: { title: '', description: '', keywords: '' }, ne: {}
    })
    expect(json((await get().app.inject({ url: '/api/settings?site=nowhere' })))).toEqual({ message: 'site must be one of: school, women' })
  })

  test('an admin changes any fields; the rest are kept, and the public sees the change', async () => {
    const t = get()
    const first = await put(t, {
      name: 'Valley School', phones: ['+977-1-5550000', '9841 234 567'], email: 'office@valley.test',
      social: { facebook: 'https://facebook.com/valley', viber: 'viber://chat?number=9779841234567' },
      map: { lat: 27.67, lng: 85.32, label: 'Campus' }, colors: { primary: '#1d4ed8', accent: '#f2a900' },
      ne: { name: 'भ्याली स्कुल', seo: { title: 'भ्याली' } }
    })
    expect(first.statusCode).toBe(200)
    const second = await put(t, { motto: 'Learn well', colors: { accent: '#0f766e' }, ne: { motto: 'राम्रो सिक' } })
    expect(second.statusCode).toBe(200)
    const read = json<Record<string, unknown>>(await t.app.inject({ url: SETTINGS }))
    expect(read).toMatchObject({
      name: 'Valley School', motto: 'Learn well', phones: ['+977-1-5550000', '9841 234 567'], email: 'office@valley.test',
      social: { facebook: 'https://facebook.com/valley' }, map: { lat: 27.67, lng: 85.32, label: 'Campus' },
      colors: { primary: '#1d4ed8', accent: '#0f766e' }, ne: { name: 'भ्याली स्कुल', motto: 'राम्रो सिक', seo: { title: 'भ्याली' } }
    })
    // the other site is untouched
    expect(json<{ name: string }>(await t.app.inject({ url: '/api/settings?site=women' })).name).toBe('')
    expect(json<{ map?: unknown }>(await put(t, { map: null })).map).toBeUndefined()
    const audit = await t.app.knex('audit').where({ resource: 'settings' }).orderBy('createdAt', 'desc').first() as { method: string; itemId: string; after: string }
    expect(audit).toMatchObject({ method: 'PUT', itemId: 'school' })
  })

  test.each([
    [{ phones: ['+977-1-5550000', 'call us'] }, 'phones.1 must be a phone number, e.g. +977-1-4412345'],
    [{ phones: ['12'] }, 'phones.0 must be a phone number, e.g. +977-1-4412345'],
    [{ email: 'office-at-school' }, 'email must be a valid email address'],
    [{ social: { youtube: 'javascript:alert(1)' } }, 'social.youtube must be a valid URL (http: or https:)'],
    [{ social: { instagram: 'not a url' } }, 'social.instagram must be a valid URL (http: or https:)'],
    [{ colors: { primary: 'blue' } }, 'colors.primary must be a colour written #rrggbb'],
    [{ colors: { primary: '#abc' } }, 'colors.primary must be a colour written #rrggbb'],
    // antd's default blue fails AA under the header's white text; a mid grey reads with neither white nor dark text
    [{ colors: { primary: '#1677ff' } }, "colors.primary is too light for the header's white text: contrast 4.10:1, WCAG AA needs 4.5:1"],
    [{ colors: { primary: '#f2a900' } }, "colors.primary is too light for the header's white text: contrast 2.01:1, WCAG AA needs 4.5:1"],
    [{ colors: { accent: '#777777' } }, 'colors.accent reads neither with white nor with dark text: contrast 4.48:1 and 3.85:1, WCAG AA needs 4.5:1'],
    [{ logo: 'https://example.com/logo.png' }, 'logo: no uploaded file at this path; upload the file first'],
    [{ logo: '/uploads/crest.svg' }, 'logo: SVG images are not accepted; upload a PNG, JPEG, GIF or WebP image']
  ])('PUT %j is refused: %s', async (body, message) => {
    const t = get()
    const before = json(await t.app.inject({ url: SETTINGS }))
    const res = await put(t, body)
    expect([res.statusCode, json(res)]).toEqual([400, { message }])
    expect(json(await t.app.inject({ url: SETTINGS }))).toEqual(before)
  })

  test('the logo is an uploaded image; an SVG upload never becomes one', async () => {
    const t = get()
    const svg = await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'crest.svg', svgWithScript, 'image/svg+xml') })
    expect(svg.statusCode).toBe(400)
    const logo = json<string>(await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'crest.png', await png()) }))
    const res = await put(t, { logo })
    expect([res.statusCode, json<{ logo: string }>(res).logo]).toEqual([200, logo])
    const pdfRef = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=pdf', ...file('formFile', 'x.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')) }))
    if (typeof pdfRef === 'string' && pdfRef.startsWith('/uploads/')) {
      expect(json(await put(t, { logo: pdfRef }))).toEqual({ message: 'logo: must be an uploaded image (PNG, JPEG, GIF or WebP)' })
    }
  })

  test('only an admin changes settings: an editor gets 403, a visitor 401, and nothing changes', async () => {
    const t = get()
    const editor = await userWithRole(t, 'editor')
    const before = json(await t.app.inject({ url: SETTINGS }))
    const asEditor = await t.app.inject({ method: 'PUT', url: SETTINGS, headers: { authorization: `Bearer ${editor.token}` }, payload: { name: 'Taken over' } })
    expect([asEditor.statusCode, json(asEditor)]).toEqual([403, { message: 'You do not have permission to do this' }])
    expect((await t.app.inject({ method: 'PUT', url: SETTINGS, payload: { name: 'Taken over' } })).statusCode).toBe(401)
    expect(json(await t.app.inject({ url: SETTINGS }))).toEqual(before)
  })
})

describe('a settings change is seen on the next request: its cache tags are emptied', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => { await t.close() })

  test('the public cache and the wire cache drop the settings answer when an admin writes', async () => {
    await t.authed({ method: 'PUT', url: SETTINGS, payload: { phones: ['+977-1-5550000'] } })
    const read = async () => raw(port, SETTINGS, { 'accept-encoding': 'identity' })
    expect(JSON.parse((await read()).body.toString()).phones).toEqual(['+977-1-5550000'])
    const second = await read()
    expect(second.headers['x-cache']).toBe('HIT')
    const key = wireKey(SETTINGS, `http://127.0.0.1:${port}`, 'identity')
    expect(t.app.publicCache.has(SETTINGS)).toBe(true)
    expect(t.app.wireCache.cache.has(key)).toBe(true)

    const changed = await t.authed({ method: 'PUT', url: SETTINGS, payload: { phones: ['+977-1-5559999'] } })
    expect(changed.statusCode).toBe(200)
    expect(t.app.publicCache.has(SETTINGS)).toBe(false)
    expect(t.app.wireCache.cache.has(key)).toBe(false)
    const after = await read()
    expect([after.headers['x-cache'], JSON.parse(after.body.toString()).phones]).toEqual(['MISS', ['+977-1-5559999']])
  })
})
