import fs from 'node:fs'
import path from 'node:path'
import type { Knex } from 'knex'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import type { AppConfig } from '../config.js'
import { DEFAULT_TIME_ZONE } from '../lib/dates.js'
import { createStorage } from '../plugins/app/files/create-storage.js'
import type { Area, Storage } from '../plugins/app/files/storage.js'
import { migrate, countOf } from './index.js'
import { convertDayColumns } from './migrations/003-calendar-days.js'
import { assignReferences } from '../lib/references.js'
import { CALENDAR_DAYS_MIGRATION, migrationSource } from './migrations/index.js'

/**
 * Backups are a folder: manifest.json, one JSON file per table, and copies of the public
 * (`uploads/`) and private (`private/`) files, read through the storage driver, so the local
 * folders and an S3 bucket are backed up and restored alike. JSON rather than a dialect dump,
 * so it needs no mysqldump and a backup taken on SQLite restores into MySQL and back.
 * Sign-in sessions and reset links are left out: a restore signs everyone out.
 */
export const BACKUP_TABLES = ['users', 'news', 'notices', 'staffs', 'carousel', 'modals', 'albums', 'videos', 'events',
  'women_events', 'downloads', 'careers', 'teams', 'testimonials', 'registrations', 'contact_messages',
  'career_applications', 'reference_counters', 'uploads', 'outbox', 'audit', 'user_recovery_codes', 'settings', 'media', 'alerts'] as const

const FORMAT = 1
const CHUNK = 500

const ManifestSchema = Type.Object({
  format: Type.Number(),
  createdAt: Type.String(),
  dialect: Type.String(),
  migrations: Type.Array(Type.String()),
  tables: Type.Record(Type.String(), Type.Number())
})
export type Manifest = Static<typeof ManifestSchema>

/** A table's file: its rows as the database gave them. */
const TableRows = Type.Array(Type.Record(Type.String(), Type.Unknown()))

/** Where the files live (the storage settings) and the school's zone. */
type Dirs = Pick<AppConfig, 's3' | 'uploadDir' | 'privateDir' | 'quarantineDir'> & { timeZone?: string }

/** Backup folder per stored area; quarantined anonymous uploads are not backed up. */
const AREA_FOLDERS: Array<[Area, string]> = [['public', 'uploads'], ['private', 'private']]

async function withStorage<T> (dirs: Dirs, run: (storage: Storage) => Promise<T>): Promise<T> {
  const storage = await createStorage(dirs)
  try {
    return await run(storage)
  } finally {
    await storage.close()
  }
}

async function migrationNames (): Promise<string[]> {
  const source = migrationSource()
  const list = await source.getMigrations([])
  return list.map((m) => source.getMigrationName(m))
}

async function saveFiles (storage: Storage, outDir: string): Promise<void> {
  for (const [area, folder] of AREA_FOLDERS) {
    const dir = path.join(outDir, folder)
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
    for (const name of await storage.list(area)) {
      fs.writeFileSync(path.join(dir, name), await storage.read(area, name), { mode: area === 'private' ? 0o600 : 0o644 })
    }
  }
}

/** Replaces every stored public and private file with the backup's. */
async function loadFiles (storage: Storage, fromDir: string): Promise<void> {
  for (const [area, folder] of AREA_FOLDERS) {
    for (const name of await storage.list(area)) await storage.remove(area, name)
    const dir = path.join(fromDir, folder)
    if (!fs.existsSync(dir)) continue
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile()) await storage.write(area, entry.name, fs.readFileSync(path.join(dir, entry.name)))
    }
  }
}

/** Thrown when a backup would hold no rows: usually a DATA_DIR or DATABASE_URL pointing at the wrong place. */
export class EmptyBackupError extends Error {}

const total = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0)

/** Rows per table, for the tables a backup holds. */
export async function countRows (knex: Knex): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of BACKUP_TABLES) {
    const n = await countOf(knex(table))
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
  await withStorage(dirs, (storage) => saveFiles(storage, outDir))
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

/** Replaces every table's rows and the stored public and private files with the backup's. */
export async function restore (knex: Knex, dirs: Dirs, fromDir: string, opts: { force?: boolean; allowEmpty?: boolean } = {}): Promise<Manifest> {
  const file = path.join(fromDir, 'manifest.json')
  if (!fs.existsSync(file)) throw new Error(`${fromDir} is not a backup (no manifest.json)`)
  const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'))
  const format = typeof manifest === 'object' && manifest !== null && 'format' in manifest ? manifest.format : undefined
  if (format !== FORMAT) throw new Error(`unknown backup format ${String(format)}`)
  if (!Value.Check(ManifestSchema, manifest)) throw new Error(`${file} is not a valid backup manifest`)
  if (!opts.allowEmpty && total(manifest.tables) === 0) {
    throw new EmptyBackupError(`the backup in ${fromDir} is empty (0 rows): restoring it would wipe every table`)
  }
  const known = await migrationNames()
  const unknown = manifest.migrations.filter((m) => !known.includes(m))
  if (unknown.length > 0) throw new Error(`backup was made by a newer version (migrations ${unknown.join(', ')})`)
  await migrate(knex, dirs.timeZone)
  const n = await countOf(knex('users'))
  if (Number(n) > 0 && !opts.force) throw new Error('the database already has data; pass --force to replace it')

  await knex.transaction(async (trx) => {
    for (const table of BACKUP_TABLES) {
      await trx(table).delete()
      const file = path.join(fromDir, 'db', `${table}.json`)
      const rows: unknown = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : []
      if (!Value.Check(TableRows, rows)) throw new Error(`${file} does not hold a list of rows`)
      for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK))
    }
    // a backup from before the calendar-day migration still holds instants in day columns
    if (!manifest.migrations.includes(CALENDAR_DAYS_MIGRATION)) await convertDayColumns(trx, dirs.timeZone ?? DEFAULT_TIME_ZONE)
    // a backup from before the references (issue 33) holds submissions without one, and no counters
    await assignReferences(trx, dirs.timeZone ?? DEFAULT_TIME_ZONE)
  })
  await withStorage(dirs, (storage) => loadFiles(storage, fromDir))
  return manifest
}
