import { SEED_SETTINGS } from '../src/seed/site.js'
import { generate } from 'otplib'
import { hashPassword, PASSWORD_HAS_CONTEXT } from '../src/plugins/app/users/passwords.js'
import { TWO_FACTOR_SETUP_REQUIRED } from '../src/lib/roles.js'
import { newTotpSecret, totpStep } from '../src/plugins/app/users/two-factor.js'
import { LAST_ADMIN } from '../src/plugins/app/users/users-repository.js'
import { BAD_LINK, FORGOT_ANSWER } from '../src/routes/api/password-reset.js'
import { ADMIN, describeEachDb, json, signJwt, type TestApp } from './helper.js'

// Issue 34: finding 5, two-factor sign-in, sessions, reset by email, re-authentication.

const PASSWORD = 'Quiet-Lantern-Harbour-77'
const now = () => Math.floor(Date.now() / 1000)

async function makeUser (t: TestApp, email: string, role: 'admin' | 'editor' = 'editor'): Promise<string> {
  return (await t.app.usersRepository.create({ email, name: email.split('@')[0]!, passwordHash: await hashPassword(PASSWORD), role }))._id
}

function login (t: TestApp, email: string, password = PASSWORD, ip = '192.0.2.10', userAgent = 'jest') {
  return t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip, headers: { 'user-agent': userAgent } })
}

function as (t: TestApp, token: string, opts: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; ip?: string }) {
  return t.app.inject({ method: opts.method ?? 'GET', url: opts.url, payload: opts.payload, remoteAddress: opts.ip ?? '192.0.2.10', headers: { authorization: `Bearer ${token}` } })
}

async function tokenOf (t: TestApp, email: string, userAgent = 'jest'): Promise<string> {
  const res = await login(t, email, PASSWORD, '192.0.2.10', userAgent)
  expect(res.statusCode).toBe(200)
  return json<{ token: string }>(res).token
}

/** Turns 2FA on with a code of the previous step (the current one stays free for a sign-in); the secret and recovery codes. */
async function enableTwoFactor (t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const setup = await as(t, token, { method: 'POST', url: '/api/users/2fa/setup' })
  expect(setup.statusCode).toBe(200)
  const { secret, otpauthUrl, qrSvg } = json<{ secret: string; otpauthUrl: string; qrSvg: string }>(setup)
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/)
  expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
  const code = await generate({ secret, epoch: now() - 30 })
  const enabled = await as(t, token, { method: 'POST', url: '/api/users/2fa/enable', payload: { code, password: PASSWORD } })
  expect(enabled.statusCode).toBe(200)
  return { secret, ...json<{ recoveryCodes: string[]; token: string }>(enabled) }
}

describe('TOTP with a fixed clock (RFC 6238)', () => {
  const secret = newTotpSecret()
  const epoch = 1_900_000_010
  const step = Math.floor(epoch / 30)

  test('the current step and the one before are accepted; two back and one ahead are refused; a used step is refused', async () => {
    expect(await totpStep(secret, await generate({ secret, epoch }), 0, epoch)).toBe(step)
    expect(await totpStep(secret, await generate({ secret, epoch: epoch - 30 }), 0, epoch)).toBe(step - 1)
    expect(await totpStep(secret, await generate({ secret, epoch: epoch - 60 }), 0, epoch)).toBeNull()
    expect(await totpStep(secret, await generate({ secret, epoch: epoch + 30 }), 0, epoch)).toBeNull()
    expect(await totpStep(secret, await generate({ secret, epoch }), step, epoch)).toBeNull()
    expect(await totpStep(secret, 'abcdef', 0, epoch)).toBeNull()
  })
})

