import type { Knex } from 'knex'

/**
 * Roles and the audit log (issue 14):
 * - users get a `role` ('admin', 'editor' or 'admissions'; every existing user stays 'admin'),
 *   `mustChangePassword` (set for users an admin creates, cleared by their first password change)
 *   and `disabled` (cannot sign in; tokens stop working);
 * - `audit`: one row per successful write by a signed-in user, written by the audit hook.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('users', 'role'))) {
    await knex.schema.alterTable('users', (t) => {
      t.string('role', 20).notNullable().defaultTo('admin')
    })
  }
  if (!(await knex.schema.hasColumn('users', 'mustChangePassword'))) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('mustChangePassword').notNullable().defaultTo(false)
    })
  }
  if (!(await knex.schema.hasColumn('users', 'disabled'))) {
    await knex.schema.alterTable('users', (t) => {
      t.boolean('disabled').notNullable().defaultTo(false)
    })
  }
  if (!(await knex.schema.hasTable('audit'))) {
    await knex.schema.createTable('audit', (t) => {
      t.string('id', 36).primary()
      t.string('createdAt', 30).notNullable().index()
      t.string('userId', 36).notNullable().index()
      t.string('userName', 100).notNullable()
      t.string('userEmail', 254).notNullable()
      t.string('method', 10).notNullable()
      t.string('resource', 60).notNullable().index()
      t.string('path', 255).notNullable()
      t.string('itemId', 100).nullable()
      t.integer('status').notNullable()
      t.text('before').nullable()
      t.text('after').nullable()
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit')
  for (const col of ['role', 'mustChangePassword', 'disabled']) {
    if (await knex.schema.hasColumn('users', col)) await knex.schema.alterTable('users', (t) => { t.dropColumn(col) })
  }
}
