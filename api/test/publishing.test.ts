import { pdf } from './fixtures.js'
import { describeEachDb, json, type TestApp } from './helper.js'

interface Item { _id: string; title: string; status: string; publishAt: string | null }

const news = { title: 'x', author: 'Office', description: 'Body text', section: 'Primary' }
const HOUR = 3600_000
const iso = (ms: number) => new Date(Date.now() + ms).toISOString()

async function storedPdf (t: TestApp): Promise<string> {
  return (await t.app.files.save('pdf', pdf('Notice'), 'notice.pdf')).ref
}

/** One item of each kind of visibility, titled `<kind> <word>` so a test finds only its own. */
async function fourOf (t: TestApp, url: string, body: Record<string, unknown>, word: string): Promise<Record<string, Item>> {
  const out: Record<string, Item> = {}
  const kinds: Record<string, Record<string, unknown>> = {
    published: {},
    draft: { status: 'draft' },
    future: { status: 'published', publishAt: iso(HOUR) },
    past: { publishAt: iso(-HOUR) }
  }
  for (const [kind, extra] of Object.entries(kinds)) {
    const res = await t.authed({ method: 'POST', url, payload: { ...body, title: `${kind} ${word}`, ...extra } })
    expect([kind, res.statusCode]).toEqual([kind, 201])
    out[kind] = json<Item>(res)
  }
  return out
}

const titles = (items: Item[], word: string) => items.map((i) => i.title).filter((t) => t.endsWith(word)).sort()
const LIVE = (word: string) => [`past ${word}`, `published ${word}`]
const ALL = (word: string) => [`draft ${word}`, `future ${word}`, `past ${word}`, `published ${word}`]

