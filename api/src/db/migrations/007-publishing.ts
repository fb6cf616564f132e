import type { Knex } from 'knex'

/** The tables whose rows can be drafts or scheduled (issue 14, item 2). */
export const PUBLISHING_TABLES = ['news', 'notices', 'events', 'women_events'] as const

/**
 * Drafts and schedules: `status` ('draft' | 'published') and `publishAt` (an ISO instant in UTC,
 * `YYYY-MM-DDTHH:mm:ss.sssZ`, so text order is time order; null = as soon as published).
 * Every existing row is published, so what the public saw before it still sees.
 */
export async function up (knex: Knex): Promise<void> {
  for (const table of PUBLISHING_TABLES) {
    if (await knex.schema.hasColumn(table, 'status')) continue
    await knex.schema.alterTable(table, (t) => {
      t.string('status', 12).notNullable().defaultTo('published')
      t.string('publishAt', 30).nullable()
      t.index(['status', 'publishAt'], `${table}_publishing_idx`)
    })
    await knex(table).update({ status: 'published' })
  }
}

export async function down (knex: Knex): Promise<void> {
  for (const table of PUBLISHING_TABLES) {
    if (!(await knex.schema.hasColumn(table, 'status'))) continue
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['status', 'publishAt'], `${table}_publishing_idx`)
      t.dropColumn('status')
      t.dropColumn('publishAt')
    })
  }
}
