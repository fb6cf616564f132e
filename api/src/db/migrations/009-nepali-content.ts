import type { Knex } from 'knex'

/**
 * Content in both languages (issue 13, item 2): the optional Nepali title and body of news, notices,
 * events (both sites), carousel slides (both sites) and careers, each named after its English column
 * with `Ne` appended. Nullable, so every existing row simply has none (the Nepali site shows its English).
 */
export const NEPALI_COLUMNS: Record<string, Array<[string, 'short' | 'long']>> = {
  news: [['titleNe', 'short'], ['descriptionNe', 'long']],
  notices: [['titleNe', 'short'], ['descriptionNe', 'long']],
  events: [['titleNe', 'short'], ['descriptionNe', 'long']],
  women_events: [['titleNe', 'short'], ['descriptionNe', 'long']],
  carousel: [['titleNe', 'short'], ['descriptionNe', 'long']],
  careers: [['titleNe', 'short'], ['careerSpecsNe', 'long'], ['careerDescNe', 'long']]
}

export async function up (knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(NEPALI_COLUMNS)) {
    const missing: Array<[string, 'short' | 'long']> = []
    for (const col of columns) if (!(await knex.schema.hasColumn(table, col[0]))) missing.push(col)
    if (missing.length === 0) continue
    await knex.schema.alterTable(table, (t) => {
      for (const [name, size] of missing) {
        if (size === 'short') t.string(name, 255).nullable()
        else t.text(name, 'mediumtext').nullable()
      }
    })
  }
}

export async function down (knex: Knex): Promise<void> {
  for (const [table, columns] of Object.entries(NEPALI_COLUMNS)) {
    for (const [name] of columns) {
      if (await knex.schema.hasColumn(table, name)) await knex.schema.alterTable(table, (t) => { t.dropColumn(name) })
    }
  }
}
