import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/app.js'
import { loadConfig, withJwtSecret } from '../src/config.js'
import { prepare } from '../src/setup.js'
import { backup } from '../src/db/backup.js'
import { LoginGuard } from '../src/plugins/app/users/login-guard.js'
import { SEED_SETTINGS } from '../src/seed/site.js'
import { hashPassword, passwordProblem, PASSWORD_HAS_CONTEXT, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../src/plugins/app/users/passwords.js'
import { file, pdf } from './fixtures.js'
import { ADMIN, describeEachDb, json, type TestApp } from './helper.js'

// Issue 20: the fixes from the security probe. Each test failed before its fix.

const LOGIN = '/api/users/login'

async function login (t: TestApp, email: string, password: string, ip: string) {
  return t.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress: ip })
}

async function makeUser (t: TestApp, email: string, password: string): Promise<string> {
  const u = await t.app.usersRepository.create({ email, name: 'Victim', passwordHash: await hashPassword(password) })
  return u._id
}

function claims (token: string): { sub: string; iat: number; ver?: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; iat: number; ver?: number }
}

describeEachDb('point 2: the login throttle is keyed on the account, not the spelling of its email', (get) => {
  const password = 'Victim-Strong-Pass-2026'
  const spellings = ['victim@exámple.com', 'ｖictim@example.com', 'victim@example.com\u0000', 'VICTIM@EXAMPLE.COM\u0000']

  test('after 5 failures, other spellings get no more guesses and never a token', async () => {
    const t = get()
    await makeUser(t, 'victim@example.com', password)
    for (let i = 0; i < 5; i++) expect((await login(t, 'victim@example.com', `wrong-${i}`, '198.51.100.1')).statusCode).toBe(401)
    for (const email of spellings) {
      const res = await login(t, email, password, '198.51.100.1')
      expect(res.statusCode).not.toBe(200)
      expect(res.body).not.toContain('token')
    }
  })

  test('from an IP with no failures, another spelling with the right password is refused like an unknown email', async () => {
    const t = get()
    for (const [i, email] of spellings.entries()) {
      const res = await login(t, email, password, `198.51.100.${50 + i}`)
      // 401 (not the exact address) or 429 (the account is slowed down): never a session
      expect([401, 429]).toContain(res.statusCode)
      expect(res.body).not.toContain('token')
    }
  })
})

describeEachDb('point 9: a stranger cannot lock the owner out', (get) => {
  const email = 'owner@example.com'
  const password = 'Owner-Strong-Pass-2026'

  test('failures lock the guessing IP; the owner still signs in from an IP it used before', async () => {
    const t = get()
    await makeUser(t, email, password)
    expect((await login(t, email, password, '192.0.2.10')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login(t, email, `guess-${i}`, '203.0.113.66')).statusCode).toBe(401)
    for (let i = 0; i < 5; i++) expect([401, 429]).toContain((await login(t, email, `guess-b${i}`, '203.0.113.67')).statusCode)

    // the attacker's IP is locked, even with the right password
    const attacker = await login(t, email, password, '203.0.113.66')
    expect(attacker.statusCode).toBe(429)
    expect(json<{ message: string }>(attacker).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes\.$/)
    // the owner, from the IP that signed in before, is not held up
    const owner = await login(t, email, password, '192.0.2.10')
    expect(owner.statusCode).toBe(200)
    expect(json<{ token: string }>(owner).token).toBeTruthy()
  })

  test('a new IP must wait a short, growing delay while the account is under attack (not 15 minutes)', async () => {
    const t = get()
    const other = 'owner2@example.com'
    await makeUser(t, other, password)
    for (let i = 0; i < 5; i++) await login(t, other, `guess-${i}`, `203.0.113.${100 + i}`)
    const res = await login(t, other, password, '192.0.2.99')
    expect(res.statusCode).toBe(429)
    expect(json<{ message: string }>(res).message).toMatch(/^Too many failed login attempts\. Please try again in \d+ seconds\.$/)
  })
})

