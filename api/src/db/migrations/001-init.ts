import type { Knex } from 'knex'

// Ids are app-generated UUIDv7 strings; dates are ISO strings (sortable, and identical on
// SQLite and MySQL). Long text is mediumtext because MySQL TEXT holds only 16k utf8mb4 chars.
const ID = 36
const URL = 1024

// MySQL tables are utf8mb4 whatever the server default, so Nepali text and emoji fit.
let mysql = false

function base (t: Knex.CreateTableBuilder): void {
  if (mysql) {
    t.charset('utf8mb4')
    t.collate('utf8mb4_unicode_ci')
  }
  t.string('id', ID).primary()
  t.string('createdAt', 30).notNullable().index()
}

export async function up (knex: Knex): Promise<void> {
  mysql = knex.client.config.client === 'mysql2'
  await knex.schema.createTable('users', (t) => {
    base(t)
    t.string('email', 254).notNullable().unique()
    t.string('name', 100).notNullable()
    t.string('passwordHash', 255).notNullable()
    t.string('updatedAt', 30).notNullable()
  })
  await knex.schema.createTable('news', (t) => {
    base(t)
    t.string('userId', ID).nullable()
    t.string('title', 255).notNullable()
    t.string('author', 255).notNullable()
    t.text('description', 'mediumtext').notNullable()
    t.string('section', 50).notNullable()
    t.string('image', URL).notNullable().defaultTo('')
    t.string('updatedAt', 30).notNullable()
  })
  await knex.schema.createTable('notices', (t) => {
    base(t)
    t.string('title', 255).notNullable()
    t.text('description', 'mediumtext').notNullable()
    t.string('date', 10).notNullable()
    t.string('file', URL).notNullable()
    t.string('originalFile', 255).notNullable()
  })
  await knex.schema.createTable('staffs', (t) => {
    base(t)
    t.string('image', URL).notNullable()
    t.string('fullName', 255).notNullable()
    t.string('email', 254).notNullable()
    t.string('position', 255).notNullable()
    t.string('phone', 20).notNullable()
  })
  await knex.schema.createTable('carousel', (t) => {
    base(t)
    t.string('site', 10).notNullable().index()
    t.string('title', 255).notNullable()
    t.text('description', 'mediumtext').notNullable()
    t.string('image', URL).notNullable()
  })
  await knex.schema.createTable('modals', (t) => {
    base(t)
    t.string('site', 10).notNullable().index()
    t.string('image', URL).notNullable()
    t.string('thumbnail', URL).nullable()
  })
  await knex.schema.createTable('albums', (t) => {
    base(t)
    t.string('site', 10).notNullable().index()
    t.string('name', 255).notNullable()
    t.text('images', 'mediumtext').notNullable()
  })
  await knex.schema.createTable('videos', (t) => {
    base(t)
    t.string('src', 11).notNullable()
  })
  await knex.schema.createTable('events', (t) => {
    base(t)
    t.string('userId', ID).nullable()
    t.string('title', 255).notNullable()
    t.text('description', 'mediumtext').notNullable()
    t.string('date', 10).notNullable().index()
    t.string('image', URL).notNullable().defaultTo('')
  })
  await knex.schema.createTable('women_events', (t) => {
    base(t)
    t.string('title', 255).notNullable()
    t.text('description', 'mediumtext').notNullable()
    t.string('startDate', 30).notNullable().index()
    t.string('endDate', 30).notNullable()
  })
  await knex.schema.createTable('downloads', (t) => {
    base(t)
    t.string('title', 255).notNullable()
    t.string('originalFile', 255).notNullable()
    t.string('file', URL).notNullable()
  })
  await knex.schema.createTable('careers', (t) => {
    base(t)
    t.string('title', 255).notNullable()
    t.string('careerCategory', 255).notNullable()
    t.integer('noOfVacancy').notNullable()
    t.string('employmentType', 255).notNullable()
    t.string('location', 255).notNullable()
    t.string('offeredSalary', 255).notNullable()
    t.string('applyBefore', 10).notNullable()
    t.string('educationLevel', 255).notNullable()
    t.string('experienceRequired', 255).notNullable()
    t.text('careerSpecs', 'mediumtext').notNullable()
    t.text('careerDesc', 'mediumtext').notNullable()
    t.text('note', 'mediumtext').notNullable()
    t.string('updatedAt', 30).notNullable()
  })
  await knex.schema.createTable('teams', (t) => {
    base(t)
    t.string('fullName', 255).notNullable()
    t.text('desc', 'mediumtext').notNullable()
    t.string('image', URL).notNullable()
  })
  await knex.schema.createTable('testimonials', (t) => {
    base(t)
    t.string('kind', 10).notNullable().index()
    t.string('fullName', 255).notNullable()
    t.text('desc', 'mediumtext').notNullable()
    t.string('image', URL).notNullable()
    t.text('message', 'mediumtext').notNullable()
  })
  await knex.schema.createTable('registrations', (t) => {
    base(t)
    t.string('firstName', 100).notNullable()
    t.string('lastName', 100).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 20).notNullable()
    t.string('address', 255).notNullable()
    t.string('preference', 50).notNullable()
    t.string('lvl', 20).notNullable().defaultTo('')
    t.string('faculty', 20).notNullable().defaultTo('')
    t.string('markSheet', URL).notNullable()
    t.string('ppPhoto', URL).notNullable()
    t.string('characterCerf', URL).notNullable().defaultTo('')
    t.text('application', 'mediumtext').notNullable()
    t.string('attachApplication', URL).notNullable().defaultTo('')
    t.boolean('isRead').notNullable().defaultTo(false)
  })
  await knex.schema.createTable('contact_messages', (t) => {
    base(t)
    t.string('name', 255).notNullable()
    t.string('email', 254).notNullable()
    t.string('subject', 255).notNullable()
    t.text('message', 'mediumtext').notNullable()
    t.boolean('isRead').notNullable().defaultTo(false)
  })
  await knex.schema.createTable('career_applications', (t) => {
    base(t)
    t.string('careerId', ID).nullable()
    t.string('careerTitle', 255).notNullable()
    t.string('fullName', 255).notNullable()
    t.string('email', 254).notNullable()
    t.string('phoneNumber', 20).notNullable()
    t.text('message', 'mediumtext').notNullable()
    t.string('cv', URL).notNullable()
    t.string('originalFile', 255).notNullable()
    t.boolean('isRead').notNullable().defaultTo(false)
  })
  await knex.schema.createTable('uploads', (t) => {
    base(t)
    t.string('name', 100).notNullable().unique()
    t.string('area', 10).notNullable()
    t.string('kind', 20).notNullable()
    t.string('mime', 100).notNullable()
    t.integer('size').notNullable()
    t.string('originalName', 255).notNullable()
    t.text('variants').notNullable()
  })
  await knex.schema.createTable('outbox', (t) => {
    base(t)
    t.string('kind', 30).notNullable()
    t.string('toAddress', 254).notNullable()
    t.string('subject', 255).notNullable()
    t.text('html', 'mediumtext').notNullable()
    t.text('text', 'mediumtext').notNullable()
    t.text('attachments').notNullable()
    t.string('status', 10).notNullable().index()
    t.integer('attempts').notNullable().defaultTo(0)
    t.string('nextAttemptAt', 30).notNullable().index()
    t.text('lastError').nullable()
    t.string('sentAt', 30).nullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  for (const t of ['outbox', 'uploads', 'career_applications', 'contact_messages', 'registrations', 'testimonials',
    'teams', 'careers', 'downloads', 'women_events', 'events', 'videos', 'albums', 'modals', 'carousel', 'staffs',
    'notices', 'news', 'users']) {
    await knex.schema.dropTableIfExists(t)
  }
}
