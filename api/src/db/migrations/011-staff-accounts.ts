import type { Knex } from 'knex'

/**
 * Staff accounts (issue 34):
 * - users get a TOTP secret (`totpSecret`, set once 2FA is on), the secret being set up
 *   (`totpPending`, until a code proves the app has it) and the last time step a code was
 *   accepted at (`totpLastStep`), so one code signs in once;
 * - `user_recovery_codes`: ten one-use codes per user, stored hashed;
 * - `user_sessions`: one row per sign-in; a token names its row and stops working once the row is revoked;
 * - `password_resets`: a reset link's token, stored hashed, single-use, with an expiry;
 * - `settings`: small instance-wide settings an admin sets (name → JSON text), e.g. `requireTwoFactor`.
 * The `userId` columns have no foreign key, as `audit.userId`: MariaDB refuses one to `users.id` as
 * 001 created it; a deleted user's rows can sign nothing in (every check reads the user first).
 */
export async function up (knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('totpSecret', 64).nullable()
    t.string('totpPending', 64).nullable()
    t.bigInteger('totpLastStep').notNullable().defaultTo(0)
  })
  await knex.schema.createTable('user_recovery_codes', (t) => {
    t.string('id', 36).primary()
    t.string('userId', 36).notNullable()
    t.string('codeHash', 64).notNullable()
    t.string('usedAt', 30).nullable()
    t.index(['userId'])
  })
  await knex.schema.createTable('user_sessions', (t) => {
    t.string('id', 36).primary()
    t.string('userId', 36).notNullable()
    t.string('userAgent', 300).notNullable().defaultTo('')
    t.string('ip', 64).notNullable().defaultTo('')
    t.string('createdAt', 30).notNullable()
    t.string('lastSeenAt', 30).notNullable()
    t.string('expiresAt', 30).notNullable()
    t.string('revokedAt', 30).nullable()
    t.index(['userId'])
  })
  await knex.schema.createTable('password_resets', (t) => {
    t.string('tokenHash', 64).primary()
    t.string('userId', 36).notNullable()
    t.string('createdAt', 30).notNullable()
    t.string('expiresAt', 30).notNullable()
    t.string('usedAt', 30).nullable()
    t.index(['userId'])
  })
  await knex.schema.createTable('settings', (t) => {
    // `id` is the setting's name: every backed-up table is read in `id` order
    t.string('id', 100).primary()
    t.text('value').notNullable()
    t.string('updatedAt', 30).notNullable()
  })
}

export async function down (knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('settings')
  await knex.schema.dropTableIfExists('password_resets')
  await knex.schema.dropTableIfExists('user_sessions')
  await knex.schema.dropTableIfExists('user_recovery_codes')
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totpSecret')
    t.dropColumn('totpPending')
    t.dropColumn('totpLastStep')
  })
}
