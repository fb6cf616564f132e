import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Knex } from 'knex'
import { loadConfig, loadDotEnv, type AppConfig } from './config.js'
import { backup, EmptyBackupError, restore } from './db/backup.js'
import { createKnex, migrate, parseJson, sqliteFile } from './db/index.js'
import { createUsersRepository } from './plugins/app/users/users-repository.js'
import { ROLES } from '@school/shared/contract'

// The CLI talks to the database directly (knex, migrations, the users repository) and
// never builds the Fastify app: loading fastify, its plugins, sharp and swagger took most
// of each call's time and did nothing for these commands.

const USAGE = `Usage: npm run cli -- <command> [options]   (or: pnpm --filter @school/api cli <command> …)

Commands:
  create-admin   --email <email> --password <password> [--name <name>] [--role admin|editor|admissions]
                 (role defaults to admin)
  reset-password --email <email> --password <new password>
  backup         [--out <folder>] [--allow-empty]
                 database (as JSON) + uploads + private documents
                 (default DATA_DIR/backups/<timestamp>)
  restore        --from <folder> [--force] [--allow-empty]
                 replaces all data with the backup's

Relative DATA_DIR, WEB_ROOT and sqlite: paths are relative to the repository root,
as for the server. An empty or missing database is never backed up, and an empty
backup never restored, unless --allow-empty is given.
`

/** Paths typed by the user are relative to where they typed them (pnpm runs us in api/). */
const userPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p)

function describeDb (config: AppConfig): string {
  const file = sqliteFile(config)
  if (file) return `SQLite ${file}`
  const u = new URL(config.databaseUrl!)
  return `MySQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`
}

async function withDb<T> (config: AppConfig, run: (knex: Knex) => Promise<T>): Promise<T> {
  const knex = createKnex(config)
  try {
    return await run(knex)
  } finally {
    await knex.destroy()
  }
}

const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)

function loud (lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length))
  const bar = '!'.repeat(width + 4)
  process.stderr.write(`\n${bar}\n${lines.map((l) => `! ${l.padEnd(width)} !`).join('\n')}\n${bar}\n\n`)
}

async function userCommand (command: 'create-admin' | 'reset-password', values: { email?: string; password?: string; name?: string; role?: string }, config: AppConfig): Promise<number> {
  const email = values.email?.trim().toLowerCase()
  const role = ROLES.find((r) => r === (values.role ?? 'admin'))
  if (!role) throw new Error(`--role must be one of ${ROLES.join(', ')}`)
  if (values.role !== undefined && command !== 'create-admin') throw new Error('--role is only for create-admin')
  const password = values.password
  // argon2 is loaded only by the commands that hash
  const { hashPassword, passwordProblem, wordsOf } = await import('./plugins/app/users/passwords.js')
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('--email is required and must be an email address')
  if (!password) throw new Error('--password is required')
  const early = passwordProblem(password, [email, values.name ?? ''])
  if (early) throw new Error(`--password: ${early}`)
  return withDb(config, async (knex) => {
    await migrate(knex, config.timeZone)
    // the sites' names from their settings (issue 31) are context words too
    const rows: Array<{ data: unknown }> = await knex('site_settings').select('data')
    const sites = rows.map((r) => parseJson<Record<string, unknown>>(r.data, {}))
    const weak = passwordProblem(password, [email, values.name ?? ''], wordsOf(sites))
    if (weak) throw new Error(`--password: ${weak}`)
    const users = createUsersRepository(knex)
    const existing = await users.findByEmail(email)
    if (command === 'create-admin') {
      if (existing) throw new Error(`A user with email ${email} already exists (use reset-password)`)
      await users.create({ email, name: values.name?.trim() || 'Administrator', passwordHash: await hashPassword(password), role })
      console.log(`Created ${role === 'admin' ? 'admin' : `${role} user`} ${email} in ${describeDb(config)}`)
    } else {
      if (!existing) throw new Error(`No user with email ${email} in ${describeDb(config)}`)
      await users.setPassword(existing._id, await hashPassword(password))
      console.log(`Password reset for ${email}; tokens issued before now no longer work`)
    }
    return 0
  })
}

async function backupCommand (values: { out?: string; 'allow-empty'?: boolean }, config: AppConfig): Promise<number> {
  const allowEmpty = values['allow-empty'] === true
  const db = describeDb(config)
  const file = sqliteFile(config)
  // Opening a missing SQLite file would create a new, empty database (and its folder).
  if (file && file !== ':memory:' && !fs.existsSync(file) && !allowEmpty) {
    loud([
      `NO BACKUP WRITTEN: there is no database at ${file}.`,
      `DATA_DIR is ${config.dataDir}. Is DATA_DIR or DATABASE_URL set as the server has it?`,
      'Pass --allow-empty to back up an empty database anyway.'
    ])
    return 1
  }
  const out = userPath(values.out ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')))
  return withDb(config, async (knex) => {
    await migrate(knex, config.timeZone)
    try {
      const m = await backup(knex, config, out, { allowEmpty })
      const rows = total(m.tables)
      if (rows === 0) loud([`WARNING: ${db} is empty; the backup in ${out} holds 0 rows (--allow-empty).`])
      console.log(`Backup of ${db} written to ${out} (${rows} rows: ${Object.entries(m.tables).filter(([, n]) => n > 0).map(([t, n]) => `${t} ${n}`).join(', ') || 'none'})`)
      return 0
    } catch (err) {
      if (!(err instanceof EmptyBackupError)) throw err
      loud([
        `NO BACKUP WRITTEN: ${db} is empty (0 rows in every table).`,
        'Is DATA_DIR or DATABASE_URL set as the server has it?',
        'Pass --allow-empty to back up an empty database anyway.'
      ])
      return 1
    }
  })
}

async function restoreCommand (values: { from?: string; force?: boolean; 'allow-empty'?: boolean }, config: AppConfig): Promise<number> {
  if (!values.from) throw new Error('--from <folder> is required')
  const from = userPath(values.from)
  return withDb(config, async (knex) => {
    try {
      const m = await restore(knex, config, from, { force: values.force, allowEmpty: values['allow-empty'] === true })
      console.log(`Restored the backup of ${m.createdAt} into ${describeDb(config)} (${total(m.tables)} rows)`)
      return 0
    } catch (err) {
      if (!(err instanceof EmptyBackupError)) throw err
      loud([`NOTHING RESTORED: ${err.message}.`, 'Pass --allow-empty to restore it anyway.'])
      return 1
    }
  })
}

const COMMANDS = ['create-admin', 'reset-password', 'backup', 'restore'] as const

async function main (argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' },
      'allow-empty': { type: 'boolean' }
    },
    strict: true
  })
  const known = COMMANDS.find((c) => c === command)
  if (known === undefined) {
    process.stdout.write(USAGE)
    return command === undefined || command === 'help' ? 0 : 2
  }
  loadDotEnv()
  // The CLI signs no tokens: a placeholder secret keeps loadConfig from creating DATA_DIR/jwt-secret.
  const config = loadConfig(process.env, { backgroundJobs: false, jwtSecret: 'the-cli-signs-no-tokens' })
  if (known === 'backup') return backupCommand(values, config)
  if (known === 'restore') return restoreCommand(values, config)
  return userCommand(known, values, config)
}

main(process.argv.slice(2)).then((code) => process.exit(code), (err: Error) => {
  console.error(`Error: ${err.message}`)
  process.exit(1)
})
