import type { Knex } from 'knex'

// A per-user counter carried in every token and bumped on each password change or reset:
// a token is valid only while its version matches, whatever second it was issued in
// (an `iat` check against updatedAt let a token from the same second survive).
export async function up (knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('tokenVersion').notNullable().defaultTo(0)
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('tokenVersion')
  })
}
