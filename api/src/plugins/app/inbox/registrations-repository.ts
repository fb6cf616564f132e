import type { Knex } from 'knex'
import { isMysql, parseJson } from '../../../db/index.js'
import type { Draft, ListOptions, ListResult } from '../../../lib/crud.js'
import { nowIso } from '../../../lib/ids.js'
import type { Registration, RegistrationHistoryEntry, RegistrationStatus } from '@school/shared/contract'

/** The registrations list's filters, already checked: instants are ISO strings in UTC. */
export interface RegistrationFilter {
  status?: RegistrationStatus
  preference?: string
  /** createdAt ≥ this */
  since?: string
  /** createdAt < this */
  until?: string
}

/** A registrations row as stored: the status as the pipeline wrote it, the history as JSON. */
type RegistrationRow = Record<string, unknown> & { status: RegistrationStatus; history: unknown }

/** The inbox operations the pipeline builds on (see inbox-repositories.ts). */
interface InboxCrud {
  list: (opts: ListOptions, filter?: (qb: Knex.QueryBuilder) => void) => Promise<ListResult<Registration>>
  draft: (values: Record<string, unknown>) => Promise<Draft<Registration>>
  toApi: (row: Record<string, unknown>) => Registration
}

/**
 * The admission pipeline on top of the registrations inbox: every registration starts at
 * 'new', the list filters by status, level and creation day, and each change of status or
 * note is appended to the row's history in one transaction (the row is locked on MySQL;
 * SQLite has one writer), so two officers acting at once both keep their entry.
 */
export function registrationsPipeline (knex: Knex, crud: InboxCrud) {
  const where = (f: RegistrationFilter) => (qb: Knex.QueryBuilder) => {
    if (f.status) qb.where('status', f.status)
    if (f.preference) qb.where('preference', f.preference)
    if (f.since) qb.where('createdAt', '>=', f.since)
    if (f.until) qb.where('createdAt', '<', f.until)
  }
  const fresh = (values: Record<string, unknown>) => ({ ...values, status: 'new', history: [] })
  return {
    async draft (values: Record<string, unknown>): Promise<Draft<Registration>> {
      return crud.draft(fresh(values))
    },
    /** One page (or all, without `page`/`limit`) of the registrations matching the filter and `q`, newest first. */
    async listFiltered (opts: ListOptions, filter: RegistrationFilter): Promise<ListResult<Registration>> {
      return crud.list(opts, where(filter))
    },
    /** Moves a registration to `status` (or keeps it) with a note; null when there is no such registration. */
    async change (id: string, by: RegistrationHistoryEntry['by'], change: { status?: RegistrationStatus; note?: string }): Promise<Registration | null> {
      return knex.transaction(async (trx) => {
        const read = trx<RegistrationRow>('registrations').where({ id })
        if (isMysql(knex)) read.forUpdate()
        const row = await read.first()
        if (!row) return null
        const from = row.status
        const entry: RegistrationHistoryEntry = { by, at: nowIso(), from, to: change.status ?? from, note: change.note ?? '' }
        const history = [...parseJson<RegistrationHistoryEntry[]>(row.history, []), entry]
        await trx('registrations').where({ id }).update({ status: entry.to, history: JSON.stringify(history) })
        return crud.toApi({ ...row, status: entry.to, history: JSON.stringify(history) })
      })
    }
  }
}
