import { describeEachDb, json } from './helper.js'
import { file, png } from './fixtures.js'
import { SEED_MENUS, SEED_SETTINGS, seedSite } from '../src/seed/site.js'
import { SEED_PAGES } from '../src/seed/site-pages.js'
import type { Block, Page } from '@school/shared/contract'

const texts = (blocks: Block[]): string => JSON.stringify(blocks)

/** A seeded page's blocks as the API answers them: each of the demo's own files (`seed:…`) stored as an upload. */
const asStored = (blocks: Block[]): unknown[] => blocks.map((b) => (b.type === 'brochures' || b.type === 'logos'
  ? { ...b, items: b.items.map((i) => ({ ...i, file: expect.stringMatching(new RegExp(`^/uploads/[a-f0-9]{32}\\.${i.file.split('.').pop()}$`)) })) }
  : b))

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
      if (seeded.path !== '/women-centre') expect(page.blocks).toEqual(asStored(seeded.blocks))
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

  test("the partner logos and the clinic's brochures are uploads the pages name, served as files, and the pages save again as they are", async () => {
    const t = get()
    const page = async (site: string, path: string) => json<Page>(await t.app.inject({ url: `/api/pages/by-path?site=${site}&path=${encodeURIComponent(path)}` }))
    const names = (b: Block | undefined) => (b?.type === 'logos' ? b.items.map((i) => i.name) : [])
    const womenHome = await page('women', '/')
    const schoolHome = await page('school', '/')
    expect(names(womenHome.blocks.find((b) => b.type === 'logos'))).toEqual(['Lalitpur Health Office', 'Nari Shakti Cooperative', 'Safe Motherhood Network Nepal', 'Valley Nursing Campus', 'Hope Academy Trust', 'Himalayan Skills Institute'])
    expect(names(schoolHome.blocks.find((b) => b.type === 'logos'))).toEqual(["Hope Children's Trust", 'Himalayan Learning Foundation', 'Rotary Club of Patan', "Girls' Education Network", 'Lalitpur Health Outreach', 'Green Valley Library Project', "Nepal Teachers' Forum"])

    const logo = womenHome.blocks.find((b) => b.type === 'logos')
    const svg = await t.app.inject({ url: logo?.type === 'logos' ? logo.items[4]!.file : '' })
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')])
    expect(svg.body).toContain('Hope Academy')
    // a drawing opened on its own runs no script
    expect(svg.headers['content-security-policy']).toContain('sandbox')

    const clinic = await page('women', '/clinic')
    const brochures = clinic.blocks.find((b) => b.type === 'brochures')
    expect(brochures?.type === 'brochures' && brochures.items.map((i) => [i.title, i.lang])).toEqual([['Cervical Cancer Brochure in English', 'en'], ['Cervical Cancer Brochure in Nepali', 'ne']])
    const pdf = await t.app.inject({ url: brochures?.type === 'brochures' ? brochures.items[0]!.file : '' })
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf'])
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // the clinic's phone is the settings', not the page's
    expect(texts(clinic.blocks)).not.toContain('tel:')

    for (const p of [womenHome, schoolHome, clinic]) {
      const again = await t.authed({ method: 'PUT', url: `/api/pages/${p._id}`, payload: { blocks: p.blocks } })
      expect([p.site, p.path, again.statusCode]).toEqual([p.site, p.path, 200])
    }
  })

  test('a logo must be an uploaded image and a brochure a PDF or an image: anything else is refused, naming the field', async () => {
    const t = get()
    const clinic = json<Page>(await t.app.inject({ url: '/api/pages/by-path?site=women&path=/clinic' }))
    const brochure = { type: 'brochures', items: [{ title: 'Leaflet', file: '/uploads/0123456789abcdef0123456789abcdef.pdf', lang: 'en' }] }
    const missing = await t.authed({ method: 'PUT', url: `/api/pages/${clinic._id}`, payload: { blocks: [...clinic.blocks, brochure] } })
    expect(missing.statusCode).toBe(400)
    expect(json<{ message: string }>(missing).message).toBe(`blocks.${clinic.blocks.length}.items.0.file: no uploaded file at this path; upload the file first`)

    const image = json<string>(await t.authed({ method: 'POST', url: '/api/upload?kind=image', ...file('formFile', 'logo.png', await png(360, 144)) }))
    const logos = { type: 'logos', items: [{ name: 'New partner', file: image, link: 'https://partner.example.org/' }] }
    const ok = await t.authed({ method: 'PUT', url: `/api/pages/${clinic._id}`, payload: { blocks: [...clinic.blocks, logos] } })
    expect(ok.statusCode).toBe(200)
    expect(json<Page>(ok).blocks.at(-1)).toEqual(logos)
    const stored = json<Page>(ok).blocks.find((b) => b.type === 'brochures')
    const pdfRef = stored?.type === 'brochures' ? stored.items[0]!.file : ''
    const pdfAsLogo = await t.authed({ method: 'PUT', url: `/api/pages/${clinic._id}`, payload: { blocks: [{ ...logos, items: [{ name: 'A PDF', file: pdfRef }] }] } })
    expect([pdfAsLogo.statusCode, json<{ message: string }>(pdfAsLogo).message]).toEqual([400, 'blocks.0.items.0.file: Only image file can be added.'])
    // put back as seeded, for the other tests
    expect((await t.authed({ method: 'PUT', url: `/api/pages/${clinic._id}`, payload: { blocks: clinic.blocks } })).statusCode).toBe(200)
  })
})
