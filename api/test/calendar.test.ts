import ical, { type VEvent } from 'node-ical'
import { bsDayOf } from '../src/lib/bikram-sambat.js'
import { addDays, DEFAULT_TIME_ZONE, todayIn } from '../src/lib/dates.js'
import { buildTestApp, describeEachDb, json, type TestApp } from './helper.js'

// The calendar feeds and files (issue 33, item 4), read back with node-ical as a calendar app reads them.

type Body = Record<string, unknown>
const women = { host: 'women.localhost' }
const day = (days: number) => addDays(todayIn(DEFAULT_TIME_ZONE), days)

/** The events of an iCalendar text, by their SUMMARY's title (before the BS date). */
function eventsOf (text: string): Map<string, VEvent> {
  const out = new Map<string, VEvent>()
  for (const c of Object.values(ical.sync.parseICS(text))) if (c?.type === 'VEVENT') out.set(String(c.summary).replace(/ \(.*\)$/, ''), c)
  return out
}

/** A URL property as node-ical reads it: its value and its VALUE=URI parameter. */
const uri = (url: string) => ({ params: { VALUE: 'URI' }, val: url })

/** An all-day DTSTART/DTEND as node-ical gives it (a Date at local midnight, `dateOnly`), as YYYY-MM-DD. */
function dayOf (d: Date | undefined): string {
  if (!d) return 'none'
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

async function create (t: TestApp, url: string, payload: Body): Promise<string> {
  const res = await t.authed({ method: 'POST', url, payload })
  expect([url, res.statusCode, res.body]).toEqual([url, 201, res.body])
  return String(json<Body>(res)._id)
}

describeEachDb('calendar feeds (iCalendar)', (get) => {
  let t: TestApp
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    // the feeds are read whole, so on a database of their own
    t = await buildTestApp(get().dialect)
    const school = (title: string, date: string, extra: Body = {}) => create(t, '/api/events', { title, description: `<p>${title}: all classes</p>`, date, ...extra })
    ids.sports = await school('Sports day', day(3))
    ids.parents = await school('Parents meeting', day(5), { startTime: '10:00', venue: 'Main hall' })
    ids.recent = await school('Science fair', day(-10))
    ids.old = await school('Old fair', day(-60))
    ids.draft = await school('Secret draft', day(4), { status: 'draft' })
    ids.later = await school('Not yet due', day(4), { publishAt: new Date(Date.now() + 86_400_000).toISOString() })
    const centre = (title: string, startDate: string, endDate: string, extra: Body = {}) =>
      create(t, '/api/events/sub-domain', { title, description: `${title} at the centre`, startDate, endDate, ...extra })
    ids.camp = await centre('Health camp', day(2), day(4))
    ids.clinic = await centre('Clinic day', day(6), day(7))
    ids.talk = await centre('Evening talk', day(8), day(9), { startTime: '17:30' })
    ids.womenDraft = await centre('Centre draft', day(8), day(9), { status: 'draft' })
  })
  afterAll(() => t.close())

  test("/events.ics: the school's published events as text/calendar, cached like the RSS feed", async () => {
    const res = await t.app.inject({ url: '/events.ics' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/)
    expect(res.body).toContain('X-WR-TIMEZONE:Asia/Kathmandu')
    const events = eventsOf(res.body)
    // upcoming and recent ones, never drafts nor scheduled ones not yet due, nor the other site's
    expect([...events.keys()].sort()).toEqual(['Parents meeting', 'Science fair', 'Sports day'])
    expect((await t.app.inject({ url: '/events.ics' })).headers['x-cache']).toBe('HIT')

    const sports = events.get('Sports day')!
    expect(sports.uid).toBe(`school-event-${ids.sports}@localhost`)
    expect(sports.summary).toBe(`Sports day (${bsDayOf(day(3))} BS)`)
    expect(bsDayOf(day(3))).toMatch(/^20[89]\d-\d{2}-\d{2}$/)
    expect(sports.description).toBe('Sports day: all classes')
    expect(sports.url).toEqual(uri(`http://localhost/events/${ids.sports}`))
    expect(sports.dtstamp).toBeInstanceOf(Date)
    // all-day: a date, ending (exclusively) the next day
    expect(sports.datetype).toBe('date')
    expect(dayOf(sports.start)).toBe(day(3))
    expect(dayOf(sports.end)).toBe(day(4))
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${day(3).replace(/-/g, '')}`)

    // timed: 10:00 in Kathmandu (UTC+5:45) is 04:15 UTC, for an hour
    const meeting = events.get('Parents meeting')!
    expect(meeting.datetype).toBe('date-time')
    expect(meeting.start.toISOString()).toBe(`${day(5)}T04:15:00.000Z`)
    expect(meeting.end?.toISOString()).toBe(`${day(5)}T05:15:00.000Z`)
    expect(meeting.location).toBe('Main hall')
  })

  test("/events/women.ics and the women's host's /events.ics: the centre's events, linked to its own host", async () => {
    const fromSchool = await t.app.inject({ url: '/events/women.ics' })
    const own = await t.app.inject({ url: '/events.ics', headers: women })
    expect(fromSchool.statusCode).toBe(200)
    expect(fromSchool.headers['content-type']).toBe('text/calendar; charset=utf-8')
    for (const text of [fromSchool.body, own.body]) {
      const events = eventsOf(text)
      expect([...events.keys()].sort()).toEqual(['Clinic day', 'Evening talk', 'Health camp'])
      const camp = events.get('Health camp')!
      // over three days, both ends included: the end is the day after the last
      expect([camp.datetype, dayOf(camp.start), dayOf(camp.end)]).toEqual(['date', day(2), day(5)])
      expect(camp.summary).toBe(`Health camp (${bsDayOf(day(2))} – ${bsDayOf(day(4))} BS)`)
      expect(camp.url).toEqual(uri(`http://women.localhost/events/${ids.camp}`))
      expect(camp.uid).toBe(`women-event-${ids.camp}@women.localhost`)
      // a one-day event is stored with the next day as its end: one day
      const clinic = events.get('Clinic day')!
      expect([dayOf(clinic.start), dayOf(clinic.end)]).toEqual([day(6), day(7)])
      expect(clinic.summary).toBe(`Clinic day (${bsDayOf(day(6))} BS)`)
      const talk = events.get('Evening talk')!
      expect([talk.start.toISOString(), talk.end?.toISOString()]).toEqual([`${day(8)}T11:45:00.000Z`, `${day(8)}T12:45:00.000Z`])
    }
    const school = await t.app.inject({ url: '/events/school.ics', headers: women })
    expect([...eventsOf(school.body).keys()].sort()).toEqual(['Parents meeting', 'Science fair', 'Sports day'])
    expect(eventsOf(school.body).get('Sports day')!.url).toEqual(uri(`http://localhost/events/${ids.sports}`))
    const unknown = await t.app.inject({ url: '/events/nowhere.ics' })
    expect(unknown.statusCode).toBe(404)
    expect(json<{ message: string }>(unknown).message).toMatch(/school\.ics/)
  })

  test("one event's file for 'Add to calendar': the same UID as in the feed; a draft or unknown id is 404", async () => {
    const one = await t.app.inject({ url: `/api/events/${ids.parents}.ics` })
    expect(one.statusCode).toBe(200)
    expect(one.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(one.headers['content-disposition']).toBe('attachment; filename="event.ics"')
    const events = eventsOf(one.body)
    expect([...events.keys()]).toEqual(['Parents meeting'])
    expect(events.get('Parents meeting')!.uid).toBe(eventsOf((await t.app.inject({ url: '/events.ics' })).body).get('Parents meeting')!.uid)
    for (const id of [ids.draft, ids.later, 'no-such-id']) expect((await t.app.inject({ url: `/api/events/${id}.ics` })).statusCode).toBe(404)

    const camp = await t.app.inject({ url: `/api/events/sub-domain/${ids.camp}.ics` })
    expect([...eventsOf(camp.body).keys()]).toEqual(['Health camp'])
    expect((await t.app.inject({ url: `/api/events/sub-domain/${ids.womenDraft}.ics` })).statusCode).toBe(404)
  })

  test("an event's public read: published ones only", async () => {
    const res = await t.app.inject({ url: `/api/events/${ids.sports}` })
    expect(res.statusCode).toBe(200)
    expect(json<Body>(res)).toMatchObject({ _id: ids.sports, title: 'Sports day', date: day(3) })
    expect(json<Body>(await t.app.inject({ url: `/api/events/sub-domain/${ids.camp}` }))).toMatchObject({ title: 'Health camp', startDate: day(2) })
    for (const url of [`/api/events/${ids.draft}`, `/api/events/${ids.later}`, `/api/events/sub-domain/${ids.womenDraft}`, '/api/events/no-such-id']) {
      const gone = await t.app.inject({ url })
      expect([url, gone.statusCode, json<Body>(gone).message]).toEqual([url, 404, 'Event not found'])
    }
  })

  test('an edit or a publication shows in the feed on the next request', async () => {
    expect((await t.app.inject({ url: '/events.ics' })).body).not.toContain('Secret draft')
    expect((await t.authed({ method: 'PUT', url: `/api/events/${ids.draft}`, payload: { status: 'published', title: 'Open day' } })).statusCode).toBe(200)
    const after = eventsOf((await t.app.inject({ url: '/events.ics' })).body)
    expect(after.get('Open day')?.uid).toBe(`school-event-${ids.draft}@localhost`)
    expect((await t.app.inject({ url: `/api/events/${ids.draft}.ics` })).statusCode).toBe(200)
  })

  test('the event pages are in the sitemap, in both languages', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body
    expect(sitemap).toContain(`<loc>http://localhost/events/${ids.sports}</loc>`)
    expect(sitemap).toContain(`<loc>http://localhost/ne/events/${ids.sports}</loc>`)
    expect(sitemap).not.toContain(ids.later)
    expect(sitemap).not.toContain(ids.camp)
    const centre = (await t.app.inject({ url: '/sitemap.xml', headers: women })).body
    expect(centre).toContain(`<loc>http://women.localhost/events/${ids.camp}</loc>`)
    expect(centre).not.toContain(ids.womenDraft)
  })
})
