import fs from 'node:fs'
import path from 'node:path'
import type { Knex } from 'knex'
import { DEFAULT_TIME_ZONE } from '../lib/dates.js'
import { migrate } from './index.js'
import { convertDayColumns } from './migrations/003-calendar-days.js'
import { CALENDAR_DAYS_MIGRATION, migrationSource } from './migrations/index.js'

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

interface Dirs { uploadDir: string; privateDir: string; timeZone?: string }

async function migrationNames (): Promise<string[]> {
  const source = migrationSource()
  const list = await source.getMigrations([])
  return list.map((m) => source.getMigrationName(m))
}

function copyDir (from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(to, { recursive: true })
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true })
}

/** Thrown when a backup would hold no rows: usually a DATA_DIR or DATABASE_URL pointing at the wrong place. */
export class EmptyBackupError extends Error {}

const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)

/** Rows per table, for the tables a backup holds. */
export async function countRows (knex: Knex): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of BACKUP_TABLES) {
    const [{ n }] = await knex(table).count({ n: '*' }) as Array<{ n: number | string }>
    out[table] = Number(n)
  }
  return out
}

export async function backup (knex: Knex, dirs: Dirs, outDir: string, opts: { allowEmpty?: boolean } = {}): Promise<Manifest> {
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`${outDir} is not empty`)
  if (!opts.allowEmpty && total(await countRows(knex)) === 0) {
    throw new EmptyBackupError('the database is empty (0 rows in every table): nothing was backed up')
  }
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
export async function restore (knex: Knex, dirs: Dirs, fromDir: string, opts: { force?: boolean; allowEmpty?: boolean } = {}): Promise<Manifest> {
  const file = path.join(fromDir, 'manifest.json')
  if (!fs.existsSync(file)) throw new Error(`${fromDir} is not a backup (no manifest.json)`)
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  if (manifest.format !== FORMAT) throw new Error(`unknown backup format ${manifest.format}`)
  if (!opts.allowEmpty && total(manifest.tables) === 0) {
    throw new EmptyBackupError(`the backup in ${fromDir} is empty (0 rows): restoring it would wipe every table`)
  }
  const known = await migrationNames()
  const unknown = manifest.migrations.filter((m) => !known.includes(m))
  if (unknown.length > 0) throw new Error(`backup was made by a newer version (migrations ${unknown.join(', ')})`)
  await migrate(knex, dirs.timeZone)
  const [{ n }] = await knex('users').count({ n: '*' }) as Array<{ n: number | string }>
  if (Number(n) > 0 && !opts.force) throw new Error('the database already has data; pass --force to replace it')

  await knex.transaction(async (trx) => {
    for (const table of BACKUP_TABLES) {
      await trx(table).delete()
      const file = path.join(fromDir, 'db', `${table}.json`)
      const rows = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) as Array<Record<string, unknown>> : []
      for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK))
    }
    // a backup from before the calendar-day migration still holds instants in day columns
    if (!manifest.migrations.includes(CALENDAR_DAYS_MIGRATION)) await convertDayColumns(trx, dirs.timeZone ?? DEFAULT_TIME_ZONE)
  })
  copyDir(path.join(fromDir, 'uploads'), dirs.uploadDir)
  copyDir(path.join(fromDir, 'private'), dirs.privateDir)
  return manifest
}