describeEachDb('drafts and schedules', (get) => {
  let serial = 0
  const marker = () => `pub${++serial}x${Date.now().toString(36)}`

  test('a create without status is published at once, as SPEC §7 calls were; status and publishAt are stored', async () => {
    const t = get()
    const res = await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, title: 'Plain' } })
    expect(res.statusCode).toBe(201)
    expect(json<Item>(res)).toMatchObject({ status: 'published', publishAt: null })
    const at = '2030-01-02T09:00:00+05:45'
    const later = json<Item>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, title: 'Later', status: 'draft', publishAt: at } }))
    expect(later).toMatchObject({ status: 'draft', publishAt: '2030-01-02T03:15:00.000Z' })
    expect(await t.app.knex('news').where({ id: later._id }).first()).toMatchObject({ status: 'draft', publishAt: '2030-01-02T03:15:00.000Z' })
  })

  test('rows that existed before the migration are published', async () => {
    const t = get()
    await t.app.knex('women_events').insert({ id: 'old-row', title: 'Old', description: 'd', startDate: '2099-01-01', endDate: '2099-01-02', createdAt: new Date().toISOString() })
    expect(await t.app.knex('women_events').where({ id: 'old-row' }).first()).toMatchObject({ status: 'published', publishAt: null })
    expect(json<Item[]>(await t.app.inject({ url: '/api/events/sub-domain' })).map((e) => e._id)).toContain('old-row')
  })

  test('a bad status or publishAt answers 400 and creates nothing', async () => {
    const t = get()
    const before = await t.counts()
    for (const extra of [{ status: 'hidden' }, { publishAt: 'tomorrow' }, { publishAt: '2026-13-45T99:00:00Z' }]) {
      const res = await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, ...extra } })
      expect([extra, res.statusCode]).toEqual([extra, 400])
      expect(json<{ message: string }>(res).message).toEqual(expect.any(String))
    }
    const file = await storedPdf(t)
    const notice = await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'n', description: 'd', file, publishAt: 'soon' } })
    expect(notice.statusCode).toBe(400)
    expect(await t.counts()).toEqual({ ...before, uploads: before.uploads + 1 })
  })

  test('news: drafts and future items are in no public list, item, latest, RSS or sitemap, and in the console reads', async () => {
    const t = get()
    const word = marker()
    const made = await fourOf(t, '/api/news', news, word)

    const list = await t.app.inject({ url: `/api/news?q=${word}&page=1&limit=10` })
    expect(titles(json<Item[]>(list), word)).toEqual(LIVE(word))
    expect(list.headers['x-total-count']).toBe('2')
    expect(titles(json<Item[]>(await t.app.inject({ url: '/api/news' })), word)).toEqual(LIVE(word))
    expect(titles(json<Item[]>(await t.app.inject({ url: '/api/news/latest' })), word)).toEqual(LIVE(word))
    for (const kind of ['draft', 'future']) {
      const res = await t.app.inject({ url: `/api/news/${made[kind]._id}` })
      expect([kind, res.statusCode, json<{ message: string }>(res).message]).toEqual([kind, 404, 'News not found'])
    }
    expect((await t.app.inject({ url: `/api/news/${made.past._id}` })).statusCode).toBe(200)

    const rss = (await t.app.inject({ url: '/rss.xml' })).body
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body
    for (const kind of ['published', 'past']) {
      expect(rss).toContain(`${kind} ${word}`)
      expect(sitemap).toContain(`/news/${made[kind]._id}`)
    }
    for (const kind of ['draft', 'future']) {
      expect(rss).not.toContain(`${kind} ${word}`)
      expect(sitemap).not.toContain(made[kind]._id)
    }

    // the console: everything, with status, never from or into the public cache
    const cached = t.app.publicCache.size
    const all = await t.authed({ url: `/api/news/all?q=${word}&page=1&limit=10` })
    expect(all.statusCode).toBe(200)
    expect(titles(json<Item[]>(all), word)).toEqual(ALL(word))
    expect(all.headers['x-total-count']).toBe('4')
    expect(all.headers['cache-control']).toBe('private, no-store')
    expect(all.headers['x-cache']).toBeUndefined()
    expect(t.app.publicCache.size).toBe(cached)
    expect(json<Item[]>(all).find((i) => i.title === `draft ${word}`)).toMatchObject({ status: 'draft' })
    const one = await t.authed({ url: `/api/news/all/${made.draft._id}` })
    expect(json<Item>(one)).toMatchObject({ _id: made.draft._id, status: 'draft' })
    expect((await t.app.inject({ url: '/api/news/all' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: `/api/news/all/${made.draft._id}` })).statusCode).toBe(401)
    expect((await t.authed({ url: '/api/news/all/nope' })).statusCode).toBe(404)
  })

  test('news: publishing a draft by PUT shows it; an edit without status keeps it; unpublishing hides it', async () => {
    const t = get()
    const word = marker()
    const made = json<Item>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, title: `Draft ${word}`, status: 'draft' } }))
    const publicTitles = async () => json<Item[]>(await t.app.inject({ url: `/api/news?q=${word}` })).map((i) => i.title)
    expect(await publicTitles()).toEqual([])
    const edit = (fields: Record<string, unknown>) => t.authed({ method: 'PUT', url: `/api/news/${made._id}`, payload: { news: { ...news, title: `Draft ${word}`, ...fields } } })
    expect((await edit({})).statusCode).toBe(200)
    expect(await publicTitles()).toEqual([])
    expect(json<Item>(await edit({ status: 'published' }))).toMatchObject({ status: 'published' })
    expect(await publicTitles()).toEqual([`Draft ${word}`])
    expect((await t.app.inject({ url: `/api/news/${made._id}` })).statusCode).toBe(200)
    expect((await edit({ status: 'draft' })).statusCode).toBe(200)
    expect(await publicTitles()).toEqual([])
    expect((await t.app.inject({ url: `/api/news/${made._id}` })).statusCode).toBe(404)
  })

  test('notices: the same in the public list, latest and RSS; all of them in /api/notices/all', async () => {
    const t = get()
    const word = marker()
    await fourOf(t, '/api/notices', { description: 'd', file: await storedPdf(t) }, word)
    const list = await t.app.inject({ url: `/api/notices?q=${word}&page=1` })
    expect(titles(json<Item[]>(list), word)).toEqual(LIVE(word))
    expect(list.headers['x-total-count']).toBe('2')
    expect(titles(json<Item[]>(await t.app.inject({ url: '/api/notices/latest' })), word)).toEqual(LIVE(word))
    const rss = (await t.app.inject({ url: '/rss.xml' })).body
    expect(rss).toContain(`Notice: published ${word}`)
    expect(rss).not.toContain(`Notice: draft ${word}`)
    expect(rss).not.toContain(`Notice: future ${word}`)
    const all = await t.authed({ url: `/api/notices/all?q=${word}` })
    expect(titles(json<Item[]>(all), word)).toEqual(ALL(word))
    expect(all.headers['cache-control']).toBe('private, no-store')
    expect((await t.app.inject({ url: '/api/notices/all' })).statusCode).toBe(401)
  })

  test("events of both hosts: public lists show only live ones, the console's lists all", async () => {
    const t = get()
    const word = marker()
    await fourOf(t, '/api/events', { description: 'd', date: '2099-05-01' }, word)
    expect(titles(json<Item[]>(await t.app.inject({ url: '/api/events/upcoming' })), word)).toEqual(LIVE(word))
    const upcoming = await t.app.inject({ url: `/api/events/upcomingevents?q=${word}&page=1` })
    expect(titles(json<Item[]>(upcoming), word)).toEqual(LIVE(word))
    expect(upcoming.headers['x-total-count']).toBe('2')
    expect(titles(json<Item[]>(await t.authed({ url: `/api/events?q=${word}` })), word)).toEqual(ALL(word))

    const w = marker()
    await fourOf(t, '/api/events/sub-domain', { description: 'd', startDate: '2099-05-01', endDate: '2099-05-03' }, w)
    const women = await t.app.inject({ url: `/api/events/sub-domain?q=${w}&page=1` })
    expect(titles(json<Item[]>(women), w)).toEqual(LIVE(w))
    expect(women.headers['x-total-count']).toBe('2')
    expect(titles(json<Item[]>(await t.authed({ url: `/api/events/sub-domain/all?q=${w}` })), w)).toEqual(ALL(w))
    expect((await t.app.inject({ url: '/api/events/sub-domain/all' })).statusCode).toBe(401)
  })

  test('a scheduled item shows once its time has passed, although nothing was written: the job invalidates the cache', async () => {
    const t = get()
    const word = marker()
    const soon = Date.now() + 1500
    const made = json<Item>(await t.authed({ method: 'POST', url: '/api/news', payload: { ...news, title: `Soon ${word}`, publishAt: new Date(soon).toISOString() } }))
    // the job's first run covers the hour before it (the other tests' past items); before its time, this one is not due
    expect(await t.app.publishing.publishDue(new Date(soon - 500))).not.toContain(`news/${made._id}`)
    expect(await t.app.publishing.publishDue(new Date(soon - 400))).toEqual([])
    const url = `/api/news?q=${word}`
    expect(json<Item[]>(await t.app.inject({ url }))).toEqual([])
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('HIT')
    expect((await t.app.inject({ url: `/api/news/${made._id}` })).statusCode).toBe(404)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon - Date.now() + 50)))
    // its time has passed, but the cached answers are still the old ones: nothing was written
    expect(json<Item[]>(await t.app.inject({ url }))).toEqual([])
    const tags = await t.app.publishing.publishDue()
    expect(tags).toEqual(expect.arrayContaining(['news', `news/${made._id}`]))
    const after = await t.app.inject({ url })
    expect(after.headers['x-cache']).toBe('MISS')
    expect(json<Item[]>(after).map((i) => i.title)).toEqual([`Soon ${word}`])
    expect((await t.app.inject({ url: `/api/news/${made._id}` })).statusCode).toBe(200)
    // the next run has nothing new
    expect(await t.app.publishing.publishDue()).toEqual([])
  })
})

