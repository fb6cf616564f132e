import { describeEachDb, json, type TestApp } from './helper.js'
import { userWithRole } from './writes.js'

const URL_ = '/api/menus?site=school'
const put = (t: TestApp, payload: unknown, url = URL_) => t.authed({ method: 'PUT', url, payload: payload as Record<string, unknown> })

const MENUS = {
  header: [
    { label: 'Home', ne: { label: 'गृहपृष्ठ' }, path: '/news' },
    { label: 'About', ne: { label: 'हाम्रो बारेमा' }, children: [{ label: 'Clinic', path: '/clinic' }, { label: 'Apply Now', path: '/registration' }] }
  ],
  footer: {
    useful: [{ label: 'Careers', path: '/careers' }, { label: 'Staff Login', path: '/admin/login' }],
    external: [{ label: 'NEB', url: 'https://www.neb.gov.np/' }]
  }
}

describeEachDb('menus (issue 31)', (get) => {
  beforeAll(async () => {
    const page = await get().authed({ method: 'POST', url: '/api/pages', payload: { site: 'school', path: '/clinic', title: 'Clinic', blocks: [] } })
    expect(page.statusCode).toBe(201)
  })

  test('empty until set; an admin replaces them; the public reads them per site', async () => {
    const t = get()
    expect(json(await t.app.inject({ url: URL_ }))).toEqual({ header: [], footer: { useful: [], external: [] } })
    const res = await put(t, MENUS)
    expect([res.statusCode, json(res)]).toEqual([200, MENUS])
    expect(json(await t.app.inject({ url: URL_ }))).toEqual(MENUS)
    expect(json(await t.app.inject({ url: '/api/menus?site=women' }))).toEqual({ header: [], footer: { useful: [], external: [] } })
    const audit = await t.app.knex('audit').where({ resource: 'menus' }).first() as { method: string; itemId: string }
    expect(audit).toMatchObject({ method: 'PUT', itemId: 'school' })
  })

  test.each([
    [{ header: [{ label: 'Fees', path: '/fees' }], footer: { useful: [], external: [] } }, 'header.0.path /fees is not a page of this site'],
    // the clinic page is the school's, not the women's centre's
    [{ header: [{ label: 'Clinic', path: '/clinic' }], footer: { useful: [], external: [] } }, 'header.0.path /clinic is not a page of this site', '/api/menus?site=women'],
    [{ header: [{ label: 'About', children: [{ label: 'Gone', path: '/gone' }] }], footer: { useful: [], external: [] } }, 'header.0.children.0.path /gone is not a page of this site'],
    [{ header: [{ label: 'Empty' }], footer: { useful: [], external: [] } }, 'header.0 needs a path or a url'],
    [{ header: [{ label: 'Both', path: '/news', url: 'https://x.test/' }], footer: { useful: [], external: [] } }, 'header.0 has both a path and a url; give one'],
    [{ header: [], footer: { useful: [], external: [{ label: 'Bad', url: 'javascript:alert(1)' }] } }, 'footer.external.0.url must be a valid http(s) URL'],
    [{ header: [{ label: ' ', path: '/news' }], footer: { useful: [], external: [] } }, 'header.0.label is not valid'],
    [{ header: [{ label: 'A', children: [{ label: 'B', children: [{ label: 'C', path: '/news' }] }] }], footer: { useful: [], external: [] } }, 'header.0.children.0.children: menus have two levels at most'],
    [{ header: [], footer: { useful: [{ label: 'A', path: '/news', children: [{ label: 'B', path: '/events' }] }], external: [] } }, 'footer.useful.0.children: footer links have no children']
  ])('PUT %j is refused: %s', async (body, message, url = URL_) => {
    const t = get()
    const before = json(await t.app.inject({ url }))
    const res = await put(t, body, url)
    expect([res.statusCode, json(res)]).toEqual([400, { message }])
    expect(json(await t.app.inject({ url }))).toEqual(before)
  })

  test('only an admin changes menus, and a change is seen on the next read', async () => {
    const t = get()
    await t.app.inject({ url: URL_ })
    expect((await t.app.inject({ url: URL_ })).headers['x-cache']).toBe('HIT')
    const editor = await userWithRole(t, 'editor')
    const refused = await t.app.inject({ method: 'PUT', url: URL_, headers: { authorization: `Bearer ${editor.token}` }, payload: MENUS })
    expect(refused.statusCode).toBe(403)
    const next = { ...MENUS, header: [{ label: 'Events', path: '/events' }] }
    expect((await put(t, next)).statusCode).toBe(200)
    const read = await t.app.inject({ url: URL_ })
    expect([read.headers['x-cache'], json(read)]).toEqual(['MISS', next])
  })
})
