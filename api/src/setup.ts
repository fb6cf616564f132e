import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { migrate, withDatabaseLock } from './db/index.js'
import { hashPassword, passwordProblem, siteWords } from './plugins/app/users/passwords.js'
import { seedDemoContent } from './seed/demo.js'

export const DEMO_ADMIN_EMAIL = 'admin@school.test'

export interface PrepareResult {
  demoAdmin?: { email: string; password: string }
  seeded: boolean
}

/**
 * Runs before the server listens: migrations, the instance check (one JWT secret for all), the first admin from ADMIN_EMAIL /
 * ADMIN_PASSWORD, and on the very first run (no users yet) the demo seed.
 */
export async function prepare (app: FastifyInstance): Promise<PrepareResult> {
  return withDatabaseLock(app.knex, 'start', () => prepareLocked(app))
}

async function prepareLocked (app: FastifyInstance): Promise<PrepareResult> {
  await migrate(app.knex, app.config.timeZone)
  // the instants alerts start and end, which the cached pages are keyed by
  await app.alerts.schedule.start()
  // refuses to run beside a live instance that signs tokens with another secret
  await app.instances.start()
  const { admin, seedDemo } = app.config
  const firstRun = (await app.usersRepository.count()) === 0
  const result: PrepareResult = { seeded: false }

  if (admin.email && admin.password) {
    const weak = passwordProblem(admin.password, [admin.email, admin.name], await siteWords(app))
    if (weak) throw new Error(`ADMIN_PASSWORD is refused: ${weak}. Set a stronger ADMIN_PASSWORD and start again.`)
    if (!(await app.usersRepository.findByEmail(admin.email))) {
      await app.usersRepository.create({ email: admin.email, name: admin.name, passwordHash: await hashPassword(admin.password) })
      // never log the password itself
      app.log.info(`created the first admin ${admin.email} from ADMIN_EMAIL`)
    }
  }
  if (firstRun && seedDemo) {
    let owner = admin.email ? await app.usersRepository.findByEmail(admin.email) : null
    if (!owner) {
      const password = randomBytes(9).toString('base64url')
      owner = await app.usersRepository.create({ email: DEMO_ADMIN_EMAIL, name: 'Demo Admin', passwordHash: await hashPassword(password) })
      result.demoAdmin = { email: DEMO_ADMIN_EMAIL, password }
    }
    await seedDemoContent(app, owner._id)
    result.seeded = true
  }
  return result
}

/** The one-time credentials box, with both site URLs. */
export function credentialsBox (port: number, womenHost: string, creds: { email: string; password: string }): string {
  const lines = [
    'Demo content created. Sign in to the console with:',
    '',
    `  email:    ${creds.email}`,
    `  password: ${creds.password}`,
    '',
    `  School site:         http://localhost:${port}`,
    `  Women's centre site: http://${womenHost}:${port}`,
    '',
    'This password is shown only once. Change it after signing in,',
    'or reset it with: pnpm --filter @school/api cli reset-password'
  ]
  const width = Math.max(...lines.map((l) => l.length)) + 2
  const bar = '═'.repeat(width)
  return ['╔' + bar + '╗', ...lines.map((l) => '║ ' + l.padEnd(width - 1) + '║'), '╚' + bar + '╝'].join('\n')
}
