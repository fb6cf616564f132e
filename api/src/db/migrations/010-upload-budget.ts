import type { Knex } from 'knex'

/**
 * Anonymous uploads keep the address they came from (`anonIp`), claimed or not: the daily byte budget
 * (UPLOAD_ANON_MB_PER_IP_DAY, UPLOAD_ANON_MB_PER_DAY) counts them after a submission claims them too,
 * which the quarantine quota alone did not (issue 34, finding 3).
 */
export async function up (knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('uploads', 'anonIp')) return
  await knex.schema.alterTable('uploads', (t) => {
    t.string('anonIp', 64).nullable()
    t.index(['createdAt'], 'uploads_created_at_index')
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.alterTable('uploads', (t) => {
    t.dropIndex(['createdAt'], 'uploads_created_at_index')
    t.dropColumn('anonIp')
  })
}
