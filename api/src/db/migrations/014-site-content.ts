import type { Knex } from 'knex'

/**
 * Site settings, pages and menus (issue 31). Settings and menus are one JSON document per site
 * (read whole, written whole, never queried inside); pages are rows, one per (site, path), with
 * their blocks as JSON text and the same publishing columns as news.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('site_settings'))) {
    await knex.schema.createTable('site_settings', (t) => {
      t.string('site', 20).primary()
      t.text('data', 'mediumtext').notNullable()
      t.string('updatedAt', 30).notNullable()
    })
  }
  if (!(await knex.schema.hasTable('site_menus'))) {
    await knex.schema.createTable('site_menus', (t) => {
      t.string('site', 20).primary()
      t.text('data', 'mediumtext').notNullable()
      t.string('updatedAt', 30).notNullable()
    })
  }
  if (!(await knex.schema.hasTable('pages'))) {
    await knex.schema.createTable('pages', (t) => {
      t.string('id', 64).primary()
      t.string('site', 20).notNullable()
      t.string('path', 200).notNullable()
      t.string('title', 255).notNullable()
      t.text('description').notNullable()
      t.string('titleNe', 255).nullable()
      t.text('descriptionNe').nullable()
      t.text('blocks', 'mediumtext').notNullable()
      t.string('status', 20).notNullable().defaultTo('published')
      t.string('publishAt', 30).nullable()
      t.string('userId', 64).nullable()
      t.string('createdAt', 30).notNullable()
      t.string('updatedAt', 30).notNullable()
      t.unique(['site', 'path'])
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('pages')
  await knex.schema.dropTableIfExists('site_menus')
  await knex.schema.dropTableIfExists('site_settings')
}
