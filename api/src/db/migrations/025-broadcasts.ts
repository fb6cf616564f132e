import type { Knex } from 'knex'
import { utf8 } from './utf8.js'

/**
 * Issue 33, item 3: broadcasts. One row per message an admin sent to subscribers (its texts, channels,
 * topics and how many each channel reached); `outbox.broadcastId` ties each of its messages to it, so
 * the console counts what is queued, sent and failed.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('broadcasts'))) {
    await knex.schema.createTable('broadcasts', (t) => {
      utf8(knex, t)
      t.string('id', 36).primary()
      t.string('site', 10).notNullable()
      t.string('channels', 40).notNullable()
      t.string('topics', 100).notNullable()
      t.string('title', 150).notNullable()
      t.text('message').notNullable()
      t.string('titleNe', 150).notNullable().defaultTo('')
      t.text('messageNe').notNullable()
      t.string('link', 500).notNullable()
      t.string('recipients', 200).notNullable()
      t.string('userName', 100).notNullable()
      t.string('createdAt', 30).notNullable()
      t.index(['site', 'createdAt'])
    })
  }
  if (!(await knex.schema.hasColumn('outbox', 'broadcastId'))) {
    await knex.schema.alterTable('outbox', (t) => { t.string('broadcastId', 36).nullable().index() })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('broadcasts')
  if (await knex.schema.hasColumn('outbox', 'broadcastId')) await knex.schema.alterTable('outbox', (t) => { t.dropIndex(['broadcastId']); t.dropColumn('broadcastId') })
}
