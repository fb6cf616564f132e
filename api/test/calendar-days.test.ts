import { jest } from '@jest/globals'
import { addDays, steadyOffset, todayIn, utcOffsetMinutes } from '../src/lib/dates.js'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadConfig } from '../src/config.js'
import { backup, restore } from '../src/db/backup.js'
import { migrate } from '../src/db/index.js'
import { describeEachDb, json, type TestApp } from './helper.js'
import { pdf } from './fixtures.js'

type Body = Record<string, unknown>

const career = {
  title: 'Maths Teacher',
  careerCategory: 'Teaching',
  noOfVacancy: 1,
  employmentType: 'Full time',
  location: 'Banepa',
  offeredSalary: 'NPR 40,000',
  educationLevel: 'Bachelor',
  experienceRequired: '2 years',
  careerSpecs: '<p>Teach</p>',
  careerDesc: '<p>Apply</p>'
}

async function storedPdf (t: TestApp): Promise<string> {
  const [upload] = await t.app.knex('uploads').select('name').where('mime', 'application/pdf').limit(1) as Array<{ name: string }>
  if (upload) return `/uploads/${upload.name}`
  const saved = await t.app.files.save('pdf', pdf('Notice'), 'notice.pdf')
  return saved.ref
}

describeEachDb('calendar days', (get) => {
  test('days sent as YYYY-MM-DD are stored and answered as that day', async () => {
    const t = get()
    const event = json<Body>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Sports day', description: 'd', date: '2099-11-15' } }))
    expect(event.date).toBe('2099-11-15')
    expect(json<Body[]>(await t.app.inject({ url: '/api/events/upcomingevents' })).find((e) => e._id === event._id)?.date).toBe('2099-11-15')
    const [row] = await t.app.knex('events').where('id', event._id as string).select('date')
    expect(row.date).toBe('2099-11-15')

    const women = json<Body>(await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Camp', description: 'd', startDate: '2099-12-10', endDate: '2099-12-12' } }))
    expect(women).toMatchObject({ startDate: '2099-12-10', endDate: '2099-12-12' })
    expect(json<Body[]>(await t.app.inject({ url: '/api/events/sub-domain' })).find((e) => e._id === women._id)).toMatchObject({ startDate: '2099-12-10', endDate: '2099-12-12' })

    const notice = json<Body>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Holiday', description: 'd', date: '2099-1-5', file: await storedPdf(t) } }))
    expect(notice.date).toBe('2099-01-05')

    const job = json<Body>(await t.authed({ method: 'POST', url: '/api/careers', payload: { ...career, applyBefore: '2099-03-31' } }))
    expect(job.applyBefore).toBe('2099-03-31')
    expect(json<Body>(await t.app.inject({ url: `/api/careers/${String(job._id)}` })).applyBefore).toBe('2099-03-31')
  })

  test('a notice without a date is dated today in the school zone', async () => {
    const t = get()
    const notice = json<Body>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Today', description: 'd', file: await storedPdf(t) } }))
    expect(notice.date).toBe(todayIn('Asia/Kathmandu'))
  })

  // Older clients send the picked local midnight through toISOString().
  test.each([
    ['Kathmandu midnight of 15 Nov', '2099-11-14T18:15:00.000Z', '2099-11-15'],
    ['Los Angeles midnight of 10 Dec', '2099-12-10T08:00:00.000Z', '2099-12-10'],
    ['UTC midnight of 10 Dec', '2099-12-10T00:00:00.000Z', '2099-12-10'],
    ['an offset instead of Z', '2099-11-15T00:00:00+05:45', '2099-11-15'],
    ['a wall-clock time without a zone', '2099-11-15T23:30:00', '2099-11-15']
  ])('legacy ISO input (%s) becomes the school-zone day', async (_name, sent, day) => {
    const t = get()
    const event = json<Body>(await t.authed({ method: 'POST', url: '/api/events', payload: { title: 'Legacy', description: 'd', date: sent } }))
    expect(event.date).toBe(day)
    const notice = json<Body>(await t.authed({ method: 'POST', url: '/api/notices', payload: { title: 'Legacy', description: 'd', date: sent, file: await storedPdf(t) } }))
    expect(notice.date).toBe(day)
    const job = json<Body>(await t.authed({ method: 'POST', url: '/api/careers', payload: { ...career, applyBefore: sent } }))
    expect(job.applyBefore).toBe(day)
    const women = json<Body>(await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'Legacy', description: 'd', startDate: sent, endDate: addDays(day, 2) } }))
    expect(women).toMatchObject({ startDate: day, endDate: addDays(day, 2) })
  })

  test("women's rules compare calendar days, not instants", async () => {
    const t = get()
    // 05:45 and 17:45 on the same Kathmandu day: twelve hours apart, but not a later day
    const sameDay = await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'x', description: 'd', startDate: '2099-12-10T00:00:00Z', endDate: '2099-12-10T12:00:00Z' } })
    expect(sameDay.statusCode).toBe(400)
    expect(json(sameDay)).toEqual({ message: 'End date must be after the start date.' })
    // the morning of day 1 to the evening of day 21 is 20 calendar days, although more than 20×24 h
    const twenty = await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'x', description: 'd', startDate: '2099-12-01T00:00:00Z', endDate: '2099-12-21T12:00:00Z' } })
    expect(twenty.statusCode).toBe(201)
    expect(json(twenty)).toMatchObject({ startDate: '2099-12-01', endDate: '2099-12-21' })
    const tooLong = await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'x', description: 'd', startDate: '2099-12-01', endDate: '2099-12-22' } })
    expect(json(tooLong)).toEqual({ message: 'Event duration cannot exceed 20 days.' })
    const missing = await t.authed({ method: 'POST', url: '/api/events/sub-domain', payload: { title: 'x', description: 'd', startDate: '2099-12-01', endDate: 'soon' } })
    expect(json(missing)).toEqual({ message: 'Please enter both start and end dates.' })
  })

  test('the migration turns stored instants into the Kathmandu day they meant', async () => {
    const t = get()
    const k = t.app.knex
    const at = new Date().toISOString()
    // rows as an older version stored them; then the migration is made pending again.
    // Women's dates were stored as sent (instants, in 30-character columns); the other day
    // columns are 10 characters, which only SQLite lets an instant overflow.
    const narrow = t.dialect === 'sqlite'
    if (narrow) {
      await k('events').insert({ id: 'legacy-event', title: 'Old', description: 'd', date: '2099-11-14T18:15:00.000Z', image: '', userId: null, createdAt: at })
      await k('notices').insert({ id: 'legacy-notice', title: 'Old', description: 'd', date: '2099-05-31T18:15:00.000Z', file: '/uploads/x.pdf', originalFile: 'x.pdf', createdAt: at })
      await k('careers').insert({ id: 'legacy-career', ...career, note: '', applyBefore: '2099-03-30T18:15:00.000Z', createdAt: at, updatedAt: at })
    }
    await k('women_events').insert({ id: 'legacy-women', title: 'Old', description: 'd', startDate: '2099-12-09T18:15:00.000Z', endDate: '2099-12-11T18:15:00.000Z', createdAt: at })
    await k('women_events').insert({ id: 'plain-women', title: 'New', description: 'd', startDate: '2099-12-20', endDate: '2099-12-22', createdAt: at })
    await k('knex_migrations').where('name', '003-calendar-days').delete()

    await migrate(k, t.config.timeZone)

    expect(await k('women_events').where('id', 'legacy-women').first()).toMatchObject({ startDate: '2099-12-10', endDate: '2099-12-12' })
    expect(await k('women_events').where('id', 'plain-women').first()).toMatchObject({ startDate: '2099-12-20', endDate: '2099-12-22' })
    if (narrow) {
      expect((await k('events').where('id', 'legacy-event').first()).date).toBe('2099-11-15')
      expect((await k('notices').where('id', 'legacy-notice').first()).date).toBe('2099-06-01')
      expect((await k('careers').where('id', 'legacy-career').first()).applyBefore).toBe('2099-03-31')
    }
    expect(await k('knex_migrations').where('name', '003-calendar-days').first()).toBeTruthy()
    // and the API answers the day
    expect(json<Body[]>(await t.app.inject({ url: '/api/events/sub-domain' })).find((e) => e._id === 'legacy-women')).toMatchObject({ startDate: '2099-12-10', endDate: '2099-12-12' })
  })

  test('restoring a backup made before the migration turns its instants into days', async () => {
    const t = get()
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-days-')), 'backup')
    await t.app.knex('women_events').insert({ id: 'from-old-backup', title: 'Old', description: 'd', startDate: '2099-12-09T18:15:00.000Z', endDate: '2099-12-11T18:15:00.000Z', createdAt: new Date().toISOString() })
    await backup(t.app.knex, t.config, out)
    // as an older version wrote it: without the calendar-days migration
    const manifestFile = path.join(out, 'manifest.json')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { migrations: string[] }
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, migrations: manifest.migrations.filter((m) => m !== '003-calendar-days') }))
    await restore(t.app.knex, t.config, out, { force: true })
    expect(await t.app.knex('women_events').where('id', 'from-old-backup').first()).toMatchObject({ startDate: '2099-12-10', endDate: '2099-12-12' })
    fs.rmSync(path.dirname(out), { recursive: true, force: true })
  })
})

