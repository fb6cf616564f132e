import { createHmac, randomBytes } from 'node:crypto'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import knexFactory from 'knex'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { buildApp, type BuildOptions } from '../src/app.js'
import { loadConfig, type AppConfig } from '../src/config.js'
import { prepare } from '../src/setup.js'
import { hashPassword } from '../src/plugins/app/users/passwords.js'

export type Dialect = 'sqlite' | 'mysql'

/** SQLite always; MariaDB/MySQL too when TEST_MYSQL_URL is set. */
export const DIALECTS: Dialect[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite']

export const ADMIN = { email: 'admin@test.school', password: 'correct horse battery', name: 'Test Admin' }

export const TABLES = ['users', 'news', 'notices', 'staffs', 'carousel', 'modals', 'albums', 'videos', 'events',
  'women_events', 'downloads', 'careers', 'teams', 'testimonials', 'registrations', 'contact_messages',
  'career_applications', 'uploads', 'outbox'] as const

export interface TestApp {
  app: FastifyInstance
  config: AppConfig
  dialect: Dialect
  token: string
  adminId: string
  /** app.inject with the admin's bearer token */
  authed: (opts: InjectOptions) => Promise<LightMyRequestResponse>
  counts: () => Promise<Record<string, number>>
  close: () => Promise<void>
}

/** An HS256 JWT signed by hand, so tests can forge expired or foreign-secret tokens. */
export function signJwt (payload: Record<string, unknown>, secret: string): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const head = enc({ alg: 'HS256', typ: 'JWT' }) + '.' + enc(payload)
  return head + '.' + createHmac('sha256', secret).update(head).digest('base64url')
}

export function badTokens (t: TestApp): Record<string, string | undefined> {
  const now = Math.floor(Date.now() / 1000)
  return {
    'no token': undefined,
    'malformed token': 'Bearer not.a.jwt',
    'non-bearer scheme': 'Basic YWRtaW46YWRtaW4=',
    'token signed with another secret': 'Bearer ' + signJwt({ sub: t.adminId, iat: now, exp: now + 3600 }, 'another-secret-another-secret'),
    'expired token': 'Bearer ' + signJwt({ sub: t.adminId, iat: now - 7200, exp: now - 60 }, t.config.jwtSecret)
  }
}

async function createMysqlDatabase (): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_MYSQL_URL!)
  const name = `school_test_${randomBytes(5).toString('hex')}`
  const admin = knexFactory({
    client: 'mysql2',
    connection: { host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) }
  })
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  const url = new URL(base.toString())
  url.pathname = '/' + name
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``)
      await admin.destroy()
    }
  }
}

/** A fresh app on a fresh database (temp SQLite file or a new MySQL database), with one admin. */
export async function buildTestApp (dialect: Dialect, overrides: Partial<AppConfig> = {}, build: BuildOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-api-'))
  const mysql = dialect === 'mysql' ? await createMysqlDatabase() : null
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: mysql?.url ?? '',
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    SEED_DEMO: 'false',
    WEB_ROOT: path.join(dataDir, 'web')
  }, {
    backgroundJobs: false,
    rateLimits: { loginPerIp: 1000, loginFailuresPerAccount: 5, accountLockMinutes: 15, submitPerIp: 1000, uploadPerIp: 1000 },
    ...overrides
  })
  const app = await buildApp(config, { logger: false, ...build })
  await app.ready()
  await prepare(app)
  const admin = await app.usersRepository.create({ email: ADMIN.email, name: ADMIN.name, passwordHash: await hashPassword(ADMIN.password) })
  const token = app.signToken(admin._id)
  return {
    app,
    config,
    dialect,
    token,
    adminId: admin._id,
    authed: (opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } }),
    counts: async () => {
      const out: Record<string, number> = {}
      for (const t of TABLES) {
        const [{ n }] = await app.knex(t).count({ n: '*' }) as Array<{ n: number | string }>
        out[t] = Number(n)
      }
      return out
    },
    close: async () => {
      await app.close()
      await mysql?.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * Runs a suite once per dialect, on its own fresh database, closing it afterwards.
 * `get()` returns the running app inside tests.
 */
export function describeEachDb (title: string, body: (get: () => TestApp) => void, overrides: Partial<AppConfig> = {}, build: BuildOptions = {}): void {
  describe.each(DIALECTS)(`${title} [%s]`, (dialect) => {
    let t: TestApp | undefined
    beforeAll(async () => { t = await buildTestApp(dialect, overrides, build) })
    afterAll(async () => { await t?.close() })
    body(() => {
      if (!t) throw new Error('test app not built')
      return t
    })
  })
}

export function json<T = unknown> (res: LightMyRequestResponse): T {
  return res.json() as T
}

/** The hooks `printRoutes` lists for one route, one `(hook) [names]` line each: its radix tree is read back into whole paths. */
export function routeHooks (app: FastifyInstance, method: string, path: string): string {
  const printed = app.printRoutes({ includeHooks: true, method })
  const segments: string[] = []
  const hooks = new Map<string, string[]>()
  let current = ''
  for (const line of printed.split('\n')) {
    const branch = line.search(/[├└]── /)
    if (branch >= 0) {
      const depth = branch / 4
      const text = line.slice(branch + 4)
      segments.length = depth
      segments[depth] = text.replace(/ \([A-Z, ]+\)$/, '')
      current = / \([A-Z, ]+\)$/.test(text) ? segments.join('') : ''
      if (current) hooks.set(current, [])
    } else if (current && line.includes('• (')) {
      hooks.get(current)!.push(line.slice(line.indexOf('• (') + 2))
    }
  }
  if (!hooks.has(path)) throw new Error(`no ${method} ${path} in printRoutes`)
  return hooks.get(path)!.join('\n')
}

export interface Raw { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request over a real socket: the wire cache sits in front of the router, where `inject` never goes. */
export function raw (port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}
