import { jest } from '@jest/globals'
import type { Alert } from '@school/shared/contract'
import { describeEachDb, json, type TestApp } from './helper.js'
import { userWithRole } from './writes.js'

// The alert banner's API (issue 33, item 1): validation, roles, the public list of active alerts only,
// and its timing, to the millisecond, under a fake clock (only Date is faked: the database's timers run).
const SEC = 1000
const at = (ms: number) => new Date(ms).toISOString()
const body = (extra: Record<string, unknown> = {}) => ({
  site: 'school', level: 'info', message: 'School closed on Friday', ne: { message: 'शुक्रबार विद्यालय बन्द' }, endsAt: at(Date.now() + 3600 * SEC), ...extra
})
const publicList = async (t: TestApp, site = 'school') => {
  const res = await t.app.inject({ url: `/api/alerts?site=${site}` })
  expect(res.statusCode).toBe(200)
  return { alerts: json<Alert[]>(res), cache: res.headers['x-cache'] }
}

describeEachDb('alerts (issue 33, item 1)', (get) => {
  afterEach(() => { jest.useRealTimers() })

  test('create answers 201 with the alert; bad input answers 400 {message} and stores nothing', async () => {
    const t = get()
    const res = await t.authed({ method: 'POST', url: '/api/alerts', payload: body({ link: '/admission', level: 'urgent' }) })
    expect(res.statusCode).toBe(201)
    const made = json<Alert>(res)
    expect(made).toMatchObject({ site: 'school', level: 'urgent', message: 'School closed on Friday', ne: { message: 'शुक्रबार विद्यालय बन्द' }, link: '/admission' })
    expect(Date.parse(made.startsAt)).toBeLessThanOrEqual(Date.now())
    expect(await t.app.knex('alerts').where({ id: made._id }).first()).toMatchObject({ messageNe: 'शुक्रबार विद्यालय बन्द', level: 'urgent' })

    const before = (await t.app.knex('alerts').count({ n: '*' }))[0]
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ message: '  ' }, /message is required/],
      [{ message: undefined }, /message/],
      [{ ne: { message: '' } }, /ne\.message is required/],
      [{ ne: undefined }, /ne/],
      [{ endsAt: undefined }, /endsAt/],
      [{ endsAt: 'next week' }, /endsAt is not a valid ISO time/],
      [{ startsAt: at(Date.now() + 7200 * SEC), endsAt: at(Date.now() + 3600 * SEC) }, /endsAt must be after startsAt/],
      [{ level: 'critical' }, /level/],
      [{ link: 'javascript:alert(1)' }, /link must be an http\(s\) URL or a path/],
      [{ link: '//evil.example/x' }, /link must be/],
      [{ link: 'ftp://files.example/x' }, /link must be/]
    ]
    for (const [extra, message] of cases) {
      const bad = await t.authed({ method: 'POST', url: '/api/alerts', payload: body(extra) })
      expect([extra, bad.statusCode]).toEqual([extra, 400])
      expect(json<{ message: string }>(bad).message).toMatch(message)
    }
    expect((await t.app.knex('alerts').count({ n: '*' }))[0]).toEqual(before)
    // an edit is checked as a create, with the stored fields for those it leaves out
    const edit = await t.authed({ method: 'PUT', url: `/api/alerts/${made._id}`, payload: { endsAt: at(Date.parse(made.startsAt) - SEC) } })
    expect([edit.statusCode, json<{ message: string }>(edit).message]).toEqual([400, 'endsAt must be after startsAt'])
    expect((await t.authed({ method: 'PUT', url: '/api/alerts/nope', payload: { message: 'x' } })).statusCode).toBe(404)
    expect((await t.authed({ method: 'DELETE', url: `/api/alerts/${made._id}` })).statusCode).toBe(200)
    expect(await t.app.knex('alerts').where({ id: made._id }).first()).toBeUndefined()
  })

  test('editors and admins write, each write audited; admissions and visitors may not; the console list is theirs', async () => {
    const t = get()
    const editor = await userWithRole(t, 'editor')
    const admissions = await userWithRole(t, 'admissions')
    const as = (token: string) => ({ authorization: `Bearer ${token}` })
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts', payload: body() })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts', payload: body(), headers: as(admissions.token) })).statusCode).toBe(403)
    const made = json<Alert>(await t.app.inject({ method: 'POST', url: '/api/alerts', payload: body({ message: 'By the editor' }), headers: as(editor.token) }))
    const edited = await t.app.inject({ method: 'PUT', url: `/api/alerts/${made._id}`, payload: { message: 'Edited' }, headers: as(editor.token) })
    expect(json<Alert>(edited)).toMatchObject({ message: 'Edited', ne: made.ne })
    expect(Date.parse(json<Alert>(edited).updatedAt)).toBeGreaterThan(Date.parse(made.updatedAt))
    expect((await t.app.inject({ method: 'DELETE', url: `/api/alerts/${made._id}`, headers: as(editor.token) })).statusCode).toBe(200)
    const audit = await t.app.knex('audit').where({ itemId: made._id }).orderBy('id')
    expect(audit.map((r: { method: string; resource: string }) => [r.method, r.resource])).toEqual([['POST', 'alerts'], ['PUT', 'alerts'], ['DELETE', 'alerts']])
    expect((await t.app.inject({ url: '/api/alerts/all?site=school' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/alerts/all?site=school', headers: as(admissions.token) })).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/alerts/all?site=school', headers: as(editor.token) })).headers['cache-control']).toBe('private, no-store')
  })

  test('the public list has active alerts only, per site; the console list has scheduled and ended ones too', async () => {
    const t = get()
    const now = Date.now()
    const word = `w${now.toString(36)}`
    const make = async (message: string, extra: Record<string, unknown>) => json<Alert>(await t.authed({ method: 'POST', url: '/api/alerts', payload: body({ message: `${message} ${word}`, ...extra }) }))
    await make('scheduled', { startsAt: at(now + 3600 * SEC), endsAt: at(now + 7200 * SEC) })
    await make('ended', { startsAt: at(now - 7200 * SEC), endsAt: at(now - 3600 * SEC) })
    await make('active', { level: 'info' })
    await make('urgent', { level: 'urgent' })
    await make('women', { site: 'women' })
    const mine = (list: Alert[]) => list.map((a) => a.message).filter((m) => m.endsWith(word))
    expect(mine((await publicList(t)).alerts)).toEqual([`urgent ${word}`, `active ${word}`])
    expect(mine((await publicList(t, 'women')).alerts)).toEqual([`women ${word}`])
    expect(mine(json<Alert[]>(await t.authed({ url: '/api/alerts/all?site=school' }))).sort()).toEqual([`active ${word}`, `ended ${word}`, `scheduled ${word}`, `urgent ${word}`])
    expect((await t.app.inject({ url: '/api/alerts?site=elsewhere' })).statusCode).toBe(400)
    await t.app.knex('alerts').where('message', 'like', `%${word}`).delete()
    await t.app.alerts.schedule.reload()
  })

  test('timing: a cached list shows an alert from its startsAt and drops it at its endsAt, to the millisecond, with nobody acting; subscribers hear of it once, when it starts', async () => {
    const t = get()
    const T0 = Math.ceil(Date.now() / SEC) * SEC + 5 * SEC
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] })
    jest.setSystemTime(T0)
    // subscribers of alerts: an email and an SMS one (SMS hears of urgent alerts only)
    const sub = (channel: string, address: string) => ({ id: `${channel}-${T0}-${t.dialect}`, site: 'school', channel, topics: JSON.stringify(['alerts']), lang: 'ne', digest: 'instant', address, addressKey: `${channel}${T0}`, confirmed: true, codeAttempts: 0, createdAt: at(T0) })
    await t.app.knex('subscriptions').insert([sub('email', `p${T0}@example.com`), sub('sms', '9841000001')])
    const outbox = async () => (await t.app.knex<{ kind: string; toAddress: string; text: string; subject: string }>('outbox').whereIn('toAddress', [`p${T0}@example.com`, '9841000001']))

    const info = json<Alert>(await t.authed({ method: 'POST', url: '/api/alerts', payload: body({ message: 'Rain: buses late', ne: { message: 'वर्षा: बस ढिलो' }, startsAt: at(T0 + 10 * SEC), endsAt: at(T0 + 70 * SEC) }) }))
    const urgent = json<Alert>(await t.authed({ method: 'POST', url: '/api/alerts', payload: body({ level: 'urgent', message: 'Flood: school closed', ne: { message: 'बाढी: विद्यालय बन्द' }, startsAt: at(T0 + 20 * SEC), endsAt: at(T0 + 30 * SEC) }) }))
    const ids = async () => (await publicList(t)).alerts.map((a) => a._id).filter((id) => id === info._id || id === urgent._id)

    expect(await ids()).toEqual([])
    expect((await publicList(t)).cache).toBe('HIT')
    expect(await t.app.subscriptions.announceDue(new Date())).toBe(0)
    jest.setSystemTime(T0 + 10 * SEC - 1)
    expect(await ids()).toEqual([])
    expect((await publicList(t)).cache).toBe('HIT')
    // its start: the cached list is not the current one any more
    jest.setSystemTime(T0 + 10 * SEC)
    expect(await publicList(t)).toMatchObject({ cache: 'MISS' })
    expect(await ids()).toEqual([info._id])
    // announced once when it starts (the job's look); an info alert reaches the email subscriber, not the SMS one
    expect(await t.app.subscriptions.announceDue(new Date())).toBeGreaterThanOrEqual(1)
    expect(await t.app.subscriptions.announceDue(new Date())).toBe(0)
    expect((await outbox()).map((m) => [m.kind, m.subject])).toEqual([['subscription', 'सूचना: वर्षा: बस ढिलो']])

    jest.setSystemTime(T0 + 20 * SEC)
    expect(await ids()).toEqual([urgent._id, info._id])
    await t.app.subscriptions.announceDue(new Date())
    const sms = (await outbox()).filter((m) => m.kind === 'sms')
    expect(sms).toHaveLength(1)
    expect(sms[0]!.text).toContain('बाढी: विद्यालय बन्द')
    jest.setSystemTime(T0 + 30 * SEC - 1)
    expect(await ids()).toEqual([urgent._id, info._id])
    jest.setSystemTime(T0 + 30 * SEC)
    expect(await ids()).toEqual([info._id])
    jest.setSystemTime(T0 + 70 * SEC - 1)
    expect(await ids()).toEqual([info._id])
    jest.setSystemTime(T0 + 70 * SEC)
    expect(await ids()).toEqual([])
    // ended: nothing more to announce, and each was announced once
    expect(await t.app.subscriptions.announceDue(new Date())).toBe(0)
    expect(await t.app.knex('subscription_sends').whereIn('key', [`alerts:${info._id}`, `alerts:${urgent._id}`]).count({ n: '*' })).toEqual([{ n: 2 }])
  })

  test('an alert created active is announced at once; an edit empties the cached list at once', async () => {
    const t = get()
    const made = json<Alert>(await t.authed({ method: 'POST', url: '/api/alerts', payload: body({ message: 'Now' }) }))
    const deadline = Date.now() + 5000
    while (!(await t.app.knex('subscription_sends').where({ key: `alerts:${made._id}` }).first()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await t.app.knex('subscription_sends').where({ key: `alerts:${made._id}` }).first()).toMatchObject({ site: 'school', topic: 'alerts', title: 'Now' })
    expect((await publicList(t)).alerts.map((a) => a._id)).toContain(made._id)
    expect((await publicList(t)).cache).toBe('HIT')
    await t.authed({ method: 'PUT', url: `/api/alerts/${made._id}`, payload: { message: 'Now, edited' } })
    const after = await publicList(t)
    expect(after.cache).toBe('MISS')
    expect(after.alerts.find((a) => a._id === made._id)?.message).toBe('Now, edited')
    await t.authed({ method: 'DELETE', url: `/api/alerts/${made._id}` })
    expect((await publicList(t)).alerts.map((a) => a._id)).not.toContain(made._id)
  })
})
