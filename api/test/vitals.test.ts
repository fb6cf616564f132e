import type { VitalBeacon, VitalsSummary, VitalStat } from '@school/shared/contract'
import { countOf } from '../src/db/index.js'
import { todayIn } from '../src/lib/dates.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { userWithRole } from './writes.js'

// Real-user monitoring (issue 36, item 4): browsers' beacons go into daily histograms, nothing personal is
// kept, and the dashboard reads back the p75 per page template, per day and per connection type.

const BEACON: VitalBeacon = { page: '/news/:id', site: 'school', lang: 'en', metric: 'LCP', value: 1800, rating: 'good', effectiveType: '4g', saveData: false }

const send = (t: TestApp, beacon: Record<string, unknown>, remoteAddress = '198.51.100.7') => t.app.inject({
  method: 'POST',
  url: '/api/vitals',
  payload: { ...BEACON, ...beacon },
  remoteAddress,
  headers: { cookie: 'lang=ne; visitor=abc123', 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) Chrome/130.0 Mobile', referer: 'https://school.test/news/42?utm=x' }
})

const stat = (stats: VitalStat[], metric: string) => stats.find((s) => s.metric === metric)

describeEachDb('real-user monitoring: POST /api/vitals', (get) => {
  test('a beacon answers 204 with no body and is counted in its day\'s bucket; nothing of the request is kept', async () => {
    const t = get()
    const res = await send(t, { deviceMemory: 4, saveData: true, lang: 'ne' })
    expect([res.statusCode, res.body]).toEqual([204, ''])
    const columns = Object.keys(await t.app.knex('web_vitals').columnInfo()).sort()
    expect(columns).toEqual(['bucket', 'connection', 'day', 'hits', 'metric', 'page', 'site'])
    const rows: Array<Record<string, unknown>> = await t.app.knex('web_vitals').select('*')
    expect(rows.map((r) => ({ ...r, bucket: Number(r.bucket), hits: Number(r.hits) })))
      .toEqual([{ day: todayIn(t.config.timeZone), site: 'school', page: '/news/:id', metric: 'LCP', connection: '4g', bucket: 17, hits: 1 }])
    const stored = JSON.stringify(rows)
    for (const personal of ['198.51.100.7', 'abc123', 'Android', '/news/42', 'utm']) expect(stored).not.toContain(personal)
  })

  test('the same bucket again adds to its count: rows do not grow with traffic', async () => {
    const t = get()
    const before = await countOf(t.app.knex('web_vitals'))
    for (let i = 0; i < 10; i++) expect((await send(t, { value: 1750 + i })).statusCode).toBe(204)
    expect(await countOf(t.app.knex('web_vitals'))).toBe(before)
    const row: Record<string, unknown> | undefined = await t.app.knex('web_vitals').where({ page: '/news/:id', metric: 'LCP', connection: '4g' }).first()
    expect(Number(row?.hits)).toBe(11)
  })

  test.each([
    ['a URL, not a route pattern', { page: '/news/42' }, 'page must be a route pattern of the school site'],
    ["another site's pattern", { page: '/gallery/:id' }, 'page must be a route pattern of the school site'],
    ['a console page', { page: '/admin/login' }, 'page must be a route pattern of the school site'],
    ['an unknown metric', { metric: 'FID' }, 'metric must be one of: LCP, INP, CLS, FCP, TTFB'],
    ['a negative value', { value: -1 }, 'value must be >= 0'],
    ['no site', { site: undefined }, 'site is required']
  ])('%s answers 400', async (_, beacon, message) => {
    const res = await send(get(), beacon)
    expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([400, message])
  })

  test("the women's centre's templates and any other page ('*') are accepted on their site", async () => {
    const t = get()
    expect((await send(t, { site: 'women', page: '/gallery/:id', metric: 'CLS', value: 0.05 })).statusCode).toBe(204)
    expect((await send(t, { site: 'women', page: '/clinic', metric: 'TTFB', value: 300 })).statusCode).toBe(204)
    expect((await send(t, { page: '*', metric: 'INP', value: 120 })).statusCode).toBe(204)
  })

  test('a body over 1 KB answers 413 and is not counted', async () => {
    const t = get()
    const before = JSON.stringify(await t.app.knex('web_vitals').select('*').orderBy(['page', 'metric', 'bucket']))
    const res = await send(t, { page: '/', padding: 'x'.repeat(1100) })
    expect([res.statusCode, json<{ message: string }>(res).message]).toEqual([413, 'Request body is too large'])
    expect(JSON.stringify(await t.app.knex('web_vitals').select('*').orderBy(['page', 'metric', 'bucket']))).toBe(before)
  })
})

