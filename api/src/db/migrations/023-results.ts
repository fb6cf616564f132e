import type { Knex } from 'knex'

/**
 * Issue 37: results day.
 * - `exams`: one row per exam of a site; `subjects` (JSON) are the last import's subject columns and
 *   `resultsVersion` changes with each import, so every instance's in-memory copy of the rows knows
 *   when it is stale.
 * - `exam_results`: one row per student of an exam, unique by symbol; `subjects` (JSON) holds each
 *   subject's mark, grade and grade point as the API worked them out at import.
 * - `marksheets`: each issued marksheet's verification code (128 random bits, base64url), with the name
 *   and GPA it was issued with: verify shows it only while the exam's current row still says so.
 * - `result_lookups`: public lookups per exam and hour, counted (nothing of the visitor is kept).
 */
function utf8 (knex: Knex, t: Knex.CreateTableBuilder): void {
  if (knex.client.config.client !== 'mysql2') return
  t.charset('utf8mb4')
  t.collate('utf8mb4_unicode_ci')
}

export async function up (knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('exams'))) {
    await knex.schema.createTable('exams', (t) => {
      utf8(knex, t)
      t.string('id', 36).primary()
      t.string('site', 10).notNullable()
      t.string('title', 255).notNullable()
      t.string('titleNe', 255).notNullable().defaultTo('')
      t.integer('year').notNullable()
      t.string('grading', 10).notNullable()
      t.boolean('published').notNullable().defaultTo(false)
      t.string('publishAt', 30).nullable()
      t.text('subjects').nullable()
      t.integer('resultCount').notNullable().defaultTo(0)
      t.string('resultsVersion', 36).notNullable().defaultTo('')
      t.string('importedAt', 30).nullable()
      t.string('createdAt', 30).notNullable()
      t.string('updatedAt', 30).notNullable()
      t.index(['site', 'published'])
    })
  }
  if (!(await knex.schema.hasTable('exam_results'))) {
    await knex.schema.createTable('exam_results', (t) => {
      utf8(knex, t)
      t.increments('id').primary()
      t.string('examId', 36).notNullable()
      t.string('symbol', 20).notNullable()
      t.string('name', 255).notNullable()
      t.string('dob', 10).notNullable()
      t.string('class', 50).notNullable().defaultTo('')
      t.string('section', 50).notNullable().defaultTo('')
      t.text('subjects').notNullable()
      t.decimal('gpa', 4, 2).notNullable()
      t.decimal('percent', 5, 2).nullable()
      t.string('result', 12).notNullable()
      t.unique(['examId', 'symbol'])
    })
  }
  if (!(await knex.schema.hasTable('marksheets'))) {
    await knex.schema.createTable('marksheets', (t) => {
      utf8(knex, t)
      t.string('code', 32).primary()
      t.string('examId', 36).notNullable()
      t.string('symbol', 20).notNullable()
      t.string('name', 255).notNullable()
      t.decimal('gpa', 4, 2).notNullable()
      t.string('createdAt', 30).notNullable()
      t.index(['examId', 'symbol'])
    })
  }
  if (!(await knex.schema.hasTable('result_lookups'))) {
    await knex.schema.createTable('result_lookups', (t) => {
      utf8(knex, t)
      t.string('examId', 36).notNullable()
      t.string('hour', 13).notNullable()
      t.integer('hits').notNullable().defaultTo(0)
      t.primary(['examId', 'hour'])
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  for (const table of ['result_lookups', 'marksheets', 'exam_results', 'exams']) await knex.schema.dropTableIfExists(table)
}
