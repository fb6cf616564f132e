import type { Knex } from 'knex'
import { parseJson, countOf } from '../db/index.js'
import { newId, nowIso } from './ids.js'

export interface ListOptions {
  page?: number
  limit?: number
  q?: string
}

export interface ListResult<T> {
  items: T[]
  /** set only when a page was asked for */
  total?: number
}

export interface TableSpec {
  table: string
  /** text columns matched by `q` */
  search: string[]
  /** columns stored as JSON text */
  json?: string[]
  /** columns stored as 0/1 */
  bool?: string[]
  /** optional columns left out of the answer when empty (the Nepali versions of issue 13) */
  optional?: readonly string[]
  /** fixed filter, e.g. { site: 'women' } for tables shared by both sites */
  scope?: Record<string, string>
  /** columns never answered (e.g. a notice's `bodyText`, which `q` searches) */
  hidden?: readonly string[]
  /** Nepali columns answered inside `ne` (issue 32): `{ bodyNe: 'body' }` answers `ne: { body }` when set */
  nested?: Readonly<Record<string, string>>
  /** the table has `updatedAt`, set on insert and on every update (a stale save answers 409, issue 32) */
  stamped?: boolean
  /** default order; ties are broken by id (UUIDv7 is time-ordered) */
  order?: Array<[string, 'asc' | 'desc']>
}

type Row = Record<string, unknown>
export type ApiRow = Record<string, unknown> & { _id: string }

/**
 * A row not stored yet: `row` as the API will answer it, `insert` stores it (in `db`, a transaction, to
 * store it with other writes or not at all).
 */
export interface Draft<T> {
  row: T
  insert: (db?: Knex) => Promise<void>
}

/** LIKE with `!` as escape character: `\` means different things on SQLite and MySQL. */
export function likePattern (q: string): string {
  return '%' + q.replace(/[!%_]/g, (c) => '!' + c) + '%'
}

/** The words of a query: split on spaces, at most 8 (a longer query is refused by ListQuery's 200 characters anyway). */
export function searchWords (q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/u).filter((w) => w.length > 0).slice(0, 8)
}

/**
 * `q` matches the words of the query: every word must appear in some searched column (so
 * "annual sports" finds "Sports day: the annual meet"). A LIKE per word and column; `%`, `_`
 * and `!` in a word match themselves. Why LIKE rather than FTS5 / FULLTEXT: docs/search.md.
 */
export function applySearch (qb: Knex.QueryBuilder, columns: string[], q: string | undefined): void {
  const words = searchWords(q)
  if (words.length === 0 || columns.length === 0) return
  for (const word of words) {
    const pattern = likePattern(word)
    // LOWER() on both sides: MySQL collations already ignore case, SQLite's LIKE only for ASCII.
    qb.where((w) => {
      for (const col of columns) w.orWhereRaw("LOWER(??) LIKE ? ESCAPE '!'", [col, pattern])
    })
  }
}

/**
 * The shared building block of the simple repositories: rows keyed by an opaque `id`,
 * mapped to the API's `_id` + camelCase shape. Used only from repository plugins.
 */
export function createCrud<T extends { _id: string } = ApiRow> (knex: Knex, spec: TableSpec) {
  const order = spec.order ?? [['createdAt', 'desc']]
  const scope = spec.scope ?? {}

  function toApi (row: Row): T {
    const { id, ...rest } = row
    for (const col of spec.json ?? []) rest[col] = parseJson(rest[col], [])
    for (const col of spec.bool ?? []) rest[col] = Boolean(Number(rest[col]))
    for (const col of Object.keys(scope)) delete rest[col]
    for (const col of spec.optional ?? []) if (rest[col] === null || rest[col] === undefined || rest[col] === '') delete rest[col]
    for (const col of spec.hidden ?? []) delete rest[col]
    const ne: Row = {}
    for (const [col, field] of Object.entries(spec.nested ?? {})) {
      const value = rest[col]
      delete rest[col]
      if (typeof value === 'string' && value !== '') ne[field] = value
    }
    if (Object.keys(ne).length > 0) rest.ne = ne
    // the row's columns are the entity's fields by construction (see the migration)
    return { _id: String(id), ...rest } as unknown as T
  }

  function toDb (values: Row): Row {
    const out: Row = { ...values }
    for (const col of spec.json ?? []) if (col in out) out[col] = JSON.stringify(out[col])
    for (const col of spec.bool ?? []) if (col in out) out[col] = out[col] ? 1 : 0
    return out
  }

  function base (db: Knex = knex): Knex.QueryBuilder<Row, Row[]> {
    return db<Row, Row[]>(spec.table).where(scope)
  }

  function draft (values: Row): Draft<T> {
    const now = nowIso()
    const row = { id: newId(), createdAt: now, ...(spec.stamped ? { updatedAt: now } : {}), ...scope, ...toDb(values) }
    return { row: toApi(row), insert: async (db = knex) => { await db(spec.table).insert(row) } }
  }

  return {
    toApi,
    async list (opts: ListOptions = {}, filter?: (qb: Knex.QueryBuilder) => void): Promise<ListResult<T>> {
      const qb = base()
      filter?.(qb)
      applySearch(qb, spec.search, opts.q)
      let total: number | undefined
      if (opts.page !== undefined) {
        const n = await countOf(qb.clone().clearSelect())
        total = Number(n)
      }
      for (const [col, dir] of order) qb.orderBy(col, dir)
      qb.orderBy('id', order[0]?.[1] ?? 'desc')
      if (opts.page !== undefined || opts.limit !== undefined) {
        const limit = opts.limit ?? 10
        qb.limit(limit).offset(((opts.page ?? 1) - 1) * limit)
      }
      const rows = await qb
      return { items: rows.map(toApi), total }
    },
    async findById (id: string, filter?: (qb: Knex.QueryBuilder) => void): Promise<T | null> {
      const qb = base().where({ id })
      filter?.(qb)
      const row = await qb.first()
      return row ? toApi(row) : null
    },
    draft,
    async insert (values: Row): Promise<T> {
      const d = draft(values)
      await d.insert()
      return d.row
    },
    async update (id: string, values: Row): Promise<T | null> {
      const n = await base().where({ id }).update({ ...toDb(values), ...(spec.stamped ? { updatedAt: nowIso() } : {}) })
      return n > 0 ? this.findById(id) : null
    },
    /** Deletes and returns the deleted row, so the caller can remove its files. */
    async remove (id: string): Promise<T | null> {
      return knex.transaction(async (trx) => {
        const row = await base(trx).where({ id }).first()
        if (!row) return null
        await base(trx).where({ id }).delete()
        return toApi(row)
      })
    },
    async count (filter?: (qb: Knex.QueryBuilder) => void): Promise<number> {
      const qb = base()
      filter?.(qb)
      const n = await countOf(qb)
      return Number(n)
    },
    /** Every value of the given columns, used to find which uploads are still referenced. */
    async columnValues (columns: string[]): Promise<unknown[]> {
      const rows = await base().select(columns)
      return rows.flatMap((r) => columns.map((c) => spec.json?.includes(c) ? parseJson(r[c], []) : r[c]))
    }
  }
}