describeEachDb('staff accounts', (get) => {
  test('finding 5: 20 concurrent demotions of the 20 admins leave exactly one admin', async () => {
    const t = get()
    const ids = [t.adminId]
    for (let i = 1; i < 20; i++) ids.push(await makeUser(t, `race${i}@test.school`, 'admin'))
    const results = await Promise.all(ids.map((id) => t.authed({ method: 'PATCH', url: `/api/users/${id}`, payload: { role: 'editor' } })))
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 200)).toHaveLength(19)
    expect(results.filter((r) => r.statusCode === 400).map((r) => json<{ message: string }>(r).message)).toEqual([LAST_ADMIN])
    expect(await t.app.usersRepository.countAdmins()).toBe(1)
    // put the suite's admin back, and keep the others out of the way
    await t.app.knex('users').where({ id: t.adminId }).update({ role: 'admin' })
    await t.app.knex('users').whereIn('id', ids.slice(1)).delete()
  })

  test('context words: the site\'s name (from its settings) is refused with a clear message at creation', async () => {
    const t = get()
    await t.app.settingsRepository.put('school', SEED_SETTINGS.school)
    const create = (email: string, password: string) => t.authed({ method: 'POST', url: '/api/users', payload: { name: 'Sita', email, password, role: 'editor' } })
    const res = await create('sita@test.school', 'HopeAcademy2026!')
    expect(res.statusCode).toBe(400)
    expect(json(res)).toEqual({ message: PASSWORD_HAS_CONTEXT })
    // renamed (issue 31): the new name is refused, the old one no longer a context word
    expect((await t.authed({ method: 'PUT', url: '/api/settings?site=school', payload: { name: 'Valley School', shortName: 'Valley' } })).statusCode).toBe(200)
    expect(json(await create('sita@test.school', 'ValleySchool2026!'))).toEqual({ message: PASSWORD_HAS_CONTEXT })
    expect((await create('sita2@test.school', 'Hope-Marble-Canyon-2026')).statusCode).toBe(201)
  })

  test('2FA: sign-in answers a ticket and no token; a code of the app signs in once; a recovery code works once; wrong codes lock', async () => {
    const t = get()
    await makeUser(t, 'totp@test.school')
    const { secret, recoveryCodes } = await enableTwoFactor(t, await tokenOf(t, 'totp@test.school'))
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    const stored = await t.app.knex('user_recovery_codes').select('codeHash')
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0])

    const first = await login(t, 'totp@test.school')
    expect(first.statusCode).toBe(200)
    const challenge = json<{ twoFactorRequired: boolean; ticket: string; token?: string }>(first)
    expect(challenge).toEqual({ twoFactorRequired: true, ticket: expect.any(String) })
    // the ticket is no bearer token
    expect((await as(t, challenge.ticket, { url: '/api/users/me' })).statusCode).toBe(401)

    const code = await generate({ secret })
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: challenge.ticket, code }, remoteAddress: '192.0.2.10' })
    expect(signedIn.statusCode).toBe(200)
    expect(json(signedIn)).toMatchObject({ email: 'totp@test.school', token: expect.any(String), role: 'editor' })
    // the same code again: refused (replay)
    const again = await t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: challenge.ticket, code }, remoteAddress: '192.0.2.10' })
    expect(again.statusCode).toBe(401)

    const byRecovery = () => t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: challenge.ticket, recoveryCode: recoveryCodes[3]!.toUpperCase() }, remoteAddress: '192.0.2.10' })
    expect((await byRecovery()).statusCode).toBe(200)
    expect((await byRecovery()).statusCode).toBe(401)

    // an expired ticket
    const user = (await t.app.usersRepository.findByEmail('totp@test.school'))!
    const old = signJwt({ sub: user._id, ver: user.tokenVersion, typ: '2fa', iat: now() - 400, exp: now() - 100 }, t.config.jwtSecret)
    const expired = await t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: old, code: await generate({ secret }) }, remoteAddress: '192.0.2.10' })
    expect(expired.statusCode).toBe(401)
    expect(json<{ message: string }>(expired).message).toMatch(/expired/)

    // wrong codes count like wrong passwords: five failures lock this IP out of the account
    const wrong = () => t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: challenge.ticket, code: '000000' }, remoteAddress: '192.0.2.99' })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).statusCode)
    expect(statuses[0]).toBe(401)
    expect(statuses.slice(-2)).toEqual([429, 429])
    // and even the right code waits
    const blocked = await t.app.inject({ method: 'POST', url: '/api/users/login/2fa', payload: { ticket: challenge.ticket, code: await generate({ secret, epoch: now() + 30 }) }, remoteAddress: '192.0.2.99' })
    expect(blocked.statusCode).toBe(429)
  })

  test('2FA changes need re-authentication; disabling needs the password and a code', async () => {
    const t = get()
    const id = await makeUser(t, 'reauth@test.school')
    // a token from before sessions: not a fresh sign-in, so enabling needs the password
    const stale = t.app.signToken(id, 0)
    const setup = json<{ secret: string }>(await as(t, stale, { method: 'POST', url: '/api/users/2fa/setup' }))
    const noPassword = await as(t, stale, { method: 'POST', url: '/api/users/2fa/enable', payload: { code: await generate({ secret: setup.secret }) } })
    expect(noPassword.statusCode).toBe(400)
    expect(json<{ message: string }>(noPassword).message).toMatch(/current password/)

    const token = await tokenOf(t, 'reauth@test.school')
    const { secret, token: after } = await enableTwoFactor(t, token)
    const disable = (payload: object) => as(t, after, { method: 'POST', url: '/api/users/2fa/disable', payload })
    expect((await disable({ password: 'wrong-password-here', code: await generate({ secret }) })).statusCode).toBe(400)
    expect((await disable({ password: PASSWORD, code: '123456' })).statusCode).toBe(400)
    const off = await disable({ password: PASSWORD, code: await generate({ secret }) })
    expect(off.statusCode).toBe(200)
    expect((await t.app.usersRepository.findById(id))!.totpSecret).toBeNull()
    // the email: the current password in the same call
    const email = (payload: object) => as(t, json<{ token: string }>(off).token, { method: 'PUT', url: '/api/users/email', payload })
    expect((await email({ email: 'new@test.school', currentPassword: 'not-my-password' })).statusCode).toBe(400)
    const changed = await email({ email: 'reauth2@test.school', currentPassword: PASSWORD })
    expect(changed.statusCode).toBe(200)
    expect((await t.app.usersRepository.findById(id))!.email).toBe('reauth2@test.school')
  })

  test('sessions: listed, ended one by one or all but this one, by an admin, and by a password change, each on the next request', async () => {
    const t = get()
    const id = await makeUser(t, 'sessions@test.school')
    const a = await tokenOf(t, 'sessions@test.school', 'Phone')
    const b = await tokenOf(t, 'sessions@test.school', 'Laptop')
    const c = await tokenOf(t, 'sessions@test.school', 'Tablet')
    const list = json<Array<{ _id: string; userAgent: string; current: boolean; ip: string; lastSeenAt: string }>>(await as(t, a, { url: '/api/users/sessions' }))
    expect(list.map((s) => s.userAgent).sort()).toEqual(['Laptop', 'Phone', 'Tablet'])
    expect(list.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Phone'])
    expect(list[0]!.ip).toBe('192.0.2.10')

    const laptop = list.find((s) => s.userAgent === 'Laptop')!
    expect((await as(t, a, { method: 'DELETE', url: `/api/users/sessions/${laptop._id}` })).statusCode).toBe(200)
    const refused = await as(t, b, { url: '/api/users/me' })
    expect(refused.statusCode).toBe(401)
    expect(json<{ message: string }>(refused).message).toMatch(/ended/)

    expect((await as(t, a, { method: 'POST', url: '/api/users/sessions/revoke-others' })).statusCode).toBe(200)
    expect((await as(t, c, { url: '/api/users/me' })).statusCode).toBe(401)
    expect((await as(t, a, { url: '/api/users/me' })).statusCode).toBe(200)

    // a password change ends every other session; the caller goes on with the token it answers
    const d = await tokenOf(t, 'sessions@test.school', 'Desktop')
    const changed = await as(t, a, { method: 'PUT', url: '/api/users/password', payload: { currentPassword: PASSWORD, newPassword: 'Velvet-Compass-Orchard-31' } })
    expect(changed.statusCode).toBe(200)
    expect((await as(t, d, { url: '/api/users/me' })).statusCode).toBe(401)
    const next = json<{ token: string }>(changed).token
    expect((await as(t, next, { url: '/api/users/me' })).statusCode).toBe(200)

    // the admin ends every session of the user
    const ended = await t.authed({ method: 'POST', url: `/api/users/${id}/sessions/revoke` })
    expect(ended.statusCode).toBe(200)
    expect((await as(t, next, { url: '/api/users/me' })).statusCode).toBe(401)
    expect(await t.app.accountsRepository.sessions.listLive(id)).toEqual([])
  })

  test('requireTwoFactor: a user without 2FA signs in told to set it up, and may do nothing else first', async () => {
    const t = get()
    await makeUser(t, 'required@test.school')
    expect(json(await t.authed({ method: 'PUT', url: '/api/users/settings', payload: { requireTwoFactor: true } }))).toEqual({ requireTwoFactor: true })
    try {
      const res = await login(t, 'required@test.school')
      expect(json(res)).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: true })
      const token = json<{ token: string }>(res).token
      const news = await as(t, token, { url: '/api/news/all' })
      expect(news.statusCode).toBe(403)
      expect(json(news)).toEqual({ message: TWO_FACTOR_SETUP_REQUIRED })
      expect((await as(t, token, { method: 'POST', url: '/api/users/2fa/setup' })).statusCode).toBe(200)
    } finally {
      await t.authed({ method: 'PUT', url: '/api/users/settings', payload: { requireTwoFactor: false } })
    }
  })

  test('reset by email: the same answer for everyone, a link that works once, for 30 minutes, and ends every session', async () => {
    const t = get()
    const id = await makeUser(t, 'forgot@test.school')
    const session = await tokenOf(t, 'forgot@test.school')
    const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email }, remoteAddress: '192.0.2.30' })
    const known = await forgot('forgot@test.school')
    const unknown = await forgot('nobody@test.school')
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202])
    expect(known.body).toBe(unknown.body)
    expect(json(known)).toEqual({ message: FORGOT_ANSWER })

    // the mail is queued after the answer
    let mails: Array<{ toAddress: string; text: string }> = []
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      mails = await t.app.knex('outbox').where({ kind: 'password-reset' })
    }
    expect(mails.map((m) => m.toAddress)).toEqual(['forgot@test.school'])
    const token = /admin\/login#reset=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!
    expect(JSON.stringify(await t.app.knex('password_resets').select('*'))).not.toContain(token)

    const reset = (password: string, tok = token) => t.app.inject({ method: 'POST', url: '/api/users/password/reset', payload: { token: tok, password }, remoteAddress: '192.0.2.30' })
    // the policy applies (the school's name from its settings is a context word), and a refused password leaves the link usable
    await t.app.settingsRepository.put('school', SEED_SETTINGS.school)
    expect(json(await reset('HopeAcademy2026!'))).toEqual({ message: PASSWORD_HAS_CONTEXT })
    expect((await reset('Marble-Thistle-Canyon-58')).statusCode).toBe(200)
    expect(json(await reset('Another-Thistle-Canyon-59'))).toEqual({ message: BAD_LINK })
    expect((await as(t, session, { url: '/api/users/me' })).statusCode).toBe(401)
    expect((await login(t, 'forgot@test.school', 'Marble-Thistle-Canyon-58')).statusCode).toBe(200)

    // an expired link
    await t.app.accountsRepository.resets.create(id, 'expired-token-expired-token', new Date(Date.now() - 1000).toISOString())
    expect(json(await reset('Copper-Meadow-Lantern-12', 'expired-token-expired-token'))).toEqual({ message: BAD_LINK })
    expect(ADMIN.email).not.toBe('forgot@test.school')
  })
})
