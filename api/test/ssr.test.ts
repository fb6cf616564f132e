import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { jest } from '@jest/globals'
import { buildTestApp, describeEachDb, json, raw, type Raw, type TestApp } from './helper.js'
import { file, png } from './fixtures.js'
import { SEED_MENUS, SEED_SETTINGS } from '../src/seed/site.js'
import { SEED_PAGES } from '../src/seed/site-pages.js'

// Server rendering of the public pages (issue 12): the real server bundles of both public remotes, built
// here from the one config factory into a web root of their own, as a deploy copies each remote's dist/.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const REMOTES = ['mf-public-school', 'mf-public-women'] as const
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ssr-'))
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Shell title</title>',
  '<meta name="description" content="Shell description"/><script defer="defer" src="/main.js"></script></head>',
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"><div class="shell-loading">Loading…</div></div></body></html>'
].join('')
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true })
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), SHELL)
const bundleOf = (remote: (typeof REMOTES)[number], root = webRoot) => path.join(root, remote, 'dist', 'server', 'render.js')
/** A web root of its own (a test may redeploy its template), with the template and the remotes' server bundles built above. */
function copyWebRoot (root: string): void {
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true })
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL)
  for (const remote of REMOTES) {
    fs.mkdirSync(path.dirname(bundleOf(remote, root)), { recursive: true })
    fs.copyFileSync(bundleOf(remote), bundleOf(remote, root))
  }
}
// The school's client build is represented by its one stylesheet (the women's has none here, as a dev
// build: its pages carry the CSS its modules imported instead).
const STYLESHEET = 'styles.0123abcd.css'
const STYLESHEET_CSS = [
  '.client-built-sheet{color:red}',
  '@font-face{font-family:Noto;src:url(assets/noto-sans-devanagari-devanagari-400-normal.07529ee8.woff2) format("woff2")}',
  '@font-face{font-family:Noto;font-weight:700;src:url("assets/noto-sans-devanagari-devanagari-700-normal.3f9fa802.woff2")}',
  '.logo{background:url(data:image/png;base64,AAAA)}'
].join('\n')
fs.mkdirSync(path.join(webRoot, 'mf-public-school', 'dist'), { recursive: true })
fs.writeFileSync(path.join(webRoot, 'mf-public-school', 'dist', STYLESHEET), STYLESHEET_CSS)

beforeAll(() => {
  for (const remote of REMOTES) {
    const dir = path.join(repo, remote)
    const cli = createRequire(path.join(dir, 'package.json')).resolve('webpack-cli/bin/cli.js')
    execFileSync(process.execPath, [cli, '--mode', 'production', '--config-name', 'server', '--output-path', path.dirname(bundleOf(remote))], { cwd: dir, stdio: 'pipe' })
  }
}, 600_000)
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }))

const women = { host: 'women.localhost' }

interface Page {
  status: number
  body: string
  /** the text inside #root, as a reader without JavaScript sees it */
  text: string
  cache: string | undefined
  state: { remote: string; queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown; status: string } }> } } | null
}

async function page (t: TestApp, url: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await t.app.inject({ url, headers: { accept: 'text/html', ...headers } })
  const body = res.body
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json" id="ssr-state"/.exec(body)?.[1] ?? ''
  const state = /<script type="application\/json" id="ssr-state" data-remote="[^"]+">([\s\S]*?)<\/script>/.exec(body)?.[1]
  return {
    status: res.statusCode,
    body,
    text: root.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' '),
    cache: res.headers['x-ssr'] as string | undefined,
    state: state ? JSON.parse(state) as Page['state'] : null
  }
}

/** The JSON-LD objects in a page's head. */
const jsonLdOf = (body: string) => [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m): Record<string, unknown> => JSON.parse(m[1]!))

async function uploadImage (t: TestApp): Promise<string> {
  const res = await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'photo.png', await png()) })
  expect(res.statusCode).toBe(201)
  return json<string>(res)
}

async function create<T = { _id: string }> (t: TestApp, url: string, payload: Record<string, unknown>): Promise<T> {
  const res = await t.authed({ method: 'POST', url, payload })
  expect([url, res.statusCode]).toEqual([url, 201])
  return json<T>(res)
}

/** Only Date is faked: the database's, the server's and the renderer's timers run as usual. */
const FAKE_DATE_ONLY: Parameters<typeof jest.useFakeTimers>[0] = { doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] }
const iso = (ms: number) => new Date(ms).toISOString()
/**
 * An alert made as its POST makes it, while the fake clock is in the past: a clock moved back to the real
 * time after a test leaves no timestamp in the future behind (the renderer's file checks keep one).
 */
async function addAlert (t: TestApp, site: 'school' | 'women', level: 'info' | 'warning' | 'urgent', message: string, ne: string, startsAt: number, endsAt: number): Promise<void> {
  await t.app.alerts.create({ site, level, message, ne: { message: ne }, link: '/notices', startsAt: iso(startsAt), endsAt: iso(endsAt) })
  t.app.cacheTags.invalidate(['alerts'])
}
const pastSecond = () => Math.floor(Date.now() / 1000) * 1000 - 300_000

const newsBody = (title: string) => ({ title, author: 'Principal', description: `<p>${title}: every class took part.</p>`, section: 'Primary', image: '' })

