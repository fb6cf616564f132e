import type { Knex } from 'knex'
import { toCalendarDay } from '../../lib/dates.js'

/**
 * Columns that hold a calendar day. Older clients stored some of them as instants (the
 * browser's local midnight through toISOString(), e.g. 2026-11-14T18:15:00.000Z for
 * 15 Nov picked in Kathmandu), which readers in other zones saw as another day.
 */
export const DAY_COLUMNS: Array<[table: string, columns: string[]]> = [
  ['events', ['date']],
  ['notices', ['date']],
  ['women_events', ['startDate', 'endDate']],
  ['careers', ['applyBefore']]
]

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Rewrites every day column that is not already YYYY-MM-DD into the day it meant in the
 * school's zone. Plain JS over the rows rather than SQL date functions, which differ
 * between SQLite and MariaDB. Values that are not dates at all are left as they are.
 * Returns how many values changed.
 */
export async function convertDayColumns (knex: Knex, zone: string): Promise<number> {
  let changed = 0
  for (const [table, columns] of DAY_COLUMNS) {
    const rows: Array<Record<string, unknown>> = await knex(table).select('id', ...columns)
    for (const row of rows) {
      const update: Record<string, string> = {}
      for (const column of columns) {
        const value = row[column]
        if (typeof value !== 'string' || PLAIN_DAY.test(value)) continue
        const day = toCalendarDay(value, zone)
        if (day && day !== value) update[column] = day
      }
      if (Object.keys(update).length > 0) {
        await knex(table).where('id', String(row.id)).update(update)
        changed += Object.keys(update).length
      }
    }
  }
  return changed
}

/** A migration bound to the school's zone (knex hands migrations only the connection). */
export function calendarDays (zone: string) {
  return {
    up: async (knex: Knex) => { await convertDayColumns(knex, zone) },
    // the instants' times of day are gone; nothing to go back to
    down: async () => {}
  }
}
