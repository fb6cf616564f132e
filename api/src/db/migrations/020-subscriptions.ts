import type { Knex } from 'knex'
import { utf8 } from './utf8.js'

/**
 * Issue 33, items 2 and 3: subscriptions by push, email and SMS, and their delivery.
 * - `subscriptions`: one row per site and address (an email, a phone, or a push endpoint, keyed by
 *   `addressKey`, its SHA-256, so a 2000-character endpoint can be unique on MySQL). The confirmation
 *   token and the SMS code are stored hashed; the unsubscribe token is derived (HMAC), never stored.
 * - `subscription_sends`: one row per published item announced to subscribers (its key is the table
 *   and id), and per daily digest sent (`digest:<day>`): inserting it is what decides, across instances,
 *   that the item is announced once. Items already public when this runs are marked announced, so an
 *   upgrade sends nothing about old items.
 * - `outbox.headers`: a mail's extra headers (List-Unsubscribe, List-Unsubscribe-Post).
 */
const SOURCES = ['notices', 'news', 'events', 'women_events']

export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('subscriptions'))) {
    await knex.schema.createTable('subscriptions', (t) => {
      utf8(knex, t)
      t.string('id', 36).primary()
      t.string('site', 10).notNullable()
      t.string('channel', 10).notNullable()
      t.string('topics', 100).notNullable()
      t.string('lang', 2).notNullable()
      t.string('digest', 10).notNullable().defaultTo('instant')
      t.string('address', 254).nullable()
      t.text('subscription').nullable()
      t.string('addressKey', 64).notNullable()
      t.boolean('confirmed').notNullable().defaultTo(false)
      t.string('confirmHash', 64).nullable()
      t.integer('codeAttempts').notNullable().defaultTo(0)
      t.string('createdAt', 30).notNullable()
      t.string('confirmedAt', 30).nullable()
      t.unique(['site', 'addressKey'])
      t.index(['site', 'confirmed'])
    })
  }
  if (!(await knex.schema.hasTable('subscription_sends'))) {
    await knex.schema.createTable('subscription_sends', (t) => {
      utf8(knex, t)
      t.string('key', 120).primary()
      t.string('itemTable', 30).notNullable().defaultTo('')
      t.string('itemId', 64).notNullable().defaultTo('')
      t.string('site', 10).notNullable()
      t.string('topic', 10).notNullable()
      t.string('title', 255).notNullable().defaultTo('')
      t.string('titleNe', 255).notNullable().defaultTo('')
      t.string('path', 200).notNullable().defaultTo('')
      t.string('createdAt', 30).notNullable().index()
      t.index(['itemTable', 'itemId'])
    })
    const now = new Date().toISOString()
    for (const table of SOURCES) {
      const rows = await knex<{ id: string }>(table).select('id').where('status', 'published')
        .andWhere((w) => { void w.whereNull('publishAt').orWhere('publishAt', '<=', now) })
      for (let i = 0; i < rows.length; i += 200) {
        await knex('subscription_sends').insert(rows.slice(i, i + 200).map((r) => ({ key: `${table}:${String(r.id)}`, itemTable: table, itemId: String(r.id), site: '', topic: '', createdAt: now })))
      }
    }
  }
  if (!(await knex.schema.hasColumn('outbox', 'headers'))) {
    await knex.schema.alterTable('outbox', (t) => { t.text('headers').nullable() })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscriptions')
  await knex.schema.dropTableIfExists('subscription_sends')
  if (await knex.schema.hasColumn('outbox', 'headers')) await knex.schema.alterTable('outbox', (t) => { t.dropColumn('headers') })
}