describeEachDb('server rendering: each page arrives with its content', (get) => {
  // the seeded menus: the header's links and the footer's (the examinations board among them) are data (issue 31),
  // and so are both sites' About pages: with no page there, /about is not found
  beforeAll(async () => {
    for (const site of ['school', 'women'] as const) {
      await get().app.menusRepository.put(site, SEED_MENUS[site])
      await get().app.pagesRepository.create(SEED_PAGES.find((p) => p.site === site && p.path === '/about')!, null)
    }
  })

  test('the pages of the school: home, news list and article, events, an album, a vacancy, a static page', async () => {
    const t = get()
    const news = await create(t, '/api/news', newsBody('Sports week ends'))
    await create(t, '/api/events', { title: 'Parents’ day', description: '<p>Meet the teachers</p>', date: '2099-11-15' })
    const album = await create(t, '/api/gallery/albums', { name: 'Dashain 2083', images: [await uploadImage(t)] })
    const career = await create(t, '/api/careers', {
      title: 'Science Teacher', careerCategory: 'Teaching', noOfVacancy: 2, employmentType: 'Full time', location: 'Banepa',
      offeredSalary: 'NPR 40,000', applyBefore: '2099-03-31', educationLevel: 'Bachelor', experienceRequired: '2 years',
      careerSpecs: '<p>Teach physics</p>', careerDesc: '<p>Teach physics to grades 9 and 10.</p>', note: ''
    })
    // a notice as a web page (issue 32): its body, in Nepali on /ne
    const notice = await create(t, '/api/notices', { title: 'Exam routine', titleNe: 'परीक्षा तालिका', description: 'First terminal', body: '<p>Bring your <strong>admit card</strong>.</p>', ne: { body: '<p>प्रवेशपत्र ल्याउनुहोस्।</p>' } })
    const expected: Array<[string, string[]]> = [
      [`/notice/${notice._id}`, ['Exam routine', 'Bring your', 'admit card']],
      [`/ne/notice/${notice._id}`, ['परीक्षा तालिका', 'प्रवेशपत्र ल्याउनुहोस्।']],
      ['/', ['Sports week ends', 'Parents’ day']],
      ['/news', ['Sports week ends']],
      [`/news/${news._id}`, ['Sports week ends', 'every class took part']],
      ['/events', ['Parents’ day', 'Meet the teachers']],
      ['/gallery/albums', ['Dashain 2083']],
      [`/gallery/albums/${album._id}`, ['Dashain 2083']],
      ['/careers', ['Science Teacher']],
      [`/careers/${career._id}`, ['Science Teacher', 'Teach physics to grades 9 and 10.']],
      ['/about', ['About']]
    ]
    for (const [url, texts] of expected) {
      const p = await page(t, url)
      expect([url, p.status, p.cache]).toEqual([url, 200, 'MISS'])
      for (const text of texts) expect([url, p.text]).toEqual([url, expect.stringContaining(text)])
      // what the page was rendered from travels with it, as data a script cannot run
      expect(p.state?.remote).toBe('mf_public_school')
      // no inline script: every script is a file or data (the CSP allows nothing else)
      for (const tag of p.body.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/src="|type="application\/(json|ld\+json)"/)
      expect(p.body).not.toContain('This site needs JavaScript')
    }
    // antd is only where a page uses it (issue 12's first load): the home and /school (its tabs are plain,
    // issue 36) have none, while a form (/registration) brings antd's styles, extracted on the server
    const antdStyles = /<style[^>]*data-(token-hash|css-hash|rc-order)/
    // /school's tabs are its seeded page's blocks (issue 31)
    await t.app.pagesRepository.create(SEED_PAGES.find((p) => p.site === 'school' && p.path === '/school')!, null)
    for (const [url, antd] of [['/', false], ['/school', false], ['/registration', true]] as const) {
      const p = await page(t, url)
      expect([url, p.status]).toEqual([url, 200])
      expect([url, antdStyles.test(p.body)]).toEqual([url, antd])
    }
    const unknown = await page(t, '/notice/0190a0a0-0000-7000-8000-000000000000')
    expect([unknown.status, unknown.text]).toEqual([404, expect.stringMatching(/not found/i)])
    const article = await page(t, `/news/${news._id}`)
    expect(article.state!.queries.queries).toEqual(expect.arrayContaining([
      expect.objectContaining({ state: expect.objectContaining({ status: 'success', data: expect.objectContaining({ _id: news._id, title: 'Sports week ends' }) }) })
    ]))
  })

  test("the women's centre on its own host: its home and an album", async () => {
    const t = get()
    const album = await create(t, '/api/gallery', { name: 'Health camp', images: [await uploadImage(t)] })
    const home = await page(t, '/', women)
    expect([home.status, home.state?.remote]).toEqual([200, 'mf_public_women'])
    const gallery = await page(t, `/gallery/${album._id}`, women)
    expect(gallery.status).toBe(200)
    expect(gallery.text).toContain('Health camp')
  })

  test("an event's page (issue 33) on either site and in Nepali: the event, its calendar file and feed, its Event JSON-LD; a draft is not found", async () => {
    const t = get()
    const event = await create(t, '/api/events', { title: 'Prize giving', titleNe: 'पुरस्कार वितरण', description: 'Awards for the year', date: '2099-04-10', startTime: '14:00', venue: 'Main hall' })
    const en = await page(t, `/events/${event._id}`)
    expect([en.status, en.state?.remote]).toEqual([200, 'mf_public_school'])
    for (const text of ['Prize giving', 'Awards for the year', 'Main hall', '14:00', 'Add to calendar', 'Subscribe to the events calendar']) expect(en.text).toContain(text)
    expect(en.body).toContain(`href="/api/events/${event._id}.ics"`)
    expect(en.body).toContain('href="webcal://localhost/events/school.ics"')
    expect(jsonLdOf(en.body)).toEqual([expect.objectContaining({ '@type': 'Event', name: 'Prize giving', startDate: '2099-04-10T08:15:00.000Z', url: `http://localhost/events/${event._id}` })])
    const ne = await page(t, `/ne/events/${event._id}`)
    expect(ne.status).toBe(200)
    for (const text of ['पुरस्कार वितरण', '१४:००', 'क्यालेन्डरमा थप्नुहोस्']) expect(ne.text).toContain(text)
    // the events list links the event to its page
    expect((await page(t, '/events')).body).toContain(`href="/events/${event._id}"`)

    const camp = await create(t, '/api/events/sub-domain', { title: 'Health camp', description: 'Free checks', startDate: '2099-05-01', endDate: '2099-05-03' })
    const centre = await page(t, `/events/${camp._id}`, women)
    expect([centre.status, centre.state?.remote]).toEqual([200, 'mf_public_women'])
    expect(centre.text).toContain('Health camp')
    expect(centre.body).toContain(`href="/api/events/sub-domain/${camp._id}.ics"`)
    expect(centre.body).toContain('href="webcal://women.localhost/events/women.ics"')

    const draft = await create(t, '/api/events', { title: 'Draft', description: 'd', date: '2099-04-11', status: 'draft' })
    expect((await page(t, `/events/${draft._id}`)).status).toBe(404)
  })

  test('a Nepali page preloads the Devanagari font file, its one weight (bold is drawn from it), from the client build; an English page does not, nor a request with Save-Data: on', async () => {
    const t = get()
    const preloads = (body: string) => [...body.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin>/g)].map((m) => m[1])
    for (const [url, headers, remote] of [['/ne', {}, 'school'], ['/ne/news', {}, 'school'], ['/ne', women, 'women']] as const) {
      const found = preloads((await page(t, url, headers)).body)
      expect([url, found]).toEqual([url, [
        // (the school's stylesheet here still names a 700 file, as a build before this one did: it is not preloaded)
        expect.stringMatching(new RegExp(`^/remotes/mf-public-${remote}/assets/noto-sans-devanagari-devanagari-400-normal\\.\\w+\\.woff2$`))
      ]])
    }
    expect(preloads((await page(t, '/')).body)).toEqual([])
    expect(preloads((await page(t, '/news')).body)).toEqual([])
    // a visitor who saves data (issue 36) is drawn Nepali in the device's font: the files are not preloaded
    const light = (await page(t, '/ne', { 'save-data': 'on' })).body
    expect(light).toContain('<html data-save-data="on"')
    expect(preloads(light)).toEqual([])
  })

  test('a request with Save-Data: on is rendered with the pictures\' 320-px variants, kept apart from the full page (issue 36)', async () => {
    const t = get()
    const image = await uploadImage(t)
    const stem = image.replace(/\.[a-z]+$/, '')
    await create(t, '/api/carousel', { title: 'Sports week', description: 'All week', image })
    const heroOf = (body: string) => /<img[^>]*class="pub-hero-image"[^>]*>/.exec(body)?.[0] ?? ''
    const full = heroOf((await page(t, '/')).body)
    expect(full).toContain(`${stem}.mid.webp 768w`)
    const light = await page(t, '/', { 'save-data': 'on' })
    expect(heroOf(light.body)).toMatch(new RegExp(`src="[^"]*${stem}\\.thumb\\.webp"`))
    expect(heroOf(light.body)).not.toContain('srcset')
    // the full page is not served to the next visitor who saves data, nor the light one to others
    expect(heroOf((await page(t, '/')).body)).toContain(`${stem}.mid.webp 768w`)
  })

  test("a page carries its remote's one stylesheet inline under the file's name, with its relative URLs made absolute", async () => {
    const t = get()
    const sheetOf = (body: string) => /<style data-ssr-css="(mf_public_\w+)"( data-href="[^"]+")?>([^]*?)<\/style>/.exec(body)
    for (const url of ['/news', '/ne']) {
      const sheet = sheetOf((await page(t, url)).body)
      // the client build's file under its name: the browser's loader finds it there and fetches nothing
      expect([url, sheet?.[2]]).toEqual([url, ` data-href="${STYLESHEET}"`])
      expect(sheet![3]).toBe(STYLESHEET_CSS
        .replace('url(assets/', 'url(/remotes/mf-public-school/assets/')
        .replace('url("assets/', 'url("/remotes/mf-public-school/assets/'))
    }
    // without a built stylesheet, the CSS of the modules rendered, unnamed (the browser loads its own)
    const womenSheet = sheetOf((await page(t, '/', women)).body)
    expect([womenSheet?.[1], womenSheet?.[2]]).toEqual(['mf_public_women', undefined])
    expect(womenSheet![3]).toMatch(/\.site-header|\.pub-/)
  })

  test('unknown paths and ids answer 404 with the not-found page rendered', async () => {
    const t = get()
    for (const [url, headers] of [['/no-such-page', {}], ['/news/no-such-id', {}], ['/careers/no-such-id', {}], ['/gallery/no-such-id', women], ['/events/no-such-id', {}], ['/ne/events/no-such-id', {}], ['/events/no-such-id', women]] as const) {
      const p = await page(t, url, headers)
      expect([url, p.status]).toEqual([url, 404])
      expect([url, p.state]).toEqual([url, expect.objectContaining({ remote: expect.stringMatching(/^mf_public_/) })])
      expect([url, p.text]).toEqual([url, expect.stringMatching(/not found|nothing here|404/i)])
    }
  })

  test('a page staff add (issue 31) is rendered with its blocks at its path and under /ne, its data in the state, and 404 once deleted', async () => {
    const t = get()
    const created = await create(t, '/api/pages', {
      site: 'school', path: '/open-day', title: 'Open day', ne: { title: 'खुला दिवस' },
      blocks: [
        { type: 'richText', html: '<p>Visit our classrooms</p>', ne: { html: '<p>हाम्रा कक्षाकोठा हेर्न आउनुहोस्</p>' } },
        { type: 'cards', items: [{ title: 'Science lab', text: 'See the experiments' }] }
      ]
    })
    const en = await page(t, '/open-day')
    expect([en.status, en.cache]).toEqual([200, 'MISS'])
    for (const text of ['Open day', 'Visit our classrooms', 'Science lab', 'See the experiments']) expect(en.text).toContain(text)
    // the page's data travels with it: the browser does not ask for it again
    expect(en.state!.queries.queries).toEqual(expect.arrayContaining([
      expect.objectContaining({ queryKey: ['page', 'school', '/open-day'], state: expect.objectContaining({ status: 'success', data: expect.objectContaining({ title: 'Open day' }) }) })
    ]))
    expect((await page(t, '/open-day')).cache).toBe('HIT')
    const ne = await page(t, '/ne/open-day')
    expect(ne.status).toBe(200)
    for (const text of ['खुला दिवस', 'हाम्रा कक्षाकोठा हेर्न आउनुहोस्', 'Science lab']) expect(ne.text).toContain(text)
    expect((await t.authed({ method: 'DELETE', url: `/api/pages/${created._id}` })).statusCode).toBe(200)
    const gone = await page(t, '/open-day')
    expect([gone.status, gone.text]).toEqual([404, expect.stringMatching(/nothing here/i)])
  })

  test('the consoles are never rendered on the server and never stored', async () => {
    const t = get()
    for (const url of ['/admin/login', '/admin/news']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } })
      expect([url, res.headers['cache-control'], res.headers['x-ssr']]).toEqual([url, 'no-store', undefined])
      expect(res.body).not.toContain('id="ssr-state"')
    }
  })

  test('a page is cached per host and path, and a write to what it shows empties it: the edit shows at once', async () => {
    const t = get()
    const news = await create(t, '/api/news', newsBody('Science fair opens'))
    const url = `/news/${news._id}`
    expect((await page(t, url)).cache).toBe('MISS')
    const hit = await page(t, url)
    expect(hit.cache).toBe('HIT')
    expect(hit.text).toContain('Science fair opens')
    // another host, another path: their own entries
    expect((await page(t, url, { host: '127.0.0.1' })).cache).toBe('MISS')
    expect((await page(t, '/news')).text).toContain('Science fair opens')
    expect((await page(t, '/news')).cache).toBe('HIT')

    const edited = await t.authed({ method: 'PUT', url: `/api/news/${news._id}`, payload: { news: { newsId: news._id, ...newsBody('Science fair closes') } } })
    expect(edited.statusCode).toBe(200)
    for (const path of [url, '/news']) {
      const after = await page(t, path)
      expect([path, after.cache]).toEqual([path, 'MISS'])
      expect(after.text).toContain('Science fair closes')
      expect(after.text).not.toContain('Science fair opens')
    }
    // a new item empties the lists that show it (the public list cache's tags)
    await create(t, '/api/news', newsBody('Library reopens'))
    expect((await page(t, '/news')).text).toContain('Library reopens')
    // an encoded answer is kept as it goes on the wire
    const br = await t.app.inject({ url: '/news', headers: { accept: 'text/html', 'accept-encoding': 'br' } })
    expect([br.headers['content-encoding'], br.headers['x-ssr']]).toEqual(['br', 'HIT'])
  })

  test('renders run side by side (issue 35): concurrent misses on both sites and languages each show their own page', async () => {
    const t = get()
    const chess = await create(t, '/api/news', newsBody('Chess club wins'))
    const choir = await create(t, '/api/news', newsBody('Choir tours Pokhara'))
    const album = await create(t, '/api/gallery', { name: 'Tailoring class', images: [await uploadImage(t)] })
    const NEB = { en: 'National Examinations Board', ne: 'राष्ट्रिय परीक्षा बोर्ड' }
    const pages: Array<{ url: string, headers: Record<string, string>, remote: string, lang: 'en' | 'ne', shows: string, item?: string }> = [
      { url: `/news/${chess._id}`, headers: {}, remote: 'mf_public_school', lang: 'en', shows: 'Chess club wins', item: chess._id },
      { url: `/ne/news/${choir._id}`, headers: {}, remote: 'mf_public_school', lang: 'ne', shows: 'Choir tours Pokhara', item: choir._id },
      { url: `/gallery/${album._id}`, headers: women, remote: 'mf_public_women', lang: 'en', shows: 'Tailoring class', item: album._id },
      { url: '/ne/about', headers: women, remote: 'mf_public_women', lang: 'ne', shows: NEB.ne },
      // a test hook's header is nothing to the production app: its page is server-rendered like any other
      { url: '/contact', headers: { 'x-test-render': 'browser', 'x-render': 'browser' }, remote: 'mf_public_school', lang: 'en', shows: NEB.en }
    ]
    const answers = await Promise.all(pages.map((p) => page(t, p.url, p.headers)))
    pages.forEach((p, i) => {
      const a = answers[i]!
      expect([p.url, a.status, a.cache, a.state?.remote]).toEqual([p.url, 200, 'MISS', p.remote])
      expect([p.url, a.text.includes(p.shows), a.text.includes(NEB[p.lang]), a.text.includes(NEB[p.lang === 'en' ? 'ne' : 'en'])]).toEqual([p.url, true, true, false])
      // the item it shows came through its own render's API calls, and the centre's pages show no school news
      if (p.item) expect([p.url, a.state!.queries.queries.some((q) => JSON.stringify(q.queryKey).includes(p.item!) && q.state.status === 'success')]).toEqual([p.url, true])
      if (p.remote === 'mf_public_women') expect([p.url, a.text.includes('Chess club wins') || a.text.includes('Choir tours Pokhara')]).toEqual([p.url, false])
    })
  })

  test("the site's settings (issue 31) are in the rendered HTML of both sites and languages, its head, JSON-LD and RSS; a PUT shows on the next request", async () => {
    const t = get()
    const put = async (site: 'school' | 'women', payload: Record<string, unknown>) =>
      expect([site, (await t.authed({ method: 'PUT', url: `/api/settings?site=${site}`, payload })).statusCode]).toEqual([site, 200])
    const rss = async (headers: Record<string, string> = {}) => (await t.app.inject({ url: '/rss.xml', headers })).body
    await put('school', {
      name: 'Valley School', shortName: 'Valley', motto: 'Learn well', address: 'Ring Road, Pokhara-8, Nepal',
      phones: ['+977-61-555000'], email: 'office@valley.test', ne: { motto: 'राम्रो सिकाइ', address: 'रिङ रोड, पोखरा-८, नेपाल' }
    })
    const home = await page(t, '/')
    expect(home.status).toBe(200)
    for (const text of ['Valley School', 'Learn well', 'Ring Road, Pokhara-8, Nepal', '+977-61-555000', 'office@valley.test']) expect([text, home.text.includes(text)]).toEqual([text, true])
    expect(home.body).toContain('<title>Valley School | Learn well</title>')
    expect(home.body).toContain('<meta property="og:site_name" content="Valley School" />')
    expect(jsonLdOf(home.body)).toEqual([expect.objectContaining({ name: 'Valley School', telephone: '+977-61-555000', slogan: 'Learn well' })])
    // handed to the browser in the page's state: it hydrates without asking for them again
    const stored = home.state?.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['site-settings', 'school']))
    expect(stored?.state.data).toMatchObject({ name: 'Valley School', phones: ['+977-61-555000'] })
    // the Nepali page: the Nepali motto and address, the English name (it has no Nepali one)
    const ne = await page(t, '/ne')
    for (const text of ['Valley School', 'राम्रो सिकाइ', 'रिङ रोड, पोखरा-८, नेपाल', '+977-61-555000']) expect([text, ne.text.includes(text)]).toEqual([text, true])
    expect(ne.text).not.toContain('Ring Road')
    expect(ne.body).toContain('<title>Valley School | राम्रो सिकाइ</title>')
    expect(await rss()).toContain('<title>Valley School: news and notices</title>')

    // cached, then changed: the next request shows the new phone and name, in the page, its head and the feed
    expect((await page(t, '/')).cache).toBe('HIT')
    await put('school', { name: 'Lakeside School', phones: ['+977-61-999999'] })
    for (const url of ['/', '/ne', '/contact']) {
      const after = await page(t, url)
      expect([url, after.cache, after.text.includes('Lakeside School'), after.text.includes('+977-61-999999')]).toEqual([url, 'MISS', true, true])
      expect([url, after.text.includes('555000'), after.text.includes('Valley School')]).toEqual([url, false, false])
      expect(after.body).toMatch(/<title>[^<]*Lakeside School[^<]*<\/title>/)
    }
    expect(jsonLdOf((await page(t, '/')).body)[0]).toMatchObject({ name: 'Lakeside School', telephone: '+977-61-999999' })
    expect(await rss()).toContain('<title>Lakeside School: news and notices</title>')

    // the women's centre on its host: its own settings, and the school that runs it by name
    await put('women', { name: 'Lakeside Women’s Centre', tagline: 'Skills for women', phones: ['+977-61-555111'], address: 'Lakeside, Pokhara-6, Nepal' })
    const centre = await page(t, '/', women)
    for (const text of ['Lakeside Women’s Centre', '+977-61-555111', 'Lakeside, Pokhara-6, Nepal']) expect([text, centre.text.includes(text)]).toEqual([text, true])
    expect(centre.body).toContain('<title>Skills for women | Lakeside Women’s Centre</title>')
    expect(jsonLdOf(centre.body)).toEqual([expect.objectContaining({ name: 'Lakeside Women’s Centre', telephone: '+977-61-555111', parentOrganization: { '@type': 'School', name: 'Lakeside School' } })])
    expect((await page(t, '/ne/contact', women)).text).toContain('+977-61-555111')
    expect(await rss(women)).toContain('<title>Lakeside Women’s Centre: news and notices</title>')
    await put('women', { phones: ['+977-61-555222'] })
    const changed = await page(t, '/contact', women)
    expect([changed.text.includes('+977-61-555222'), changed.text.includes('555111')]).toEqual([true, false])
  })

  test("the site's menus and colours (issue 31) are in the rendered HTML and its state; a PUT shows on the next request", async () => {
    const t = get()
    const put = async (url: string, payload: Record<string, unknown>) => expect([url, (await t.authed({ method: 'PUT', url, payload })).statusCode]).toEqual([url, 200])
    const menus = {
      header: [
        { label: 'Latest', ne: { label: 'ताजा' }, path: '/news' },
        { label: 'Join us', ne: { label: 'सहभागी हुनुहोस्' }, children: [{ label: 'Enrol today', ne: { label: 'भर्ना' }, path: '/registration' }] }
      ],
      footer: { useful: [{ label: 'Jobs here', path: '/careers' }], external: [{ label: 'Exams Board', url: 'https://www.neb.gov.np/' }] }
    }
    await put('/api/menus?site=school', menus)
    const home = await page(t, '/')
    for (const text of ['Join us', 'Enrol today', 'Jobs here', 'Exams Board']) expect([text, home.text.includes(text)]).toEqual([text, true])
    expect(home.body).toContain('href="/registration"')
    // handed to the browser in the page's state: no call for them after hydration
    expect(home.state?.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(['site-menus', 'school']))?.state.data).toEqual(menus)
    // the Nepali page: Nepali labels, English where there is none, paths under /ne
    const ne = await page(t, '/ne')
    for (const text of ['सहभागी हुनुहोस्', 'भर्ना', 'Jobs here']) expect([text, ne.text.includes(text)]).toEqual([text, true])
    expect(ne.body).toContain('href="/ne/registration"')

    // cached, then changed: the next request shows the new menu and the settings' colours, on both hosts
    expect((await page(t, '/')).cache).toBe('HIT')
    await put('/api/menus?site=school', { ...menus, header: [{ label: 'Reach us', path: '/contact' }] })
    await put('/api/settings?site=school', { colors: { primary: '#1d4ed8', accent: '#0f766e' } })
    const after = await page(t, '/')
    expect([after.cache, after.text.includes('Reach us'), after.text.includes('Enrol today')]).toEqual(['MISS', true, false])
    expect(after.body).toContain(':root{--site-primary:#1d4ed8;--site-primary-dark:#143593;--site-accent:#0f766e;')
    await put('/api/settings?site=women', { colors: { primary: '#7a1f5c', accent: '#3b0a2c' } })
    const centre = await page(t, '/', women)
    expect(centre.body).toContain(':root{--site-primary:#7a1f5c;')
    expect(centre.body).not.toContain('--site-primary:#1d4ed8')
  })

  test('an active alert (issue 33) is rendered above the header of both sites, in the page\'s language; a page cached before its endsAt is not served after it', async () => {
    const t = get()
    const T0 = pastSecond()
    jest.useFakeTimers(FAKE_DATE_ONLY)
    jest.setSystemTime(T0)
    try {
      await addAlert(t, 'school', 'urgent', 'Flood: school closed today', 'बाढी: आज विद्यालय बन्द', T0, T0 + 60_000)
      await addAlert(t, 'women', 'info', 'Clinic opens late', 'क्लिनिक ढिलो खुल्छ', T0 - 1000, T0 + 120_000)
      const en = await page(t, '/events')
      expect(en.text).toContain('Urgent: Flood: school closed today')
      expect(en.body).toMatch(/<div class="pub-alert pub-alert-urgent" role="alert"/)
      expect(en.body.indexOf('pub-alert-urgent')).toBeLessThan(en.body.indexOf('<header'))
      expect(en.body).toMatch(/<a class="pub-alert-link" href="\/notices"/)
      const ne = await page(t, '/ne/events')
      expect(ne.text).toContain('बाढी: आज विद्यालय बन्द')
      expect(ne.text).not.toContain('Flood')
      expect(ne.body).toMatch(/<a class="pub-alert-link" href="\/ne\/notices"/)
      const centre = await page(t, '/', women)
      expect(centre.body).toMatch(/<div class="pub-alert pub-alert-info" role="status"/)
      expect(centre.text).toContain('Clinic opens late')
      expect(centre.text).not.toContain('Flood')
      expect((await page(t, '/ne', women)).text).toContain('क्लिनिक ढिलो खुल्छ')

      // kept until the alert ends, to the millisecond; the next request after it renders the page without it
      expect((await page(t, '/events')).cache).toBe('HIT')
      jest.setSystemTime(T0 + 60_000 - 1)
      const last = await page(t, '/events')
      expect([last.cache, last.text.includes('Flood')]).toEqual(['HIT', true])
      jest.setSystemTime(T0 + 60_000)
      const after = await page(t, '/events')
      expect([after.cache, after.text.includes('Flood'), after.body.includes('pub-alert')]).toEqual(['MISS', false, false])
      expect((await page(t, '/', women)).text).toContain('Clinic opens late')
    } finally {
      jest.useRealTimers()
      await t.app.knex('alerts').delete()
      await t.app.alerts.schedule.reload()
    }
  })
}, { webRoot })

