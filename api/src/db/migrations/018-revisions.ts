import type { Knex } from 'knex'

/**
 * Revisions and preview links (issue 32, items 4 and 5). A revision is an item as it was before an edit
 * (JSON text), kept per resource and item (a site's key for settings and menus); a preview link stores
 * the SHA-256 of its token, never the token.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('revisions'))) {
    await knex.schema.createTable('revisions', (t) => {
      t.string('id', 64).primary()
      t.string('resource', 60).notNullable()
      t.string('itemId', 100).notNullable()
      t.string('at', 30).notNullable()
      t.string('userId', 64).nullable()
      t.string('userName', 100).notNullable()
      t.string('summary', 500).notNullable()
      t.text('data', 'mediumtext').notNullable()
      t.index(['resource', 'itemId', 'at'])
    })
  }
  if (!(await knex.schema.hasTable('preview_links'))) {
    await knex.schema.createTable('preview_links', (t) => {
      t.string('id', 64).primary()
      t.string('tokenHash', 64).notNullable().unique()
      t.string('resource', 60).notNullable()
      t.string('itemId', 100).notNullable()
      t.string('userId', 64).nullable()
      t.string('createdAt', 30).notNullable()
      t.string('expiresAt', 30).notNullable()
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('preview_links')
  await knex.schema.dropTableIfExists('revisions')
}
