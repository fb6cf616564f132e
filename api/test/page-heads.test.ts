import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SEED_SETTINGS } from '../src/seed/site.js'
import { SEED_PAGES } from '../src/seed/site-pages.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, png } from './fixtures.js'

// The shell as the build writes it (its own title and description are replaced per page).
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-heads-'))
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true })
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), [
  '<!doctype html>', '<html lang="en">', '  <head>', '    <meta charset="utf-8" />',
  '    <title>Shell title</title>', '    <meta name="description" content="Shell description" />',
  '  </head>', '  <body><div id="root"></div></body>', '</html>', ''
].join('\n'))
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }))

const SCHOOL = 'Hope Academy Higher Secondary School'
const WOMEN = 'Hope Women’s Centre'
const SCHOOL_NE = 'होप एकेडेमी हायर सेकेन्डरी स्कुल'
const women = { host: 'women.localhost' }

interface Head {
  status: number
  title: string | undefined
  meta: Record<string, string>
  canonical: string | undefined
  jsonLd: Array<Record<string, unknown>>
  body: string
}

/** The head of a page as a link preview reads it: no script runs. */
async function headOf (t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Head> {
  const res = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } })
  const body = res.body
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
  const meta: Record<string, string> = {}
  for (const m of body.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) meta[m[1]!] = decode(m[2]!)
  return {
    status: res.statusCode,
    title: /<title>([^<]*)<\/title>/.exec(body)?.[1] && decode(/<title>([^<]*)<\/title>/.exec(body)![1]!),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1],
    jsonLd: [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    body
  }
}

async function uploadImage (t: TestApp): Promise<string> {
  const res = await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'photo.png', await png()) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