describe('server rendering falls back to the browser', () => {
  let t: TestApp
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ssr-fallback-'))
  const warnings: string[] = []
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true })
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL)
    // no bundle for the centre; one that throws for the school
    fs.mkdirSync(path.dirname(bundleOf('mf-public-school', root)), { recursive: true })
    fs.writeFileSync(bundleOf('mf-public-school', root), "exports.createRender = async () => async () => { throw new Error('render exploded') }\n")
    t = await buildTestApp('sqlite', { webRoot: root }, {
      logger: { level: 'warn', stream: { write: (line: string) => { warnings.push(line) } } }
    })
    // the head names the site from its settings (issue 31): the demo's
    for (const site of ['school', 'women'] as const) await t.app.settingsRepository.put(site, SEED_SETTINGS[site])
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  test('a missing or throwing server bundle: the shell as before, one log line, and a redeployed bundle is used without a restart', async () => {
    const missing = await page(t, '/', women)
    expect([missing.status, missing.cache, missing.state]).toEqual([200, undefined, null])
    expect(missing.body).toContain('<div id="root"><div class="shell-loading">')
    expect(missing.body).toContain('<title>Education, health and livelihoods for women')
    await page(t, '/about', women)
    expect(warnings.filter((l) => l.includes('mf_public_women pages are rendered in the browser'))).toHaveLength(1)

    const thrown = await page(t, '/news')
    expect([thrown.status, thrown.cache, thrown.state]).toEqual([200, undefined, null])
    expect(thrown.body).toContain('<div id="root"><div class="shell-loading">')
    expect(warnings.filter((l) => l.includes('could not render /news (render exploded); mf_public_school pages are rendered in the browser'))).toHaveLength(1)
    expect(warnings.filter((l) => l.includes('render exploded'))).toHaveLength(1)
    expect((await page(t, '/no-such-page')).status).toBe(404)

    // the real bundle deployed over the broken one: picked up by its new modification time
    fs.copyFileSync(bundleOf('mf-public-school'), bundleOf('mf-public-school', root))
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(bundleOf('mf-public-school', root), later, later)
    // the bundle's modification time is read at most once a second
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const rendered = await page(t, '/news')
    expect([rendered.status, rendered.cache, rendered.state?.remote]).toEqual([200, 'MISS', 'mf_public_school'])
  })
})

