import type { Knex } from 'knex'
import * as init from './001-init.js'
import * as tokenVersion from './002-token-version.js'

interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Migrations are imported statically rather than read from a folder, so the same
 * list works under tsx, the swc build in dist/ and jest. Add new ones at the end;
 * migrations only ever go forward.
 */
const migrations: Array<[string, Migration]> = [
  ['001-init', init],
  ['002-token-version', tokenVersion]
]

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations.map(([, m]) => m),
  getMigrationName: (m) => migrations.find(([, x]) => x === m)?.[0] ?? 'unknown',
  getMigration: async (m) => m
}