describeEachDb('page heads: what a shared link shows before any script', (get) => {
  // the demo school's settings (issue 31): every head names the site from them; its static pages are pages
  beforeAll(async () => {
    for (const site of ['school', 'women'] as const) await get().app.settingsRepository.put(site, SEED_SETTINGS[site])
    for (const page of SEED_PAGES) await get().app.pagesRepository.create(page, null)
  })

  test('a news article: its title, description, canonical, Open Graph with the 1280-px picture, and NewsArticle JSON-LD', async () => {
    const t = get()
    const image = await uploadImage(t)
    const title = 'Sports "week" </script><script>alert(1)</script> & more'
    const created = await t.authed({ method: 'POST', url: '/api/news', payload: { title, author: 'Principal', description: 'Football, volleyball and a relay race for every class. '.repeat(6), section: 'Primary', image } })
    expect(created.statusCode).toBe(201)
    const { _id: id } = json<{ _id: string }>(created)

    const head = await headOf(t, `/news/${id}?from=viber`)
    expect(head.status).toBe(200)
    expect(head.title).toBe(`${title} | ${SCHOOL}`)
    expect(head.meta['og:title']).toBe(title)
    expect(head.meta['og:type']).toBe('article')
    expect(head.meta.description).toMatch(/^Football, volleyball and a relay race for every class\. .*\.\.\.$/)
    expect(head.meta.description!.length).toBe(163)
    expect(head.canonical).toBe(`http://localhost/news/${id}`)
    expect(head.meta['og:url']).toBe(head.canonical)
    const ogImage = head.meta['og:image']!
    expect(ogImage).toBe(`http://localhost${image.replace(/\.png$/, '.web.webp')}`)
    expect(head.meta['twitter:card']).toBe('summary_large_image')
    const variant = await t.app.inject({ url: new URL(ogImage).pathname })
    expect([variant.statusCode, variant.headers['content-type']]).toEqual([200, 'image/webp'])
    // the markup of the title is text, never markup: not in the title, the tags or the JSON-LD
    expect(head.body).not.toContain('<script>alert(1)</script>')
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'NewsArticle', headline: title, author: { '@type': 'Person', name: 'Principal' }, image: [ogImage] })])
    expect(head.body).toContain('\\u003c/script>')
  })

  test('an edit shows on the next request; a deleted or unknown article answers 404 with the not-found page', async () => {
    const t = get()
    const { _id: id } = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Before', author: 'A', description: 'D', section: 'Primary', image: '' } }))
    expect((await headOf(t, `/news/${id}`)).title).toBe(`Before | ${SCHOOL}`)
    expect((await headOf(t, `/news/${id}`)).title).toBe(`Before | ${SCHOOL}`)
    const edited = await t.authed({ method: 'PUT', url: `/api/news/${id}`, payload: { news: { newsId: id, title: 'After', author: 'A', description: 'D', section: 'Primary', image: '' } } })
    expect(edited.statusCode).toBe(200)
    const after = await headOf(t, `/news/${id}`)
    expect(after.title).toBe(`After | ${SCHOOL}`)
    expect(after.meta['twitter:card']).toBe('summary')
    expect(after.meta['og:image']).toBeUndefined()
    expect((await t.authed({ method: 'DELETE', url: `/api/news/${id}` })).statusCode).toBe(200)
    const gone = await headOf(t, `/news/${id}`)
    expect(gone.status).toBe(404)
    expect(gone.title).toBe(`Page not found | ${SCHOOL}`)
    expect(gone.body).toContain('<div id="root"></div>')
  })

  test('a draft or a not-yet-due article answers 404 until it is published', async () => {
    const t = get()
    const draft = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Draft news', author: 'A', description: 'D', section: 'Primary', image: '', status: 'draft' } }))
    const later = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { title: 'Later news', author: 'A', description: 'D', section: 'Primary', image: '', publishAt: '2099-01-01T00:00:00Z' } }))
    expect((await headOf(t, `/news/${draft._id}`)).status).toBe(404)
    expect((await headOf(t, `/news/${later._id}`)).status).toBe(404)
    const published = await t.authed({ method: 'PUT', url: `/api/news/${draft._id}`, payload: { news: { newsId: draft._id, title: 'Draft news', author: 'A', description: 'D', section: 'Primary', image: '', status: 'published' } } })
    expect(published.statusCode).toBe(200)
    expect((await headOf(t, `/news/${draft._id}`)).title).toBe(`Draft news | ${SCHOOL}`)
  })

  test('a vacancy and an album have their own heads; unknown ids of each answer 404', async () => {
    const t = get()
    const career = await t.authed({ method: 'POST', url: '/api/careers', payload: {
      title: 'Science Teacher', careerCategory: 'Teaching', noOfVacancy: 2, employmentType: 'Full time', location: 'Banepa',
      offeredSalary: 'NPR 40,000', applyBefore: '2099-03-31', educationLevel: 'Bachelor', experienceRequired: '2 years',
      careerSpecs: '<p>Teach physics</p>', careerDesc: '<p>Teach <strong>physics</strong> to grades 9 and 10.</p>', note: ''
    } })
    expect(career.statusCode).toBe(201)
    const vacancy = await headOf(t, `/careers/${json<{ _id: string }>(career)._id}`)
    expect([vacancy.status, vacancy.title, vacancy.meta.description]).toEqual([200, `Science Teacher | ${SCHOOL}`, 'Teach physics to grades 9 and 10.'])

    const images = [await uploadImage(t), await uploadImage(t)]
    const album = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/gallery/albums', payload: { name: 'Dashain 2083', images } }))
    const albumHead = await headOf(t, `/gallery/albums/${album._id}`)
    expect([albumHead.status, albumHead.title]).toEqual([200, `Dashain 2083 | ${SCHOOL}`])
    expect(albumHead.meta['og:image']).toBe(`http://localhost${images[0]!.replace(/\.png$/, '.web.webp')}`)

    const womenAlbum = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/gallery', payload: { name: 'Health camp', images: [await uploadImage(t)] } }))
    const womenHead = await headOf(t, `/gallery/${womenAlbum._id}`, women)
    expect([womenHead.status, womenHead.title]).toEqual([200, `Health camp | ${WOMEN}`])
    // each site's albums on its own host only
    expect((await headOf(t, `/gallery/albums/${womenAlbum._id}`)).status).toBe(404)

    for (const [url, headers] of [['/careers/no-such-id', {}], ['/gallery/albums/no-such-id', {}], ['/gallery/no-such-id', women]] as const) {
      const res = await headOf(t, url, headers)
      expect([url, res.status]).toEqual([url, 404])
    }
  })

  test('the homes describe the school and the centre as schema.org organisations', async () => {
    const t = get()
    const school = await headOf(t, '/')
    expect(school.title).toBe(`${SCHOOL} | Learning with care, leading with purpose`)
    expect(school.jsonLd).toEqual([expect.objectContaining({ '@type': ['School', 'EducationalOrganization'], name: SCHOOL, url: 'http://localhost/' })])
    const centre = await headOf(t, '/', women)
    expect(centre.title).toBe(`Education, health and livelihoods for women | ${WOMEN}`)
    expect(centre.meta['og:site_name']).toBe(WOMEN)
    expect(centre.jsonLd).toEqual([expect.objectContaining({ '@type': 'EducationalOrganization', name: WOMEN, url: 'http://women.localhost/' })])
  })

  test('the events page lists the upcoming events as schema.org Events, and a new event shows at once', async () => {
    const t = get()
    const before = await headOf(t, '/events')
    expect(before.title).toBe(`Upcoming Events | ${SCHOOL}`)
    expect((await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Parents’ day', description: '<p>Meet the teachers</p>', date: '2099-11-15' } })).statusCode).toBe(201)
    const after = await headOf(t, '/events')
    expect(after.jsonLd).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'Event', name: 'Parents’ day', startDate: '2099-11-15', description: 'Meet the teachers' })]))
  })

  test("an event's page (issue 33): its title, Event JSON-LD with its time on the school's clock and its own URL; Nepali under /ne; 404 for a draft or an unknown id", async () => {
    const t = get()
    const created = await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Prize giving', titleNe: 'पुरस्कार वितरण', description: '<p>Awards for the year</p>', date: '2099-04-10', startTime: '14:00', venue: 'Main hall' } })
    const id = json<{ _id: string }>(created)._id
    const head = await headOf(t, `/events/${id}`)
    expect(head.status).toBe(200)
    expect(head.title).toBe(`Prize giving | ${SCHOOL}`)
    expect(head.meta.description).toBe('Awards for the year')
    expect(head.jsonLd).toEqual([expect.objectContaining({
      '@type': 'Event', name: 'Prize giving', startDate: '2099-04-10T08:15:00.000Z', endDate: '2099-04-10T09:15:00.000Z',
      location: expect.objectContaining({ '@type': 'Place', name: 'Main hall' }), url: `http://localhost/events/${id}`
    })])
    const ne = await headOf(t, `/ne/events/${id}`)
    expect(ne.title).toBe(`पुरस्कार वितरण | ${SCHOOL_NE}`)
    expect(ne.jsonLd[0]).toMatchObject({ name: 'पुरस्कार वितरण', url: `http://localhost/ne/events/${id}` })
    // the events list names each event's page
    expect((await headOf(t, '/events')).jsonLd).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Prize giving', url: `http://localhost/events/${id}` })]))
    const draft = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Draft', description: 'd', date: '2099-04-11', status: 'draft' } }))._id
    for (const url of [`/events/${draft}`, '/events/no-such-id', '/ne/events/no-such-id']) expect([url, (await headOf(t, url)).status]).toEqual([url, 404])

    const camp = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Health camp', description: 'Free checks', startDate: '2099-05-01', endDate: '2099-05-03' } }))._id
    const centre = await headOf(t, `/events/${camp}`, women)
    expect(centre.title).toBe(`Health camp | ${WOMEN}`)
    expect(centre.jsonLd).toEqual([expect.objectContaining({ '@type': 'Event', startDate: '2099-05-01', endDate: '2099-05-03', url: `http://women.localhost/events/${camp}` })])
    // each site's events on its own host only
    expect((await headOf(t, `/events/${camp}`)).status).toBe(404)
    expect((await headOf(t, `/events/${id}`, women)).status).toBe(404)
  })

  test('each host answers its own pages only: the other site\'s paths are 404, the old albums path redirects', async () => {
    const t = get()
    expect((await headOf(t, '/clinic')).status).toBe(404)
    expect((await headOf(t, '/news', women)).status).toBe(404)
    expect((await headOf(t, '/gallery', women)).title).toBe(`Gallery | ${WOMEN}`)
    expect((await headOf(t, '/gallery')).status).toBe(404)
    const moved = await t.app.inject({ url: '/gallery/albums', headers: women })
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/gallery'])
  })

  test('every page answers in Nepali under /ne: lang="ne", the Nepali title and description, hreflang links', async () => {
    const t = get()
    const news = await headOf(t, '/ne/news')
    expect(news.status).toBe(200)
    expect(news.body).toMatch(/<html lang="ne">/)
    // the site's Nepali name (its settings' `ne.name`, `ne.shortName`) in the title and description
    expect(news.title).toBe(`समाचार | ${SCHOOL_NE}`)
    expect(news.meta.description).toBe('होप एकेडेमीका समाचार: नतिजा, कार्यक्रम, उपलब्धि र विद्यालयको दैनिकी।')
    expect(news.meta['og:locale']).toBe('ne_NP')
    expect(news.canonical).toBe('http://localhost/ne/news')
    const links = (body: string) => [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]])
    const both = [['en', 'http://localhost/news'], ['ne', 'http://localhost/ne/news'], ['x-default', 'http://localhost/news']]
    expect(links(news.body)).toEqual(both)
    // the English page: lang="en", the same alternates
    const english = await headOf(t, '/news')
    expect(english.body).toMatch(/<html lang="en">/)
    expect(english.title).toBe(`News | ${SCHOOL}`)
    expect(links(english.body)).toEqual(both)

    // the Nepali homes: the site's name and its Nepali tagline
    const home = await headOf(t, '/ne')
    expect([home.status, home.title]).toEqual([200, `${SCHOOL_NE} | स्नेहसहित सिकाइ, उद्देश्यसहित नेतृत्व`])
    expect(links(home.body)).toEqual([['en', 'http://localhost/'], ['ne', 'http://localhost/ne'], ['x-default', 'http://localhost/']])
    const centre = await headOf(t, '/ne', women)
    expect(centre.title).toBe(`महिलाका लागि शिक्षा, स्वास्थ्य र जीविकोपार्जन | होप महिला केन्द्र`)
    expect((await headOf(t, '/ne/clinic', women)).title).toBe('क्लिनिक | होप महिला केन्द्र')

    // every page path of both sites, in Nepali (the console's sign-in page stays English-only)
    for (const [path, headers] of [['/ne/about', {}], ['/ne/hafamily/bod', {}], ['/ne/gallery/videos', {}], ['/ne/registration', {}], ['/ne/contact', women], ['/ne/gallery', women]] as const) {
      const res = await headOf(t, path, headers)
      expect([path, res.status, res.body.includes('<html lang="ne">')]).toEqual([path, 200, true])
    }
    // an item in Nepali: its page, 404 for an unknown id
    const album = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/gallery/albums', payload: { name: 'Tihar 2083', images: [await uploadImage(t)] } }))
    expect((await headOf(t, `/ne/gallery/albums/${album._id}`)).status).toBe(200)
    const missing = await headOf(t, '/ne/gallery/albums/no-such-id')
    expect([missing.status, missing.title, missing.body.includes('<html lang="ne">')]).toEqual([404, `पृष्ठ भेटिएन | ${SCHOOL_NE}`, true])
    // unknown paths stay 404 in Nepali too, and the other site's pages are not this host's
    expect((await headOf(t, '/ne/no-such-page')).status).toBe(404)
    expect((await headOf(t, '/ne/clinic')).status).toBe(404)
    expect((await headOf(t, '/ne/news', women)).status).toBe(404)
    expect((await headOf(t, '/ne/admin/login')).status).toBe(404)
    const moved = await t.app.inject({ url: '/ne/gallery/albums', headers: women })
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/ne/gallery'])
  })

  test('a Nepali article page carries the item\'s Nepali title and description where it has them, the English where not', async () => {
    const t = get()
    const payload = { title: 'Sports week', author: 'A', description: 'Races for every class.', section: 'Primary', image: '' }
    const both = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...payload, titleNe: 'खेलकुद सप्ताह', descriptionNe: 'हरेक कक्षाका लागि दौड।' } }))
    const english = json<{ _id: string }>(await t.authed({ method: 'POST', url: '/api/news', payload }))
    const ne = await headOf(t, `/ne/news/${both._id}`)
    expect([ne.title, ne.meta.description, ne.jsonLd[0]?.headline]).toEqual([`खेलकुद सप्ताह | ${SCHOOL_NE}`, 'हरेक कक्षाका लागि दौड।', 'खेलकुद सप्ताह'])
    expect((await headOf(t, `/news/${both._id}`)).title).toBe(`Sports week | ${SCHOOL}`)
    expect((await headOf(t, `/ne/news/${english._id}`)).title).toBe(`Sports week | ${SCHOOL_NE}`)
  })

  test('the home remembers the language: lang=ne sends / to /ne (302, Vary: Cookie); other links keep their language', async () => {
    const t = get()
    const nepali = await t.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'other=1; lang=ne' } })
    expect([nepali.statusCode, nepali.headers.location]).toEqual([302, '/ne'])
    expect(nepali.headers.vary).toMatch(/Cookie/)
    const english = await t.app.inject({ url: '/', headers: { accept: 'text/html', cookie: 'lang=en' } })
    expect(english.statusCode).toBe(200)
    expect(english.headers.vary).toMatch(/Cookie/)
    expect((await t.app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200)
    // a shared /news link opens in English whatever the cookie says
    const shared = await headOf(t, '/news', { cookie: 'lang=ne' })
    expect([shared.status, shared.title]).toEqual([200, `News | ${SCHOOL}`])
    // the sitemap lists each page in both languages, on each host its own
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body
    for (const loc of ['http://localhost/news', 'http://localhost/ne/news', 'http://localhost/ne', 'http://localhost/ne/gallery/videos']) expect(sitemap).toContain(`<loc>${loc}</loc>`)
    const womenMap = (await t.app.inject({ url: '/sitemap.xml', headers: women })).body
    expect(womenMap).toContain('<loc>http://women.localhost/ne/gallery</loc>')
    expect(womenMap).not.toContain('/ne/news')
    const slash = await t.app.inject({ url: '/ne/' })
    expect([slash.statusCode, slash.headers.location]).toEqual([301, '/ne'])
  })
}, { webRoot })
