import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import knexFactory from 'knex'
import { REPO_ROOT } from '../src/config.js'
import { verifyPassword } from '../src/plugins/app/users/passwords.js'

/**
 * The real CLI in child processes: from api/ through tsx (as `pnpm --filter @school/api cli`
 * runs it) and from the repository root through scripts/api-cli.mjs (as `npm run backup`).
 */
const SLOW = 240_000

interface Run { code: number; stdout: string; stderr: string }

function run (where: 'api' | 'root', args: string[], env: Record<string, string>): Promise<Run> {
  const [cwd, argv] = where === 'api'
    ? [path.join(REPO_ROOT, 'api'), ['--import', 'tsx', 'src/cli.ts', ...args]]
    : [REPO_ROOT, [path.join(REPO_ROOT, 'scripts', 'api-cli.mjs'), ...args]]
  // a clean environment: nothing from the developer's shell or .env decides where the data is
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'silent' }
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { cwd, env: { ...base, ...env } }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr })
    })
  })
}

const dirs: string[] = []
function tempDir (): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'school-cli-'))
  dirs.push(d)
  return d
}
afterAll(() => { for (const d of dirs) fs.rmSync(d, { recursive: true, force: true }) })

async function users (dataDir: string): Promise<Array<{ email: string; passwordHash: string }>> {
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(dataDir, 'school.sqlite') }, useNullAsDefault: true })
  try {
    return await knex('users').select('email', 'passwordHash')
  } finally {
    await knex.destroy()
  }
}

test('a relative DATA_DIR is the same folder for the CLI in api/ and from the repository root; create-admin and reset-password work', async () => {
  const data = tempDir()
  // relative to the repository root, e.g. ../../tmp/school-cli-abc; from api/ it would mean another folder
  const relative = path.relative(REPO_ROOT, data)
  const wrong = path.resolve(REPO_ROOT, 'api', relative)
  expect(wrong).not.toBe(data)

  const created = await run('api', ['create-admin', '--email', 'Head@School.test', '--password', 'Lalitpur-Hills-4821', '--name', 'Head'], { DATA_DIR: relative })
  expect(created.stderr).toBe('')
  expect(created.code).toBe(0)
  expect(created.stdout).toContain('Created admin head@school.test')
  expect(fs.existsSync(path.join(data, 'school.sqlite'))).toBe(true)
  expect(fs.existsSync(wrong)).toBe(false)
  const [user] = await users(data)
  expect(user!.email).toBe('head@school.test')
  expect(await verifyPassword(user!.passwordHash, 'Lalitpur-Hills-4821')).toBe(true)

  const reset = await run('root', ['reset-password', '--email', 'head@school.test', '--password', 'Kathmandu-Rivers-7390'], { DATA_DIR: relative })
  expect(reset.code).toBe(0)
  const [after] = await users(data)
  expect(await verifyPassword(after!.passwordHash, 'Kathmandu-Rivers-7390')).toBe(true)
  expect(await verifyPassword(after!.passwordHash, 'Lalitpur-Hills-4821')).toBe(false)

  const out = path.join(tempDir(), 'backup')
  const backedUp = await run('root', ['backup', '--out', out], { DATA_DIR: relative })
  expect(backedUp.code).toBe(0)
  expect(backedUp.stdout).toContain(`Backup of SQLite ${path.join(data, 'school.sqlite')} written to ${out} (1 rows: users 1)`)
  expect(JSON.parse(fs.readFileSync(path.join(out, 'db', 'users.json'), 'utf8'))).toHaveLength(1)
  expect(fs.existsSync(wrong)).toBe(false)

  // unknown email: an error, not a silent success
  const missing = await run('root', ['reset-password', '--email', 'nobody@school.test', '--password', 'Bagmati-Bridge-5512'], { DATA_DIR: relative })
  expect(missing.code).toBe(1)
  expect(missing.stderr).toContain('No user with email nobody@school.test')
}, SLOW)

