import type { Knex } from 'knex'
import { bsDayOf } from './bikram-sambat.js'
import { dayInZone } from './dates.js'
import { errorCode } from './errors.js'

/*
 * Reference numbers of public submissions (issue 33, item 5): `REG-2083-000123` is the 123rd admission
 * registration received in 2083 BS. A prefix per kind, the Bikram Sambat year of the day it was received
 * in the school's zone, and a sequence per kind and year, zero-padded to six digits. The sequence is a
 * counter row (`reference_counters`, migration 022, keyed `REG-2083`) bumped by one statement, so two requests, or two
 * instances on one database, never take the same number; a submission refused after its number was
 * taken leaves a gap, never a duplicate.
 */
export const REFERENCE_PREFIXES = {
  registrations: 'REG',
  career_applications: 'JOB',
  contact_messages: 'MSG'
} as const

export type ReferenceTable = keyof typeof REFERENCE_PREFIXES

/** The tables that carry a `reference`, for the migration. */
export const REFERENCE_TABLES = Object.keys(REFERENCE_PREFIXES).filter((t): t is ReferenceTable => t in REFERENCE_PREFIXES)

/** The BS year of an instant in `zone`; the AD year past the calendar's table (it knows 1970–2090 BS). */
export function bsYearOf (instant: Date, zone: string): number {
  const day = dayInZone(instant, zone)
  return Number((bsDayOf(day) || day).slice(0, 4))
}

export function formatReference (table: ReferenceTable, year: number, n: number): string {
  return `${REFERENCE_PREFIXES[table]}-${year}-${String(n).padStart(6, '0')}`
}

/** A number from a driver's answer, or null (mysql2's ResultSetHeader, better-sqlite3's rows). */
function numberIn (value: unknown, key: string): number | null {
  const first: unknown = Array.isArray(value) ? value[0] : value
  return typeof first === 'object' && first !== null && key in first ? Number(Reflect.get(first, key)) : null
}

/**
 * The next value of the counter, or null when its row does not exist yet. One statement each: on
 * MySQL/MariaDB the UPDATE locks the row until it ends and hands the new value back through
 * LAST_INSERT_ID(expr) (the OK packet's insert id, this connection's alone); on SQLite the UPDATE
 * … RETURNING runs whole under the file's one writer.
 */
async function bump (knex: Knex, id: string): Promise<number | null> {
  // (db/index.ts' isMysql would make a cycle: the migrations import this file)
  if (knex.client.config.client === 'mysql2') {
    const [header]: unknown[] = await knex.raw('UPDATE reference_counters SET value = LAST_INSERT_ID(value + 1) WHERE id = ?', [id])
    return numberIn(header, 'affectedRows') === 1 ? numberIn(header, 'insertId') : null
  }
  const rows: unknown = await knex.raw('UPDATE reference_counters SET value = value + 1 WHERE id = ? RETURNING value', [id])
  return numberIn(rows, 'value')
}

/** Deadlocks and lock waits that MySQL/MariaDB resolve by refusing one statement: that statement may simply run again. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY'])

/** The next reference of `table` for a submission received at `at`. */
export async function nextReference (knex: Knex, table: ReferenceTable, at: Date, zone: string): Promise<string> {
  const kind = REFERENCE_PREFIXES[table]
  const year = bsYearOf(at, zone)
  for (let attempt = 0; ; attempt++) {
    try {
      const n = await bump(knex, `${kind}-${year}`)
      if (n !== null) return formatReference(table, year, n)
      // the year's first: its row is made (once, whoever comes first) and bumped like any other
      await knex('reference_counters').insert({ id: `${kind}-${year}`, kind, year, value: 0 }).onConflict('id').ignore()
    } catch (err) {
      if (attempt >= 5 || !RETRYABLE.has(errorCode(err) ?? '')) throw err
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt))
    }
  }
}

/**
 * Gives every row without a reference its own, oldest first, each in the BS year of the day it came in,
 * and sets each counter to at least the highest number already given in its year, so the next
 * submission goes on from there. Run by migration 022 (rows stored before references existed) and
 * after a restore (a backup older than them, or one whose counters were lost).
 */
export async function assignReferences (knex: Knex, zone: string): Promise<void> {
  for (const table of REFERENCE_TABLES) {
    const kind = REFERENCE_PREFIXES[table]
    const counters = new Map<number, number>()
    const raise = (year: number, n: number) => counters.set(year, Math.max(counters.get(year) ?? 0, n))
    for (const c of await knex<{ kind: string; year: number; value: number }>('reference_counters').where({ kind }).select('year', 'value')) raise(Number(c.year), Number(c.value))
    for (const reference of await knex<{ reference: string | null }>(table).whereNotNull('reference').pluck('reference')) {
      const m = /^[A-Z]+-(\d+)-(\d+)$/.exec(String(reference))
      if (m) raise(Number(m[1]), Number(m[2]))
    }
    const rows = await knex<{ id: string; createdAt: string; reference: string | null }>(table).whereNull('reference')
      .select('id', 'createdAt').orderBy([{ column: 'createdAt' }, { column: 'id' }])
    for (const row of rows) {
      const at = new Date(row.createdAt)
      const year = bsYearOf(Number.isNaN(at.getTime()) ? new Date() : at, zone)
      const n = (counters.get(year) ?? 0) + 1
      counters.set(year, n)
      await knex(table).where({ id: row.id }).update({ reference: formatReference(table, year, n) })
    }
    for (const [year, value] of counters) {
      await knex('reference_counters').insert({ id: `${kind}-${year}`, kind, year, value }).onConflict('id').merge({ value })
    }
  }
}