describe('renders overlap (issue 35)', () => {
  let t: TestApp
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ssr-overlap-'))
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true })
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL)
    // A school bundle whose renders each wait until another one is in flight, then show what their own
    // request brought: its URL and origin, its config, and an API answer through its own transport.
    fs.mkdirSync(path.dirname(bundleOf('mf-public-school', root)), { recursive: true })
    fs.writeFileSync(bundleOf('mf-public-school', root), `
      let release = null
      exports.createRender = async () => async (request) => {
        if (release) release()
        else await new Promise((resolve, reject) => { release = resolve; setTimeout(() => reject(new Error('the renders did not overlap')), 5000) })
        const news = await (await request.fetch(request.origin + '/api/news/' + request.url.split('/').pop())).json()
        return { remote: 'mf_public_school', html: '<p>' + [request.url, request.pageOrigin, request.config.timeZone, news.title].join(' | ') + '</p>', styles: '', state: '{}' }
      }
    `)
    t = await buildTestApp('sqlite', { webRoot: root })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  test("two cache misses render at the same time, each with its own request's URL, origin, config and API answers", async () => {
    const chess = await create(t, '/api/news', newsBody('Chess club wins'))
    const choir = await create(t, '/api/news', newsBody('Choir tours Pokhara'))
    const [a, b] = await Promise.all([page(t, `/news/${chess._id}`), page(t, `/news/${choir._id}`, { host: '127.0.0.1' })])
    expect([a.status, a.cache, b.status, b.cache]).toEqual([200, 'MISS', 200, 'MISS'])
    expect(a.body).toMatch(new RegExp(`<p>/news/${chess._id} \\| http://localhost(:\\d+)? \\| Asia/Kathmandu \\| Chess club wins</p>`))
    expect(b.body).toMatch(new RegExp(`<p>/news/${choir._id} \\| http://127\\.0\\.0\\.1(:\\d+)? \\| Asia/Kathmandu \\| Choir tours Pokhara</p>`))
  })
})

