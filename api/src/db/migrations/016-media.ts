import type { Knex } from 'knex'
import { utf8 } from './utf8.js'

/**
 * The media library (issue 32, item 1): one row per stored public file, in one site's library, with
 * what an editor adds to it. `library` is 1 for a file uploaded to (or edited in) the library: it stays
 * until deleted there. A file from a SPEC upload call (0) goes, as before, with the last item using it.
 */
export async function up (knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('media')) return
  await knex.schema.createTable('media', (t) => {
    // the collation of `uploads` (001-init): the library's list compares their names
    utf8(knex, t)
    t.string('id', 64).primary()
    t.string('site', 20).notNullable()
    t.string('name', 100).notNullable().unique()
    t.string('type', 20).notNullable()
    t.string('mime', 100).notNullable()
    t.bigInteger('size').notNullable()
    t.integer('width').nullable()
    t.integer('height').nullable()
    t.string('originalName', 255).notNullable()
    t.string('alt', 500).notNullable().defaultTo('')
    t.string('altNe', 500).notNullable().defaultTo('')
    t.text('caption').notNullable()
    t.float('focalX').notNullable().defaultTo(0.5)
    t.float('focalY').notNullable().defaultTo(0.5)
    t.integer('library').notNullable().defaultTo(0)
    t.string('createdAt', 30).notNullable()
    t.string('updatedAt', 30).notNullable()
    t.index(['site', 'createdAt'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media')
}
