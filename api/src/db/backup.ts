import fs from 'node:fs'
import path from 'node:path'
import type { Knex } from 'knex'
import { migrate } from './index.js'
import { migrationSource } from './migrations/index.js'

/**
 * Backups are a folder: manifest.json, one JSON file per table, and copies of the
 * uploads and private folders. JSON rather than a dialect dump, so it needs no
 * mysqldump and a backup taken on SQLite restores into MySQL and back.
 */
export const BACKUP_TABLES = ['users', 'news', 'notices', 'staffs', 'carousel', 'modals', 'albums', 'videos', 'events',
  'women_events', 'downloads', 'careers', 'teams', 'testimonials', 'registrations', 'contact_messages',
  'career_applications', 'uploads', 'outbox'] as const

const FORMAT = 1
const CHUNK = 500

export interface Manifest {
  format: number
  createdAt: string
  dialect: string
  migrations: string[]
  tables: Record<string, number>
}

interface Dirs { uploadDir: string; privateDir: string }

async function migrationNames (): Promise<string[]> {
  const list = await migrationSource.getMigrations([])
  return list.map((m) => migrationSource.getMigrationName(m))
}

function copyDir (from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(to, { recursive: true })
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true })
}

export async function backup (knex: Knex, dirs: Dirs, outDir: string): Promise<Manifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`)
  // a backup holds password hashes and the private documents: owner-only, like the live data
  fs.mkdirSync(path.join(outDir, 'db'), { recursive: true, mode: 0o700 })
  fs.chmodSync(outDir, 0o700)
  const tables: Record<string, number> = {}
  // one read transaction, so the tables are consistent with each other
  await knex.transaction(async (trx) => {
    for (const table of BACKUP_TABLES) {
      const rows: unknown[] = []
      for (let offset = 0; ; offset += CHUNK) {
        const chunk = await trx(table).select('*').orderBy('id').limit(CHUNK).offset(offset)
        rows.push(...chunk)
        if (chunk.length < CHUNK) break
      }
      fs.writeFileSync(path.join(outDir, 'db', `${table}.json`), JSON.stringify(rows), { mode: 0o600 })
      tables[table] = rows.length
    }
  })
  copyDir(dirs.uploadDir, path.join(outDir, 'uploads'))
  copyDir(dirs.privateDir, path.join(outDir, 'private'))
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    dialect: String(knex.client.config.client),
    migrations: await migrationNames(),
    tables
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}

/** Replaces every table's rows and both file folders with the backup's. */
export async function restore (knex: Knex, dirs: Dirs, fromDir: string, opts: { force?: boolean } = {}): Promise<Manifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(fromDir, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.format !== FORMAT) throw new Error(`unknown backup format ${manifest.format}`)
  const known = await migrationNames()
  const unknown = manifest.migrations.filter((m) => !known.includes(m))
  if (unknown.length > 0) throw new Error(`backup was made by a newer version (migrations ${unknown.join(', ')})`)
  await migrate(knex)
  const [{ n }] = await knex('users').count({ n: '*' }) as Array<{ n: number | string }>
  if (Number(n) > 0 && !opts.force) throw new Error('the database already has data; pass --force to replace it')

  await knex.transaction(async (trx) => {
    for (const table of BACKUP_TABLES) {
      await trx(table).delete()
      const file = path.join(fromDir, 'db', `${table}.json`)
      const rows = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Array<Record<string, unknown>> : []
      for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK))
    }
  })
  copyDir(path.join(fromDir, 'uploads'), dirs.uploadDir)
  copyDir(path.join(fromDir, 'private'), dirs.privateDir)
  return manifest
}
