import type { Knex } from 'knex'

/**
 * Several API instances on one database (issue 15):
 * - outbox rows are claimed for a lease (`claimedBy`, `leaseUntil`), so each mail is sent by
 *   one instance, and retried by another when the claiming one died;
 * - `job_leases`: a periodic job (upload clean-up, scheduled publishing) runs on the one
 *   instance that takes its lease for the interval;
 * - `instances`: who is running, seen how recently, signing tokens with which secret
 *   (a fingerprint), so a second instance with another JWT secret is refused at start.
 */
export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('outbox', 'leaseUntil'))) {
    await knex.schema.alterTable('outbox', (t) => {
      t.string('claimedBy', 100).nullable()
      t.string('leaseUntil', 30).nullable()
    })
  }
  if (!(await knex.schema.hasTable('job_leases'))) {
    await knex.schema.createTable('job_leases', (t) => {
      t.string('name', 60).primary()
      t.string('holder', 100).notNullable().defaultTo('')
      t.string('leaseUntil', 30).notNullable().defaultTo('')
      t.string('lastRunAt', 30).nullable()
    })
  }
  if (!(await knex.schema.hasTable('instances'))) {
    await knex.schema.createTable('instances', (t) => {
      t.string('id', 100).primary()
      t.string('host', 255).notNullable()
      t.string('startedAt', 30).notNullable()
      t.string('lastSeenAt', 30).notNullable().index()
      t.string('secretHash', 64).notNullable()
      t.boolean('secretGenerated').notNullable().defaultTo(false)
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('instances')
  await knex.schema.dropTableIfExists('job_leases')
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('claimedBy')
    t.dropColumn('leaseUntil')
  })
}
