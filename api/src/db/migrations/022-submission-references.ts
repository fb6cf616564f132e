import type { Knex } from 'knex'
import { assignReferences, REFERENCE_TABLES } from '../../lib/references.js'

/**
 * Issue 33, item 5: every registration, job application and contact message has a reference number
 * (`REG-2083-000123`, see lib/references.ts), unique in its table.
 * - `reference_counters`: the last number given per kind and BS year (`id` `REG-2083`).
 * - `reference` on the three tables. Rows received before this get theirs here, oldest first, each
 *   in the BS year of the day it came in (the school's zone), and the counters go on from there.
 */
export function submissionReferences (timeZone: string) {
  return {
    async up (knex: Knex): Promise<void> {
      if (!(await knex.schema.hasTable('reference_counters'))) {
        await knex.schema.createTable('reference_counters', (t) => {
          if (knex.client.config.client === 'mysql2') {
            t.charset('utf8mb4')
            t.collate('utf8mb4_unicode_ci')
          }
          // `REG-2083`: kind and year, the key the counter is bumped by (and a backup orders by)
          t.string('id', 20).primary()
          t.string('kind', 10).notNullable()
          t.integer('year').notNullable()
          t.integer('value').notNullable().defaultTo(0)
        })
      }
      for (const table of REFERENCE_TABLES) {
        if (await knex.schema.hasColumn(table, 'reference')) continue
        // nullable only so the column can be added to a table with rows; every row has one from here on
        await knex.schema.alterTable(table, (t) => {
          t.string('reference', 24).nullable().unique()
        })
      }
      await assignReferences(knex, timeZone)
    },
    async down (knex: Knex): Promise<void> {
      for (const table of REFERENCE_TABLES) {
        await knex.schema.alterTable(table, (t) => {
          t.dropUnique(['reference'])
          t.dropColumn('reference')
        })
      }
      await knex.schema.dropTableIfExists('reference_counters')
    }
  }
}
