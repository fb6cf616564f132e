import type { Knex } from 'knex'

/**
 * Real-user monitoring (issue 36, item 4): daily histograms of the browsers' Web Vitals. One row per
 * (day, site, page template, metric, connection type, bucket) holds how many beacons fell in that
 * bucket, so the table grows with days and templates, never with traffic; no IP, cookie or user id.
 */
export async function up (knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('web_vitals')) return
  await knex.schema.createTable('web_vitals', (t) => {
    t.string('day', 10).notNullable()
    t.string('site', 20).notNullable()
    t.string('page', 100).notNullable()
    t.string('metric', 8).notNullable()
    t.string('connection', 10).notNullable()
    t.integer('bucket').notNullable()
    t.integer('hits').notNullable()
    t.primary(['day', 'site', 'page', 'metric', 'connection', 'bucket'])
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('web_vitals')
}
