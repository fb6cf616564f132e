import { parseArgs } from 'node:util'
import { buildApp } from './app.js'
import { loadConfig, loadDotEnv } from './config.js'
import path from 'node:path'
import { backup, restore } from './db/backup.js'
import { migrate } from './db/index.js'
import { hashPassword, passwordProblem } from './plugins/app/users/passwords.js'

const USAGE = `Usage: pnpm --filter @school/api cli <command> [options]

Commands:
  create-admin   --email <email> --password <password> [--name <name>]
  reset-password --email <email> --password <new password>
  backup         [--out <folder>]     database (as JSON) + uploads + private documents
                                      (default DATA_DIR/backups/<timestamp>)
  restore        --from <folder> [--force]   replaces all data with the backup's
`

async function main (argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean' }
    },
    strict: true
  })
  if (command === 'backup' || command === 'restore') return backupCommand(command, values)
  if (command !== 'create-admin' && command !== 'reset-password') {
    process.stdout.write(USAGE)
    return command === undefined || command === 'help' ? 0 : 2
  }
  const email = values.email?.trim().toLowerCase()
  const password = values.password
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('--email is required and must be an email address')
  if (!password) throw new Error('--password is required')
  const weak = passwordProblem(password, [email, values.name ?? ''])
  if (weak) throw new Error(`--password: ${weak}`)

  loadDotEnv()
  const config = loadConfig(process.env, { backgroundJobs: false })
  const app = await buildApp(config, { logger: false })
  try {
    await app.ready()
    await migrate(app.knex)
    const existing = await app.usersRepository.findByEmail(email)
    if (command === 'create-admin') {
      if (existing) throw new Error(`A user with email ${email} already exists (use reset-password)`)
      await app.usersRepository.create({ email, name: values.name?.trim() || 'Administrator', passwordHash: await hashPassword(password) })
      console.log(`Created admin ${email}`)
    } else {
      if (!existing) throw new Error(`No user with email ${email}`)
      await app.usersRepository.setPassword(existing._id, await hashPassword(password))
      console.log(`Password reset for ${email}; tokens issued before now no longer work`)
    }
    return 0
  } finally {
    await app.close()
  }
}

async function backupCommand (command: 'backup' | 'restore', values: { out?: string; from?: string; force?: boolean }): Promise<number> {
  loadDotEnv()
  const config = loadConfig(process.env, { backgroundJobs: false })
  const app = await buildApp(config, { logger: false })
  try {
    await app.ready()
    if (command === 'backup') {
      const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')))
      await migrate(app.knex)
      const m = await backup(app.knex, config, out)
      console.log(`Backup written to ${out} (${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows)`)
    } else {
      if (!values.from) throw new Error('--from <folder> is required')
      const m = await restore(app.knex, config, path.resolve(values.from), { force: values.force })
      console.log(`Restored the backup of ${m.createdAt} (${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows)`)
    }
    return 0
  } finally {
    await app.close()
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (err: Error) => {
  console.error(`Error: ${err.message}`)
  process.exit(1)
})