/**
 * "Today" is the school's. The two zones are a whole day apart or more at every hour, so
 * whatever the hour, a check done in the server's own zone (or UTC) fails one of them.
 */
for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  describeEachDb(`events "today" in ${zone}`, (get) => {
    test('isOutdated and upcoming follow the configured zone', async () => {
      const t = get()
      const today = todayIn(zone)
      for (const [title, date] of [['Yesterday', addDays(today, -1)], ['Today', today]]) {
        expect((await t.authed({ method: 'POST', url: '/api/events', payload: { title, description: 'd', date } })).statusCode).toBe(201)
      }
      const all = json<Body[]>(await t.authed({ url: '/api/events' }))
      expect(Object.fromEntries(all.map((e) => [e.title, e.isOutdated]))).toEqual({ Yesterday: true, Today: false })
      expect(json<Body[]>(await t.app.inject({ url: '/api/events/upcoming' })).map((e) => e.title)).toEqual(['Today'])
      expect(json<Body[]>(await t.app.inject({ url: '/api/events/upcomingevents' })).map((e) => e.title)).toEqual(['Today'])
    })
  }, { timeZone: zone })
}

test('TIME_ZONE is validated at start and defaults to Asia/Kathmandu', () => {
  const base = { JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_DIR: '/tmp/unused-school-data' }
  expect(loadConfig(base).timeZone).toBe('Asia/Kathmandu')
  expect(loadConfig({ ...base, TIME_ZONE: 'America/Los_Angeles' }).timeZone).toBe('America/Los_Angeles')
  expect(() => loadConfig({ ...base, TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(/TIME_ZONE/)
})

describe('today in the school zone', () => {
  afterEach(() => { jest.useRealTimers() })

  test('turns over at midnight in Kathmandu, not in UTC, though it is worked out once a second', () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    // 23:59:59.5 in Kathmandu (UTC+5:45) on 23 November 2026
    jest.setSystemTime(new Date('2026-11-23T18:14:59.500Z'))
    expect(todayIn('Asia/Kathmandu')).toBe('2026-11-23')
    expect(todayIn('UTC')).toBe('2026-11-23')
    jest.setSystemTime(new Date('2026-11-23T18:14:59.900Z'))
    expect(todayIn('Asia/Kathmandu')).toBe('2026-11-23')
    // half a second later it is the 24th in Kathmandu, still the 23rd in UTC
    jest.setSystemTime(new Date('2026-11-23T18:15:00.000Z'))
    expect(todayIn('Asia/Kathmandu')).toBe('2026-11-24')
    expect(todayIn('UTC')).toBe('2026-11-23')
    // an explicit instant is never answered from the last second's day
    expect(todayIn('Asia/Kathmandu', new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01')
  })
})

describe("a zone's steady offset from UTC (for the pages, in /remotes.json)", () => {
  test('Kathmandu keeps +05:45 from 2000 to 2100; UTC keeps 0', () => {
    const now = Date.UTC(2026, 10, 25)
    expect(utcOffsetMinutes(now, 'Asia/Kathmandu')).toBe(345)
    expect(steadyOffset('Asia/Kathmandu', now)).toEqual({ minutes: 345, from: expect.any(Number), to: expect.any(Number) })
    const kathmandu = steadyOffset('Asia/Kathmandu', now)!
    expect(kathmandu.from).toBeLessThan(Date.UTC(2000, 0, 8))
    expect(kathmandu.to).toBeGreaterThan(Date.UTC(2099, 11, 24))
    expect(steadyOffset('UTC', now)).toMatchObject({ minutes: 0 })
  })

  test('a zone with daylight saving: only the season it is in, every instant of which has that offset', () => {
    // 25 November 2026: London is on GMT, from 25 October 2026 to 29 March 2027
    const now = Date.UTC(2026, 10, 25)
    const london = steadyOffset('Europe/London', now)!
    expect(london.minutes).toBe(0)
    expect(london.from).toBeGreaterThanOrEqual(Date.UTC(2026, 9, 25, 1))
    expect(london.from).toBeLessThan(Date.UTC(2026, 10, 2))
    expect(london.to).toBeLessThan(Date.UTC(2027, 2, 28, 1))
    expect(london.to).toBeGreaterThan(Date.UTC(2027, 2, 20))
    for (let ms = london.from; ms <= london.to; ms += 3_600_000) expect(utcOffsetMinutes(ms, 'Europe/London')).toBe(0)
    // Los Angeles in July: daylight time
    expect(steadyOffset('America/Los_Angeles', Date.UTC(2026, 6, 1))).toMatchObject({ minutes: -420 })
    // once past the season, the next one
    expect(steadyOffset('Europe/London', Date.UTC(2027, 5, 1))).toMatchObject({ minutes: 60 })
  })

  test('a zone the runtime does not know has none', () => {
    expect(steadyOffset('Mars/Olympus_Mons')).toBeNull()
    expect(utcOffsetMinutes(Date.now(), 'Mars/Olympus_Mons')).toBeNaN()
  })
})