describe('rendered pages replayed from the wire', () => {
  let t: TestApp
  let port: number
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ssr-wire-'))
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  beforeAll(async () => {
    // its template is redeployed below
    copyWebRoot(root)
    // as e2e's server is built (e2e/support/server.mjs): a test hook asks for the page as the browser renders it
    t = await buildTestApp('sqlite', { webRoot: root }, { testHooks: { renderInBrowser: (h) => h['x-test-render'] === 'browser' } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  const hits = () => t.app.wireCache.hits
  const html = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.body).toString('utf8')
  const withoutDate = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([name]) => name !== 'date'))

  test('a second request for a page is answered from the wire with the same headers and bytes; a write empties it', async () => {
    await create(t, '/api/news', newsBody('Debate final'))
    const first = await raw(port, '/news', BROWSER)
    expect([first.status, first.headers['x-ssr']]).toEqual([200, 'MISS'])
    const before = hits()
    const second = await raw(port, '/news', BROWSER)
    expect(hits()).toBe(before + 1)
    expect(second.body.equals(first.body)).toBe(true)
    expect(withoutDate(second.headers)).toEqual({ ...withoutDate(first.headers), 'x-ssr': 'HIT' })
    expect(second.headers['content-security-policy']).toContain("default-src 'self'")
    expect(html(second)).toContain('Debate final')

    await create(t, '/api/news', newsBody('Quiz night'))
    const after = await raw(port, '/news', BROWSER)
    expect(hits()).toBe(before + 1)
    expect(after.headers['x-ssr']).toBe('MISS')
    expect(html(after)).toContain('Quiz night')
  })

  test('a page replayed from the wire is not replayed past an alert\'s endsAt (issue 33)', async () => {
    const T0 = pastSecond()
    jest.useFakeTimers(FAKE_DATE_ONLY)
    jest.setSystemTime(T0)
    try {
      await addAlert(t, 'school', 'warning', 'Exams moved to Sunday', 'परीक्षा आइतबार सारियो', T0, T0 + 30_000)
      const first = await raw(port, '/events', BROWSER)
      expect([first.headers['x-ssr'], html(first).includes('Exams moved to Sunday')]).toEqual(['MISS', true])
      const before = hits()
      expect((await raw(port, '/events', BROWSER)).headers['x-ssr']).toBe('HIT')
      expect(hits()).toBe(before + 1)
      jest.setSystemTime(T0 + 30_000)
      const after = await raw(port, '/events', BROWSER)
      expect(hits()).toBe(before + 1)
      expect([after.headers['x-ssr'], html(after).includes('Exams moved to Sunday')]).toEqual(['MISS', false])
    } finally {
      jest.useRealTimers()
      await t.app.knex('alerts').delete()
      await t.app.alerts.schedule.reload()
    }
  })

  test("each site on its own host: the women's home is never the school's", async () => {
    for (let i = 0; i < 2; i++) {
      await raw(port, '/', BROWSER)
      await raw(port, '/', { ...BROWSER, host: 'women.localhost' })
    }
    const before = hits()
    const school = await raw(port, '/', BROWSER)
    const centre = await raw(port, '/', { ...BROWSER, host: 'women.localhost' })
    expect(hits()).toBe(before + 2)
    expect(html(school)).toContain('data-remote="mf_public_school"')
    expect(html(centre)).toContain('data-remote="mf_public_women"')
  })

  test("a cookie, Save-Data or the test hook's browser render is never answered from the wire, nor kept there", async () => {
    // the first request for the page asks for the light version: it must not become everyone's page
    const light = await raw(port, '/events', { ...BROWSER, 'save-data': 'on' })
    expect(html(light)).toContain('data-save-data="on"')
    await raw(port, '/events', BROWSER)
    const plain = await raw(port, '/events', BROWSER)
    expect(html(plain)).not.toMatch(/<html[^>]*data-save-data/)
    await raw(port, '/', BROWSER)
    const before = hits()
    // a reader who chose Nepali is sent to /ne by the home, after the English home was kept
    const nepali = await raw(port, '/', { ...BROWSER, cookie: 'lang=ne' })
    expect([nepali.status, nepali.headers.location]).toEqual([302, '/ne'])
    expect(html(await raw(port, '/events', { ...BROWSER, 'save-data': 'on' }))).toContain('data-save-data="on"')
    const browser = await raw(port, '/events', { ...BROWSER, 'x-test-render': 'browser' })
    expect(browser.headers['x-ssr']).toBeUndefined()
    expect(html(browser)).toContain('<div id="root"><div class="shell-loading">')
    expect(hits()).toBe(before)
  })

  test('a 404 page and the console are never replayed', async () => {
    const before = hits()
    for (let i = 0; i < 2; i++) {
      expect((await raw(port, '/no-such-page', BROWSER)).status).toBe(404)
      expect((await raw(port, '/admin/news', BROWSER)).headers['cache-control']).toBe('no-store')
    }
    expect(hits()).toBe(before)
  })

  test('a redeployed shell template is used within a second, without a restart', async () => {
    await raw(port, '/about', BROWSER)
    expect(html(await raw(port, '/about', BROWSER))).not.toContain('redeployed-shell')
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL.replace('<head>', '<head><meta name="build" content="redeployed-shell"/>'))
    const later = new Date(Date.now() + 5_000)
    fs.utimesSync(path.join(root, 'shell', 'dist', 'index.html'), later, later)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const redeployed = await raw(port, '/about', BROWSER)
    expect(redeployed.headers['x-ssr']).toBe('MISS')
    expect(html(redeployed)).toContain('redeployed-shell')
  })
})

