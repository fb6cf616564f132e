import type { InjectOptions } from 'fastify'
import { describeEachDb, json, type TestApp } from './helper.js'
import { file, jpeg, pdf } from './fixtures.js'

// Issue 34, finding 3: submitting claimed the quarantined files, which then stopped counting against the
// quota, so one IP could upload without end. A daily byte budget counts every anonymous byte, claimed or not.

const KB = 1024
const padded = (n: number) => Buffer.concat([pdf(), Buffer.alloc(n)])
const anon = (t: TestApp, url: string, body: Pick<InjectOptions, 'payload' | 'headers'>, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, ...body })

async function register (t: TestApp, markSheet: string, ppPhoto: string, ip = '203.0.113.7') {
  return t.app.inject({ method: 'POST', url: '/api/registrations', remoteAddress: ip, payload: {
    firstName: 'Sushmita', lastName: 'Tamang', email: 's@example.com', phone: '9841234567', address: 'Banepa',
    preference: 'Primary (1-5)', lvl: '3', markSheet, ppPhoto
  } })
}

describeEachDb('finding 3: the anonymous byte budget counts claimed files too', (get) => {
  test('upload, submit, repeat: past UPLOAD_ANON_MB_PER_IP_DAY the IP gets 429, others still upload; past the day\'s total 503', async () => {
    const t = get()
    const photo = json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg())))
    const codes: number[] = []
    let registered = 0
    // each round's mark sheet is claimed by a registration, so the quarantine quota (10 MB) never fills
    for (let i = 0; i < 12 && !codes.includes(429); i++) {
      const res = await anon(t, '/api/registrations/uploads/marksheet', file('marksheet', `m${i}.pdf`, padded(40 * KB)))
      codes.push(res.statusCode)
      if (res.statusCode !== 201) {
        expect(json(res)).toEqual({ message: 'You have uploaded as much as one visitor may in a day; please try again tomorrow' })
        break
      }
      const again = i === 0 ? photo : json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg())))
      expect((await register(t, json<string>(res), again)).statusCode).toBe(201)
      registered++
    }
    expect(codes.at(-1)).toBe(429)
    expect(registered).toBeGreaterThan(0)
    expect(await t.app.uploadsRepository.quarantinedBytes()).toBeLessThan(100 * KB)
    // the budget is per address: another visitor still uploads, until the day's total is spent
    const other = await anon(t, '/api/upload', file('formFile', 'x.pdf', padded(40 * KB)), '198.51.100.9')
    expect(other.statusCode).toBe(201)
    const codesOthers: number[] = []
    for (let i = 0; i < 20 && !codesOthers.includes(503); i++) {
      codesOthers.push((await anon(t, '/api/upload', file('formFile', 'x.pdf', padded(40 * KB)), `198.51.100.${10 + i}`)).statusCode)
    }
    const full = await anon(t, '/api/upload', file('formFile', 'x.pdf', padded(40 * KB)), '198.51.100.200')
    expect([full.statusCode, json(full)]).toEqual([503, { message: 'The site has received as many uploads as it can take today; please try again tomorrow' }])
    // admins are not held by it
    expect((await t.authed({ method: 'POST', url: '/api/upload', ...file('formFile', 'big.pdf', padded(40 * KB)) })).statusCode).toBe(201)
  })
}, { uploadQuarantineMaxBytes: 10 * 1024 * KB, uploadAnonBytesPerIpDay: 300 * KB, uploadAnonBytesPerDay: 900 * KB })

describeEachDb('finding 3: a file is claimed only by a field of its own kind, and a private file only once', (get) => {
  test('a character certificate (PDF) named as the mark sheet is refused', async () => {
    const t = get()
    const cf = json<string>(await anon(t, '/api/registrations/uploads/characterCf', file('characterCf', 'cf.pdf', pdf())))
    const photo = json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg())))
    const res = await register(t, cf, photo)
    expect([res.statusCode, json(res)]).toEqual([400, { message: 'Please add valid file (marksheet)' }])
    expect((await t.counts()).registrations).toBe(0)
  })

  test("a registration's documents and a CV belong to one submission: a second one naming them is refused", async () => {
    const t = get()
    const marks = json<string>(await anon(t, '/api/registrations/uploads/marksheet', file('marksheet', 'm.pdf', pdf())))
    const photo = json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg())))
    expect((await register(t, marks, photo)).statusCode).toBe(201)
    const second = await register(t, marks, photo)
    expect(second.statusCode).toBe(400)
    expect(json<{ message: string }>(second).message).toContain('already part of another submission')

    const cv = json<string>(await anon(t, '/api/upload?kind=cv', file('formFile', 'cv.pdf', pdf(), 'application/pdf')))
    const apply = (fullName: string) => t.app.inject({ method: 'POST', url: '/api/careers/send', payload: { careerData: {
      careerTitle: 'Teacher', fullName, email: 'a@example.com', phoneNumber: '9841234567', message: 'Hello', cv, originalFile: 'cv.pdf'
    } } })
    expect((await apply('Ram Sharma')).statusCode).toBe(200)
    const stolen = await apply('Someone Else')
    expect([stolen.statusCode, json<{ message: string }>(stolen).message]).toEqual([400, expect.stringContaining('already part of another submission')])
    expect((await t.counts()).career_applications).toBe(1)
  })

  test('one registration\'s documents may weigh 12 MB in all', async () => {
    const t = get()
    // four documents each under its 5 MB limit, 16 MB together
    const big = (n: number) => Buffer.concat([pdf(), Buffer.alloc(n)])
    const marks = json<string>(await anon(t, '/api/registrations/uploads/marksheet', file('marksheet', 'm.pdf', big(4_500_000))))
    const photo = json<string>(await anon(t, '/api/registrations/uploads/ppphoto', file('ppphoto', 'me.jpg', await jpeg())))
    const cf = json<string>(await anon(t, '/api/registrations/uploads/characterCf', file('characterCf', 'cf.pdf', big(4_500_000))))
    const letter = json<string>(await anon(t, '/api/registrations/uploads/application', file('application', 'a.pdf', big(4_500_000))))
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations', payload: {
      firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '9841234567', address: 'Banepa',
      preference: 'Primary (1-5)', lvl: '3', markSheet: marks, ppPhoto: photo, characterCerf: cf, attachApplication: letter
    } })
    expect([res.statusCode, json(res)]).toEqual([400, { message: 'The documents of one registration may be 12 MB in all; please send smaller files' }])
  })
})