describe('point 9: LoginGuard timing', () => {
  const opts = { maxFailures: 5, lockMs: 15 * 60_000, baseDelayMs: 2_000, maxDelayMs: 60_000 }

  test('one IP is locked after 5 failures until the lock runs out', async () => {
    const g = new LoginGuard(opts)
    for (let i = 0; i < 5; i++) await g.fail('user:1', '1.1.1.1', 1000)
    expect(await g.waitFor('user:1', '1.1.1.1', 1000)).toBe(15 * 60_000)
    expect(await g.waitFor('user:1', '1.1.1.1', 1000 + 15 * 60_000)).toBe(0)
  })

  test('across IPs the account only slows down: the delay doubles and is capped', async () => {
    const g = new LoginGuard(opts)
    const delays: number[] = []
    for (let i = 0; i < 12; i++) {
      await g.fail('user:1', `10.0.0.${i}`, 0)
      delays.push(await g.waitFor('user:1', '192.0.2.1', 0))
    }
    expect(delays).toEqual([0, 0, 0, 0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000])
    expect(await g.waitFor('user:1', '192.0.2.1', 60_000)).toBe(0)
  })

  test('an IP that signed in before is never delayed by other IPs\' failures', async () => {
    const g = new LoginGuard(opts)
    await g.succeed('user:1', '192.0.2.1', 0)
    for (let i = 0; i < 20; i++) await g.fail('user:1', `10.0.0.${i}`, 0)
    expect(await g.waitFor('user:1', '192.0.2.1', 0)).toBe(0)
    expect(await g.waitFor('user:1', '192.0.2.2', 0)).toBeGreaterThan(0)
  })
})

describeEachDb('point 6: a password change signs out every older token, even from the same second', (get) => {
  test('a token issued in the same second as the change is refused', async () => {
    const t = get()
    const res = await login(t, ADMIN.email, ADMIN.password, '192.0.2.200')
    const token = json<{ token: string }>(res).token
    const changed = await t.app.inject({
      method: 'PUT', url: '/api/users/password', headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: ADMIN.password, newPassword: 'a brand new passphrase' }
    })
    expect(changed.statusCode).toBe(200)
    // pin the change to the very second the token was issued in
    const iat = claims(token).iat
    await t.app.knex('users').where({ id: t.adminId }).update({ updatedAt: new Date(iat * 1000 + 999).toISOString() })
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } })
    expect(me.statusCode).toBe(401)
    expect(json(me)).toEqual({ message: 'Session expired, please sign in again' })
    const fresh = await login(t, ADMIN.email, 'a brand new passphrase', '192.0.2.200')
    expect(claims(json<{ token: string }>(fresh).token).ver).toBe(1)
    expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${json<{ token: string }>(fresh).token}` } })).statusCode).toBe(200)
  })

  test('a reset (cli reset-password uses setPassword) bumps the version too', async () => {
    const t = get()
    const id = await makeUser(t, 'reset@example.com', 'Reset-Strong-Pass-2026')
    const before = t.app.signToken(id, 0)
    expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${before}` } })).statusCode).toBe(200)
    await t.app.usersRepository.setPassword(id, await hashPassword('Another-Strong-Pass-2026'))
    expect((await t.app.usersRepository.findById(id))!.tokenVersion).toBe(1)
    expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${before}` } })).statusCode).toBe(401)
  })
})

describeEachDb('point 7: the upload throttle trusts only a live session', (get) => {
  async function uploadCodes (t: TestApp, authorization: string, ip: string): Promise<number[]> {
    const codes: number[] = []
    for (let i = 0; i < 3; i++) {
      const body = file('marksheet', 'm.pdf', pdf())
      const res = await t.app.inject({
        method: 'POST', url: '/api/registrations/uploads/marksheet', remoteAddress: ip,
        payload: body.payload, headers: { ...body.headers, authorization }
      })
      codes.push(res.statusCode)
    }
    return codes
  }

  test('a deleted user\'s correctly signed token is throttled like an anonymous caller', async () => {
    const t = get()
    const id = await makeUser(t, 'gone@example.com', 'Gone-Strong-Pass-2026')
    const token = t.app.signToken(id, 0)
    await t.app.usersRepository.remove(id)
    expect(await uploadCodes(t, `Bearer ${token}`, '192.0.2.71')).toEqual([201, 201, 429])
  })

  test('a token from before a password change is throttled too; a live one is not', async () => {
    const t = get()
    const id = await makeUser(t, 'changed@example.com', 'Changed-Strong-Pass-2026')
    const old = t.app.signToken(id, 0)
    await t.app.usersRepository.setPassword(id, await hashPassword('Changed-Again-Pass-2026'))
    expect(await uploadCodes(t, `Bearer ${old}`, '192.0.2.72')).toEqual([201, 201, 429])
    const live = t.app.signToken(id, 1)
    expect(await uploadCodes(t, `Bearer ${live}`, '192.0.2.73')).toEqual([201, 201, 201])
  })
}, { rateLimits: { loginPerIp: 100, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 100, uploadPerIp: 2 } })

describe('point 5: TRUST_PROXY', () => {
  const base = { JWT_SECRET: 'test-secret-test-secret-test-secret', DATA_DIR: '/tmp/unused-school-data' }

  test('true is refused at start with a message that says what to set instead', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client choose its IP address.*TRUST_PROXY=1/)
  })

  test('a hop count or proxy addresses/CIDRs are accepted; anything else is refused', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'])
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(false)
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', '*']) expect(() => loadConfig({ ...base, TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be a hop count/)
  })
})

describe('loading the config writes nothing; start-up generates the JWT secret once', () => {
  test('no JWT_SECRET: loadConfig leaves DATA_DIR untouched, withJwtSecret stores one secret that later starts read', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-config-'))
    try {
      const config = loadConfig({ DATA_DIR: dataDir })
      expect(config.jwtSecret).toBe('')
      expect(config.jwtSecretGenerated).toBe(true)
      expect(fs.readdirSync(dataDir)).toEqual([])
      const started = withJwtSecret(config)
      const stored = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()
      expect(started.jwtSecret).toBe(stored)
      expect(stored.length).toBeGreaterThanOrEqual(32)
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600)
      expect(started.startupWarnings.join()).toMatch(/JWT_SECRET is not set: generated one/)
      // the next start reads it, and a second generation keeps the first one's secret
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(stored)
      expect(withJwtSecret({ ...config }).jwtSecret).toBe(stored)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describeEachDb('point 5: behind one proxy, a client cannot choose its rate-limit IP', (get) => {
  test('prepended X-Forwarded-For entries do not give new login buckets', async () => {
    const t = get()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST', url: LOGIN, payload: { email: `x${i}@example.com`, password: 'whatever-at-all' },
        remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.9` }
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 429])
  })
}, { trustProxy: 1, rateLimits: { loginPerIp: 3, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 100, uploadPerIp: 100 } })