describe('issue 34, finding 1: a rendered page is kept under its allowed origin and normalised path', () => {
  let t: TestApp
  let port: number
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-ssr-origin-'))
  // what nginx sends: the client's host as X-Forwarded-Host, behind TRUST_PROXY=1
  const via = (host: string) => ({ host: 'api:8080', 'x-forwarded-host': host, 'x-forwarded-proto': 'https' })
  beforeAll(async () => {
    copyWebRoot(root)
    t = await buildTestApp('sqlite', {
      webRoot: root, trustProxy: 1, womenHost: 'women.school.test',
      publicOrigins: [{ origin: 'https://school.test', protocol: 'https', host: 'school.test' }, { origin: 'https://women.school.test', protocol: 'https', host: 'women.school.test' }]
    })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(root, { recursive: true, force: true })
  })
  const body = async (url: string, headers: Record<string, string>) => (await raw(port, url, headers)).body.toString('utf8')

  test("a forwarded host never becomes another host's page: the school's home stays the school's", async () => {
    // the attack: the raw Host is the school's, the forwarded one the women's centre (or a stranger's)
    expect(await body('/', { host: 'school.test', 'x-forwarded-host': 'women.school.test', 'x-forwarded-proto': 'https' })).toContain('data-remote="mf_public_women"')
    await body('/', { host: 'school.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })
    for (let i = 0; i < 3; i++) {
      const home = await body('/', via('school.test'))
      expect(home).toContain('data-remote="mf_public_school"')
      expect(home).not.toContain('evil.example')
      expect(home).toContain('<link rel="canonical" href="https://school.test/" />')
    }
    // the stranger's host was answered as the school's default origin: canonical, og:url, hreflang and JSON-LD
    const evil = await body('/', via('evil.example'))
    expect(evil).not.toContain('evil.example')
    expect(evil).toContain('https://school.test/ne')
    for (const key of [...t.app.wireCache.cache['entries'].keys(), ...t.app.wireCache.cache['fresh'].keys()]) expect(key).not.toContain('evil')
  })

  test('query strings the page does not read and 404s cannot evict a warm page', async () => {
    await create(t, '/api/news', newsBody('Science fair'))
    await raw(port, '/news', via('school.test'))
    await raw(port, '/news', via('school.test'))
    const pages = () => t.app.wireCache.cache.size
    const before = pages()
    for (let i = 0; i < 40; i++) {
      const unique = await raw(port, `/news?utm=${i}`, via('school.test'))
      expect(unique.headers['x-ssr']).toBe('HIT')
      const missing = await raw(port, `/news/no-such-${i}/x`, via('school.test'))
      expect(missing.status).toBe(404)
    }
    expect(pages()).toBe(before)
    // a parameter the page reads is its own page
    expect(await body('/news?page=1&utm=x', via('school.test'))).toContain('Science fair')
    const warm = await raw(port, '/news', via('school.test'))
    expect(warm.headers['x-ssr']).toBe('HIT')
  })
})
