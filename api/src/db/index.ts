import fs from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import { resolveFromRoot, type AppConfig } from '../config.js'
import { migrationSource } from './migrations/index.js'
import { errorCode, toError } from '../lib/errors.js'

/**
 * The one place that knows about dialect differences (see Ghost's connection.js):
 * SQLite gets foreign keys and WAL; mysql2 gets utf8mb4, UTC and date strings,
 * plus short timeouts so a dead database answers 503 quickly instead of hanging.
 */
export interface DbLogger { warn: (msg: string) => void; error: (msg: string) => void; debug: (msg: string) => void }

/** The SQLite file the configuration points at; null for MySQL/MariaDB. */
export function sqliteFile (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): string | null {
  const url = config.databaseUrl
  if (url && /^mysql2?:\/\//.test(url)) return null
  if (!url?.startsWith('sqlite:')) return path.join(config.dataDir, 'school.sqlite')
  const file = url.slice('sqlite:'.length)
  return file === ':memory:' ? file : resolveFromRoot(file)
}

export function createKnex (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, logger?: DbLogger): Knex {
  const url = config.databaseUrl
  // knex prints to the console by default; send it to the app's logger instead
  const log = logger && {
    warn: (m: unknown) => logger.warn(`knex: ${String(m)}`),
    error: (m: unknown) => logger.error(`knex: ${String(m)}`),
    debug: (m: unknown) => logger.debug(`knex: ${String(m)}`),
    deprecate: (m: unknown) => logger.warn(`knex: ${String(m)}`)
  }
  if (url && /^mysql2?:\/\//.test(url)) {
    const u = new URL(url)
    return knexFactory({
      client: 'mysql2',
      connection: {
        host: u.hostname,
        port: u.port ? Number(u.port) : 3306,
        user: decodeURIComponent(u.username),
        password: decodeURIComponent(u.password),
        database: u.pathname.replace(/^\//, ''),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: true,
        connectTimeout: 3000
      },
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 5000,
      ...(log ? { log } : {})
    })
  }
  const file = sqliteFile(config)!
  if (file !== ':memory:') {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    // The database holds password hashes and registrations: owner-only. SQLite gives its -wal and
    // -shm files the database file's mode, so creating (or tightening) this one covers them.
    fs.closeSync(fs.openSync(file, 'a', 0o600))
    fs.chmodSync(file, 0o600)
  }
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    ...(log ? { log } : {}),
    pool: {
      // better-sqlite3 is synchronous and single-connection; pragmas are per connection.
      min: 1,
      max: 1,
      afterCreate (conn: { pragma: (s: string) => unknown }, done: (err: Error | null, conn: unknown) => void) {
        try {
          conn.pragma('foreign_keys = ON')
          conn.pragma('journal_mode = WAL')
          conn.pragma('busy_timeout = 5000')
          done(null, conn)
        } catch (err) {
          done(toError(err), conn)
        }
      }
    }
  })
}

export function isMysql (knex: Knex): boolean {
  return knex.client.config.client === 'mysql2'
}

/**
 * A locking read (SELECT … FOR UPDATE) inside `trx` on MySQL/MariaDB. SQLite has no row locks and
 * needs none: one connection runs a transaction whole, and the file has one writer at a time.
 */
export function lockForUpdate<TRecord extends object, TResult> (trx: Knex.Transaction, query: Knex.QueryBuilder<TRecord, TResult>): Knex.QueryBuilder<TRecord, TResult> {
  return isMysql(trx) ? query.forUpdate() : query
}

/** Runs every pending migration; some convert data as the school's zone reads it. */
export async function migrate (knex: Knex, timeZone?: string): Promise<void> {
  await knex.migrate.latest({ migrationSource: migrationSource(timeZone) })
}

/**
 * The number of rows a query matches. knex types count() loosely (and mysql2 answers a string for a
 * COUNT where SQLite answers a number), so every count goes through here instead of a cast at each call.
 */
