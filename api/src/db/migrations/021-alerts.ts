import type { Knex } from 'knex'

/**
 * Issue 33, item 1: the alert banner. One row per alert of a site, shown on its public pages while
 * `startsAt` ≤ now < `endsAt` (ISO instants in UTC, which compare as strings). Subscribers hear of an
 * alert once, when it starts (a `subscription_sends` row `alerts:<id>`, as for the other content).
 */
export async function up (knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('alerts')) return
  await knex.schema.createTable('alerts', (t) => {
    if (knex.client.config.client === 'mysql2') {
      t.charset('utf8mb4')
      t.collate('utf8mb4_unicode_ci')
    }
    t.string('id', 36).primary()
    t.string('site', 10).notNullable()
    t.string('level', 10).notNullable()
    t.string('message', 500).notNullable()
    t.string('messageNe', 500).notNullable()
    t.string('link', 500).nullable()
    t.string('startsAt', 30).notNullable()
    t.string('endsAt', 30).notNullable()
    t.string('createdAt', 30).notNullable()
    t.string('updatedAt', 30).notNullable()
    t.index(['site', 'endsAt'])
    t.index(['endsAt'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('alerts')
}