test('a backup of a missing or empty database, or a restore of an empty backup, is refused loudly unless --allow-empty', async () => {
  const data = tempDir()
  const out = path.join(tempDir(), 'b')

  // no database at all: nothing is created, neither the database nor the backup
  const none = await run('root', ['backup', '--out', out], { DATA_DIR: data })
  expect(none.code).toBe(1)
  expect(none.stderr).toContain(`NO BACKUP WRITTEN: there is no database at ${path.join(data, 'school.sqlite')}`)
  expect(none.stdout).not.toContain('Backup of')
  expect(fs.existsSync(path.join(data, 'school.sqlite'))).toBe(false)
  expect(fs.existsSync(out)).toBe(false)

  // --allow-empty goes ahead, with a warning
  const allowed = await run('root', ['backup', '--out', out, '--allow-empty'], { DATA_DIR: data })
  expect(allowed.code).toBe(0)
  expect(allowed.stderr).toContain('WARNING')
  expect(allowed.stdout).toContain('(0 rows: none)')

  // now the database exists but is empty: still refused
  const out2 = path.join(path.dirname(out), 'b2')
  const empty = await run('api', ['backup', '--out', out2], { DATA_DIR: data })
  expect(empty.code).toBe(1)
  expect(empty.stderr).toContain('is empty (0 rows in every table)')
  expect(fs.existsSync(out2)).toBe(false)

  // restoring the empty backup would wipe a database: refused
  const target = tempDir()
  expect((await run('api', ['create-admin', '--email', 'a@school.test', '--password', 'Phewa-Lake-Boats-3307'], { DATA_DIR: target })).code).toBe(0)
  const restore = await run('root', ['restore', '--from', out, '--force'], { DATA_DIR: target })
  expect(restore.code).toBe(1)
  expect(restore.stderr).toContain('NOTHING RESTORED')
  expect(await users(target)).toHaveLength(1)
  const forced = await run('root', ['restore', '--from', out, '--force', '--allow-empty'], { DATA_DIR: target })
  expect(forced.code).toBe(0)
  expect(await users(target)).toHaveLength(0)
}, SLOW)

test('create-admin takes --role (admin by default); an unknown role is refused and creates nothing', async () => {
  const data = tempDir()
  const roles = async (): Promise<Record<string, string>> => {
    const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(data, 'school.sqlite') }, useNullAsDefault: true })
    try {
      const rows = await knex('users').select('email', 'role', 'mustChangePassword') as Array<{ email: string; role: string; mustChangePassword: number }>
      for (const r of rows) expect(Number(r.mustChangePassword)).toBe(0)
      return Object.fromEntries(rows.map((r) => [r.email, r.role]))
    } finally {
      await knex.destroy()
    }
  }
  const admin = await run('api', ['create-admin', '--email', 'boss@school.test', '--password', 'Lalitpur-Hills-4821'], { DATA_DIR: data })
  expect(admin.code).toBe(0)
  const editor = await run('api', ['create-admin', '--email', 'ed@school.test', '--password', 'Phewa-Lake-Boats-3307', '--role', 'editor'], { DATA_DIR: data })
  expect(editor.stderr).toBe('')
  expect(editor.stdout).toContain('Created editor user ed@school.test')
  const bad = await run('api', ['create-admin', '--email', 'x@school.test', '--password', 'Phewa-Lake-Boats-3307', '--role', 'owner'], { DATA_DIR: data })
  expect(bad.code).toBe(1)
  expect(bad.stderr).toContain('--role must be one of admin, editor, admissions')
  expect(await roles()).toEqual({ 'boss@school.test': 'admin', 'ed@school.test': 'editor' })
}, SLOW)

test("create-admin refuses a password made of the school's name from its settings (issue 31)", async () => {
  const data = tempDir()
  // the first run makes the database; then the school gets a name
  expect((await run('api', ['create-admin', '--email', 'boss@school.test', '--password', 'Lalitpur-Hills-4821'], { DATA_DIR: data })).code).toBe(0)
  const knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(data, 'school.sqlite') }, useNullAsDefault: true })
  try {
    await knex('site_settings').insert({ site: 'school', data: JSON.stringify({ name: 'Valley School', shortName: 'Valley' }), updatedAt: new Date().toISOString() })
  } finally {
    await knex.destroy()
  }
  const refused = await run('api', ['create-admin', '--email', 'ed@school.test', '--password', 'ValleySchool2026!'], { DATA_DIR: data })
  expect([refused.code, refused.stderr]).toEqual([1, expect.stringContaining('--password: The password must not contain the name of the school')])
  expect((await users(data)).map((u) => u.email)).toEqual(['boss@school.test'])
}, SLOW)
