import type { Knex } from 'knex'

/**
 * The admission pipeline (issue 14): each registration has a `status` (new, contacted,
 * interview, admitted, rejected, withdrawn; existing rows start at new) and a `history`, the
 * JSON list of its changes ({by, at, from, to, note}), oldest first. The history lives on the
 * row: it is only ever read with its registration, and a backup or restore carries it along.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('registrations', 'status'))) {
    await knex.schema.alterTable('registrations', (t) => {
      t.string('status', 20).notNullable().defaultTo('new').index()
    })
  }
  if (!(await knex.schema.hasColumn('registrations', 'history'))) {
    // nullable: MySQL before 8.0.13 gives TEXT columns no default; null reads as []
    await knex.schema.alterTable('registrations', (t) => {
      t.text('history', 'mediumtext').nullable()
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('registrations', (t) => {
    t.dropIndex(['status'])
    t.dropColumn('status')
    t.dropColumn('history')
  })
}
