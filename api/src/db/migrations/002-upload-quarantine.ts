import type { Knex } from 'knex'

/**
 * Anonymous uploads are held unclaimed ("quarantined") until a create names them;
 * `storedBytes` (the file plus its variants) is what the quarantine quota counts.
 */
export async function up (knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('uploads', 'quarantined')) return
  await knex.schema.alterTable('uploads', (t) => {
    t.boolean('quarantined').notNullable().defaultTo(false).index()
    t.bigInteger('storedBytes').notNullable().defaultTo(0)
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.dropColumn('quarantined')
    t.dropColumn('storedBytes')
  })
}