describeEachDb('real-user monitoring: the dashboard\'s p75', (get) => {
  beforeAll(async () => {
    const t = get()
    // eight LCPs of the home on 4g and 3g: the 6th of 8 sorted (the p75's rank) is 2100 ms
    const lcp = [[800, '4g'], [900, '4g'], [1000, '4g'], [1200, '4g'], [1900, '3g'], [2100, '3g'], [3000, '3g'], [5000, '3g']] as const
    for (const [value, effectiveType] of lcp) expect((await send(t, { page: '/', value, effectiveType })).statusCode).toBe(204)
    // /registration: INPs of 150, 240, 560 ms and 980 ms: the 3rd of 4 is 560 ms, poor
    for (const value of [150, 240, 560, 980]) expect((await send(t, { page: '/registration', metric: 'INP', value, effectiveType: 'unknown' })).statusCode).toBe(204)
    // a day older than 28 days, and another site: neither is counted
    await t.app.knex('web_vitals').insert({ day: '2000-01-01', site: 'school', page: '/', metric: 'LCP', connection: '4g', bucket: 90, hits: 50 })
    expect((await send(t, { site: 'women', page: '/', value: 9100 })).statusCode).toBe(204)
  })

  test('p75 per template and metric, rated by Google\'s thresholds, with the trend and the split by connection', async () => {
    const t = get()
    const res = await t.authed({ url: '/api/dashboard/vitals?site=school&days=7' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const s = json<VitalsSummary>(res)
    const today = todayIn(t.config.timeZone)
    expect([s.site, s.days, s.to, s.trend.length, s.trend.at(-1)!.day]).toEqual(['school', 7, today, 7, today])
    expect(s.pages.map((p) => p.page)).toEqual(['/', '/registration'])
    const home = s.pages[0]!.metrics
    expect(stat(home, 'LCP')).toEqual({ metric: 'LCP', samples: 8, p75: 2100, rating: 'good' })
    expect(stat(home, 'INP')).toEqual({ metric: 'INP', samples: 0, p75: null, rating: null })
    expect(stat(s.pages[1]!.metrics, 'INP')).toEqual({ metric: 'INP', samples: 4, p75: 560, rating: 'poor' })
    // by connection: 4g's LCPs are 800–1200 (p75 1000 ms, the 3rd of 4), 3g's 1900–5000 (the 3rd of 4: 3000, needs improvement)
    const split = Object.fromEntries(s.connections.map((c) => [c.effectiveType, stat(c.metrics, 'LCP')]))
    expect(split['4g']).toMatchObject({ samples: 4, p75: 1000, rating: 'good' })
    expect(split['3g']).toMatchObject({ samples: 4, p75: 3000, rating: 'needs-improvement' })
    expect(s.connections.map((c) => c.effectiveType)).toEqual(['3g', '4g', 'unknown'])
    // the trend: today's p75 over all templates; the days before have none
    expect(stat(s.trend.at(-1)!.metrics, 'LCP')).toMatchObject({ samples: 8, p75: 2100 })
    expect(s.trend.slice(0, -1).every((d) => d.metrics.every((m) => m.samples === 0))).toBe(true)
    expect(stat(s.overall, 'LCP')).toMatchObject({ samples: 8, p75: 2100 })
  })

  test('28 days; anyone who sees the dashboard may read it, no one else', async () => {
    const t = get()
    const month = json<VitalsSummary>(await t.authed({ url: '/api/dashboard/vitals?site=school&days=28' }))
    expect(month.trend.length).toBe(28)
    expect(stat(month.overall, 'LCP')?.samples).toBe(8)
    const women = json<VitalsSummary>(await t.authed({ url: '/api/dashboard/vitals?site=women&days=28' }))
    expect(stat(women.overall, 'LCP')).toMatchObject({ samples: 1, p75: 9250, rating: 'poor' })
    expect((await t.authed({ url: '/api/dashboard/vitals?site=school&days=14' })).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/api/dashboard/vitals?site=school' })).statusCode).toBe(401)
    for (const role of ['editor', 'admissions'] as const) {
      const token = (await userWithRole(t, role)).token
      expect((await t.app.inject({ url: '/api/dashboard/vitals?site=school', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200)
    }
  })

  test('old days are pruned; the recent ones stay', async () => {
    const t = get()
    expect(await t.app.vitalsRepository.pruneBefore('2000-01-02')).toBe(1)
    expect(await countOf(t.app.knex('web_vitals'))).toBeGreaterThan(0)
  })
})

describeEachDb('real-user monitoring: the beacon is rate-limited per IP', (get) => {
  test('the 4th beacon of a minute from one IP answers 429; another IP is still counted', async () => {
    const t = get()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await send(t, {}, '203.0.113.5')).statusCode)
    expect(codes).toEqual([204, 204, 204, 429])
    expect((await send(t, {}, '203.0.113.6')).statusCode).toBe(204)
  })
}, { vitals: { sampleRate: 0.25, perIpPerMinute: 3 } })