export async function countOf (query: Knex.QueryBuilder): Promise<number> {
  const row: Record<string, unknown> | undefined = await query.clone().clearSelect().clearOrder().count({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

/** The sum of `column` over the rows a query matches; 0 when none (knex types sum() loosely, as count()). */
export async function sumOf (query: Knex.QueryBuilder, column: string): Promise<number> {
  const row: Record<string, unknown> | undefined = await query.clone().clearSelect().clearOrder().sum({ n: column }).first()
  return Number(row?.n ?? 0)
}

/** JSON columns come back as strings on SQLite and as objects on MySQL. */
export function parseJson<T> (value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE',
  'PROTOCOL_CONNECTION_LOST', 'ER_CON_COUNT_ERROR', 'ER_SERVER_SHUTDOWN', 'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY'
])

/** True when the error means "the database is unreachable", not "the query was wrong". */
export function isConnectionError (err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const code = errorCode(err)
  if (code && CONNECTION_CODES.has(code)) return true
  if ('name' in err && err.name === 'KnexTimeoutError') return true
  if ('fatal' in err && err.fatal === true) return true
  return 'message' in err && typeof err.message === 'string' && /Timeout acquiring a connection|connect ETIMEDOUT|Connection lost/i.test(err.message)
}

/** Errors caused by the data sent (too long, bad encoding, duplicate). Schemas should stop these first. */
export function isDataError (err: unknown): boolean {
  const code = errorCode(err) ?? ''
  return /^(ER_DATA_TOO_LONG|ER_TRUNCATED_WRONG_VALUE|ER_TRUNCATED_WRONG_VALUE_FOR_FIELD|WARN_DATA_TRUNCATED|ER_WARN_DATA_OUT_OF_RANGE|ER_DUP_ENTRY|SQLITE_CONSTRAINT.*|SQLITE_TOOBIG|ER_NO_REFERENCED_ROW_2|ER_INVALID_CHARACTER_STRING)$/.test(code)
}

/** In-process queues per database and lock name: requests of one process take turns before they ask the database. */
const localLocks = new WeakMap<Knex, Map<string, Promise<unknown>>>()

/**
 * Runs `run` while holding a lock named `name` on this database, so instances and requests take
 * turns at something that must happen once (migrations and the first run's seed at start-up, the
 * first-run setup form). Within a process, a queue; on MySQL/MariaDB, also a named lock
 * (GET_LOCK) held on a connection of its own; SQLite has one process anyway.
 */
export async function withDatabaseLock<T> (knex: Knex, name: string, run: () => Promise<T>): Promise<T> {
  const queues = localLocks.get(knex) ?? new Map<string, Promise<unknown>>()
  localLocks.set(knex, queues)
  const before = queues.get(name) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(() => lockedOnDatabase(knex, name, run))
  queues.set(name, mine)
  try {
    return await mine
  } finally {
    if (queues.get(name) === mine) queues.delete(name)
  }
}

/** GET_LOCK's answer from mysql2's [rows, fields]: 1 when the lock was taken (0 on timeout, null on error). */
function lockAnswer (result: unknown): number {
  const rows: unknown = Array.isArray(result) ? result[0] : undefined
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined
  return typeof row === 'object' && row !== null && 'got' in row ? Number(row.got) : NaN
}

async function lockedOnDatabase<T> (knex: Knex, name: string, run: () => Promise<T>): Promise<T> {
  if (!isMysql(knex)) return run()
  const lock = `${knex.client.database()}:${name}`
  const conn = await knex.client.acquireConnection()
  try {
    if (lockAnswer(await knex.raw('SELECT GET_LOCK(?, 120) AS got', [lock]).connection(conn)) !== 1) throw new Error(`Another instance has held "${name}" on this database for 2 minutes; try again once it is done.`)
    try {
      return await run()
    } finally {
      await knex.raw('SELECT RELEASE_LOCK(?)', [lock]).connection(conn).catch(() => undefined)
    }
  } finally {
    await knex.client.releaseConnection(conn)
  }
}
