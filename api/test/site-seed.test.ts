import { describeEachDb, json } from './helper.js'
import { SEED_MENUS, SEED_SETTINGS, seedSite } from '../src/seed/site.js'
import { SEED_PAGES } from '../src/seed/site-pages.js'
import type { Block, Page } from '@school/shared/contract'

const texts = (blocks: Block[]): string => JSON.stringify(blocks)

describeEachDb('the demo seed of settings, menus and pages (issue 31)', (get) => {
  beforeAll(async () => { await seedSite(get().app, get().adminId) })

  test("today's facts are both sites' settings, and they pass the settings rules", async () => {
    const t = get()
    for (const site of ['school', 'women'] as const) {
      expect(json(await t.app.inject({ url: `/api/settings?site=${site}` }))).toEqual(SEED_SETTINGS[site])
      const { logo: _logo, ...rest } = SEED_SETTINGS[site]
      const again = await t.authed({ method: 'PUT', url: `/api/settings?site=${site}`, payload: rest })
      expect([site, again.statusCode]).toEqual([site, 200])
    }
  })

  test("today's navigation is both sites' menus, and every internal path is a page or a route of its site", async () => {
    const t = get()
    const school = json<{ header: Array<{ label: string; children?: Array<{ label: string; path?: string }> }>; footer: { useful: Array<{ label: string }>; external: Array<{ label: string; url?: string }> } }>(
      await t.app.inject({ url: '/api/menus?site=school' }))
    expect(school.header.map((i) => i.label)).toEqual(['Home', 'About', 'HA Family', 'Updates', 'Gallery', 'Careers', 'Contact'])
    expect(school.header[1]!.children!.map((c) => c.path)).toEqual(['/about', '/school', '/college', '/women-centre', '/scholarship', '/alumni'])
    expect(school.footer.useful.map((l) => l.label)).toEqual(['Apply Now', 'Careers', 'Scholarship', 'Notices', 'Downloads', 'Alumni', 'Contact Us', 'Staff Login'])
    expect(school.footer.external[0]).toEqual({ label: 'Hope Women’s Centre', url: `http://${t.config.womenHost}/` })
    expect(json(await t.app.inject({ url: '/api/menus?site=women' }))).toEqual(SEED_MENUS.women)
    for (const site of ['school', 'women'] as const) {
      const again = await t.authed({ method: 'PUT', url: `/api/menus?site=${site}`, payload: SEED_MENUS[site] })
      expect([site, again.statusCode, again.body]).toEqual([site, 200, JSON.stringify(SEED_MENUS[site])])
    }
  })

  test("the static pages are published pages made of blocks, SPEC's texts unchanged by sanitising", async () => {
    const t = get()
    const school = json<Array<{ path: string }>>(await t.app.inject({ url: '/api/pages?site=school' })).map((p) => p.path).sort()
    expect(school).toEqual(['/', '/about', '/alumni', '/college', '/hafamily/bod', '/hafamily/honorary', '/hafamily/staffs', '/scholarship', '/school', '/women-centre'])
    const women = json<Array<{ path: string }>>(await t.app.inject({ url: '/api/pages?site=women' })).map((p) => p.path).sort()
    expect(women).toEqual(['/', '/about', '/clinic'])

    for (const seeded of SEED_PAGES) {
      const res = await t.app.inject({ url: `/api/pages/by-path?site=${seeded.site}&path=${encodeURIComponent(seeded.path)}` })
      expect([seeded.site, seeded.path, res.statusCode]).toEqual([seeded.site, seeded.path, 200])
      const page = json<Page>(res)
      if (seeded.path !== '/women-centre') expect(page.blocks).toEqual(seeded.blocks)
    }
    const schoolPage = json<Page>(await t.app.inject({ url: '/api/pages/by-path?site=school&path=/school' }))
    const tabs = schoolPage.blocks.find((b) => b.type === 'tabs')
    expect(tabs?.type === 'tabs' && tabs.items.map((i) => i.title)).toEqual(['What we do?', 'Why Us?', 'Strength'])
    const college = json<Page>(await t.app.inject({ url: '/api/pages/by-path?site=school&path=/college' }))
    const programmes = college.blocks.find((b) => b.type === 'programmes')
    expect(programmes?.type === 'programmes' && programmes.items.map((i) => i.name)).toEqual(['Science', 'Management', 'Education'])
    const about = json<Page>(await t.app.inject({ url: '/api/pages/by-path?site=school&path=/about' }))
    expect(about).toMatchObject({ title: 'About Us', ne: { title: 'हाम्रो बारेमा' } })
    expect(texts(about.blocks)).toContain('Our Mission')
    expect(texts(about.blocks)).toContain('<h2>Our Aims</h2>')
    const womenCentre = json<Page>(await t.app.inject({ url: '/api/pages/by-path?site=school&path=/women-centre' }))
    expect(womenCentre.blocks.at(-1)).toMatchObject({ type: 'cta', link: `http://${t.config.womenHost}/` })
  })
})
