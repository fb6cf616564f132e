import type { Knex } from 'knex'

/**
 * Issue 38:
 * - item 8: events of both sites get an optional `startTime` (HH:mm, the school's clock) and `venue`;
 * - item 11: registrations get the optional `guardianName`, `dateOfBirth` (the AD calendar day,
 *   YYYY-MM-DD, as every other day is stored; the form takes it in BS) and `previousSchool`;
 * - item 7: audit rows get the item's `label` (its title or name) and the `fields` an edit changed
 *   (JSON list), so the log can read as a sentence without parsing a before/after cut at 500 characters.
 * All nullable: existing rows simply have none.
 */
const COLUMNS: Record<string, Array<[string, number]>> = {
  events: [['startTime', 5], ['venue', 200]],
  women_events: [['startTime', 5], ['venue', 200]],
  registrations: [['guardianName', 100], ['dateOfBirth', 10], ['previousSchool', 200]],
  audit: [['label', 200], ['fields', 500]]
}

export async function up (knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    const missing: Array<[string, number]> = []
    for (const col of columns) if (!(await knex.schema.hasColumn(table, col[0]))) missing.push(col)
    if (missing.length === 0) continue
    await knex.schema.alterTable(table, (t) => {
      for (const [name, length] of missing) t.string(name, length).nullable()
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const [name] of columns) {
      if (await knex.schema.hasColumn(table, name)) await knex.schema.alterTable(table, (t) => { t.dropColumn(name) })
    }
  }
}
