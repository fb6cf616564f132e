import type { Knex } from 'knex'

/**
 * A new table on MySQL/MariaDB in utf8mb4 with 001-init's collation, whatever the server's default: Nepali
 * text and emoji fit, and its ids and names compare with the other tables'. Nothing on SQLite.
 */
export function utf8 (knex: Knex, t: Knex.CreateTableBuilder): void {
  if (knex.client.config.client !== 'mysql2') return
  t.charset('utf8mb4')
  t.collate('utf8mb4_unicode_ci')
}