describe('point 8: password policy (NIST 800-63B)', () => {
  test('short and common passwords are refused, with the reason', () => {
    expect(passwordProblem('Ab3$xyz9')).toBe(PASSWORD_TOO_SHORT)
    for (const p of ['1234567890', 'password123', 'qwertyuiop', 'iloveyou12', 'Password2026', 'letmein1234']) expect(passwordProblem(p)).toBe(PASSWORD_TOO_COMMON)
    // the account's own email or name is what an attacker tries first
    expect(passwordProblem('principal@school.test', ['principal@school.test', 'Principal Sharma'])).toBe(PASSWORD_TOO_COMMON)
    // the email's local part carrying the password is refused with its own reason (issue 34)
    expect(passwordProblem('principalsharma', ['principal@school.test', 'Principal Sharma'])).toBe(PASSWORD_HAS_CONTEXT)
  })

  test('context words are refused: the site\'s names and the email\'s local part (issue 34)', () => {
    // the demo school's settings (issue 31: the names are read from them, see siteWords)
    const { school, women } = SEED_SETTINGS
    const site = [school.name, school.shortName, women.name, women.shortName, school.email, women.email]
    for (const p of ['HopeAcademy2026!', 'hope-academy-2026', 'HOPE ACADEMY nepal', 'HopeWomensCentre#1', 'hopeacademy.edu']) {
      expect([p, passwordProblem(p, ['ram@school.test'], site)]).toEqual([p, PASSWORD_HAS_CONTEXT])
    }
    expect(passwordProblem('Ramkrishna#2026', ['ramkrishna@school.test'], site)).toBe(PASSWORD_HAS_CONTEXT)
    // a long phrase that merely mentions a name is judged as a whole
    expect(passwordProblem('tin kettle under a hope academy bench', ['ram@school.test'], site)).toBeNull()
    // a renamed school: its new name is refused, the old one no longer a context word
    expect(passwordProblem('ValleySchool2026!', ['ram@school.test'], ['Valley School', 'office@valley.test'])).toBe(PASSWORD_HAS_CONTEXT)
    expect(passwordProblem('ValleySchool2026!', ['ram@school.test'], site)).not.toBe(PASSWORD_HAS_CONTEXT)
  })

  test('the passwords the tests, e2e and scripts start with pass', () => {
    for (const [p, email] of [
      [ADMIN.password, ADMIN.email], ['E2e-Admin-Pass-2026', 'admin@school.test'], ['a brand new passphrase', ADMIN.email],
      ['Reliability-Admin-Pass-2026', 'reliability-admin@school.test'], ['Bench-Admin-Pass-2026', 'bench-admin@school.test'],
      ['Another-Pass-2026', 'admin@school.test'], ['New-Pass-2026', 'admin@school.test']
    ]) expect([p, passwordProblem(p!, [email!])]).toEqual([p, null])
  })

  test('a weak ADMIN_PASSWORD stops the start with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join('/tmp', 'school-weak-'))
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO: 'false', ADMIN_EMAIL: 'first@school.test', ADMIN_PASSWORD: '12345678' }, { backgroundJobs: false })
    const app = await buildApp(config, { logger: false })
    try {
      await app.ready()
      await expect(prepare(app)).rejects.toThrow(/^ADMIN_PASSWORD is refused: The password must be at least 10 characters/)
      expect(await app.usersRepository.count()).toBe(0)
    } finally {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describeEachDb('point 8: PUT /api/users/password applies the policy', (get) => {
  test('12345678, 1234567890 and password123 are refused with the reason; the password is unchanged', async () => {
    const t = get()
    for (const [newPassword, message] of [['12345678', PASSWORD_TOO_SHORT], ['1234567890', PASSWORD_TOO_COMMON], ['password123', PASSWORD_TOO_COMMON]] as const) {
      const res = await t.authed({ method: 'PUT', url: '/api/users/password', payload: { currentPassword: ADMIN.password, newPassword } })
      expect(res.statusCode).toBe(400)
      expect(json(res)).toEqual({ message })
    }
    expect((await login(t, ADMIN.email, ADMIN.password, '192.0.2.150')).statusCode).toBe(200)
  })
})

describeEachDb('point 10: private files are owner-only on disk', (get) => {
  test('the private folder is 0700 and a stored document 0600; the SQLite file 0600', async () => {
    const t = get()
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations/uploads/marksheet', remoteAddress: '192.0.2.180', ...file('marksheet', 'm.pdf', pdf()) })
    expect(res.statusCode).toBe(201)
    const name = path.basename(JSON.parse(res.body) as string)
    const mode = (p: string) => fs.statSync(p).mode & 0o777
    expect(mode(t.config.privateDir).toString(8)).toBe('700')
    expect(mode(path.join(t.config.privateDir, name)).toString(8)).toBe('600')
    if (t.dialect === 'sqlite') {
      const db = path.join(t.config.dataDir, 'school.sqlite')
      expect(mode(db).toString(8)).toBe('600')
      if (fs.existsSync(`${db}-wal`)) expect(mode(`${db}-wal`).toString(8)).toBe('600')
    }
  })
})

describeEachDb('point 10: a backup is owner-only too', (get) => {
  test('cli backup writes its folder 0700 and the users table (password hashes) 0600', async () => {
    const t = get()
    const out = path.join(t.config.dataDir, 'backup-out')
    await backup(t.app.knex, t.config, out)
    const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8)
    expect(mode(out)).toBe('700')
    expect(mode(path.join(out, 'db'))).toBe('700')
    expect(mode(path.join(out, 'db', 'users.json'))).toBe('600')
  })
})

describeEachDb('admin answers are never cached; malformed URLs answer {message}', (get) => {
  test('GET /api/registrations/unread/count and PATCH …/read send Cache-Control: private, no-store', async () => {
    const t = get()
    const count = await t.authed({ url: '/api/registrations/unread/count' })
    expect(count.statusCode).toBe(200)
    expect(count.headers['cache-control']).toBe('private, no-store')
    const id = '00000000-0000-7000-8000-000000000000'
    const read = await t.authed({ method: 'PATCH', url: `/api/registrations/${id}/read` })
    expect(read.statusCode).toBe(404)
    expect(read.headers['cache-control']).toBe('private, no-store')
  })

  test('a malformed %-escape is 400 {message} on every kind of route', async () => {
    const t = get()
    for (const url of ['/api/news/%', '/api/news/%E0%A4%A', '/api/registrations/files/%zz', '/api/careers/%', '/uploads/%', '/news/%']) {
      const res = await t.app.inject({ url })
      expect([url, res.statusCode, json(res)]).toEqual([url, 400, { message: 'Invalid URL' }])
    }
  })
})
