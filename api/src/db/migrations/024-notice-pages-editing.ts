import type { Knex } from 'knex'

/**
 * Notices as web pages and editing together (issue 32, items 3 and 6).
 * - A notice may have a rich-text `body` (and `bodyNe`, its Nepali) as well as or instead of its PDF:
 *   `file` and `originalFile` hold '' for a notice without one. `bodyText` is the bodies' plain text,
 *   which the list's `q` searches (never answered).
 * - Notices and events (both sites) get the `updatedAt` news, careers and pages have, so a save on top of a
 *   newer version is refused (409); rows from before take their createdAt.
 * - `editing`: who has which item open in a console form (a presence row per user and item, refreshed by a
 *   heartbeat, gone after about a minute without one), shared by every instance through the database.
 */
const STAMPED = ['notices', 'events', 'women_events']

export async function up (knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2'
  const bodyColumns = ['body', 'bodyNe', 'bodyText']
  const missing: string[] = []
  for (const col of bodyColumns) if (!(await knex.schema.hasColumn('notices', col))) missing.push(col)
  if (missing.length > 0) {
    await knex.schema.alterTable('notices', (t) => {
      for (const col of missing) t.text(col, 'mediumtext').nullable()
    })
  }
  for (const table of STAMPED) {
    if (await knex.schema.hasColumn(table, 'updatedAt')) continue
    await knex.schema.alterTable(table, (t) => { t.string('updatedAt', 30).nullable() })
    await knex(table).update({ updatedAt: knex.ref('createdAt') })
  }
  if (!(await knex.schema.hasTable('editing'))) {
    await knex.schema.createTable('editing', (t) => {
      if (mysql) {
        t.charset('utf8mb4')
        t.collate('utf8mb4_unicode_ci')
      }
      t.string('resource', 40).notNullable()
      t.string('itemId', 100).notNullable()
      t.string('userId', 64).notNullable()
      t.string('userName', 100).notNullable()
      t.string('since', 30).notNullable()
      t.string('seenAt', 30).notNullable().index()
      t.primary(['resource', 'itemId', 'userId'])
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('editing')
  for (const table of STAMPED) {
    if (await knex.schema.hasColumn(table, 'updatedAt')) await knex.schema.alterTable(table, (t) => { t.dropColumn('updatedAt') })
  }
  for (const col of ['body', 'bodyNe', 'bodyText']) {
    if (await knex.schema.hasColumn('notices', col)) await knex.schema.alterTable('notices', (t) => { t.dropColumn(col) })
  }
}