describeEachDb('scheduled publishing job (background timers on)', (get) => {
  test('a cached list gains a scheduled notice and event at their time with nobody acting', async () => {
    const t = get()
    const at = new Date(Date.now() + 1200).toISOString()
    const file = (await t.app.files.save('pdf', pdf('Notice'), 'notice.pdf')).ref
    expect((await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Timed notice', description: 'd', file, publishAt: at } })).statusCode).toBe(201)
    expect((await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Timed event', description: 'd', startDate: '2099-01-01', endDate: '2099-01-02', publishAt: at } })).statusCode).toBe(201)
    const read = async (url: string) => json<Item[]>(await t.app.inject({ url })).map((i) => i.title)
    expect(await read('/api/notices')).toEqual([])
    expect(await read('/api/events/sub-domain')).toEqual([])
    expect((await t.app.inject({ url: '/api/notices' })).headers['x-cache']).toBe('HIT')
    const deadline = Date.now() + 8000
    while (Date.now() < deadline && (await read('/api/notices')).length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(Date.parse(at)).toBeLessThanOrEqual(Date.now())
    expect(await read('/api/notices')).toEqual(['Timed notice'])
    expect(await read('/api/events/sub-domain')).toEqual(['Timed event'])
    const lease = await t.app.knex('job_leases').where({ name: 'scheduled-publishing' }).first() as { lastRunAt: string } | undefined
    expect(lease?.lastRunAt).toEqual(expect.any(String))
  }, 20_000)
}, { backgroundJobs: true, publishCheckMs: 300 })
