import type { FastifyInstance, FastifyReply } from 'fastify'
import { stringify } from 'csv-stringify/sync'
import yazl from 'yazl'
import { LEVELS, type Registration, type RegistrationStatus } from '@school/shared/contract'
import type { RegistrationFilter } from './registrations-repository.js'
import { bsDayOf } from '../../../lib/bikram-sambat.js'
import { addDays, dateTimeInZone, dayInZone, startOfDayIn, toCalendarDay, todayIn } from '../../../lib/dates.js'
import { badRequest } from '../../../lib/errors.js'
import { privateHeaders } from '../../../lib/http.js'
import { contentDisposition } from '../files/refs.js'
import { parseRef } from '../files/files.js'

/** The list's and the export's query, checked and turned into instants of the school's zone. */
export function registrationFilter (
  query: { status?: RegistrationStatus; preference?: string; from?: string; to?: string }, zone: string
): RegistrationFilter {
  const filter: RegistrationFilter = { status: query.status }
  if (query.preference?.trim()) {
    // the stored value, from it or its label ('Primary (1-5)'), as the form sends it
    const wanted = query.preference.trim().toLowerCase()
    const level = LEVELS.find((l) => wanted === l.value.toLowerCase() || wanted === l.label.toLowerCase())
    if (!level) throw badRequest(`preference must be one of: ${LEVELS.map((l) => l.value).join(', ')}`)
    filter.preference = level.value
  }
  const day = (name: 'from' | 'to') => {
    const value = query[name]
    if (value === undefined) return undefined
    const d = toCalendarDay(value, zone)
    if (!d) throw badRequest(`${name} must be a date (YYYY-MM-DD)`)
    return d
  }
  const from = day('from')
  const to = day('to')
  if (from && to && from > to) throw badRequest('from must not be after to')
  if (from) filter.since = startOfDayIn(from, zone)
  if (to) filter.until = startOfDayIn(addDays(to, 1), zone)
  return filter
}

/** A cell a spreadsheet would run as a formula (OWASP's list: = + - @, and tab and CR, which Excel skips before them). */
const FORMULA = /^[=+\-@\t\r]/

/*
 * Days and times in the school's zone, each with its Bikram Sambat day beside it (issue 38, item 11):
 * the office files admissions by BS date, and a UTC instant read as local time was a day off.
 */
export const csvColumns = (zone: string): Array<[string, (r: Registration) => string]> => [
  ['First name', (r) => r.firstName],
  ['Last name', (r) => r.lastName],
  ['Email', (r) => r.email],
  ['Phone', (r) => r.phone],
  ['Address', (r) => r.address],
  ['Preference', (r) => r.preference],
  ['Level', (r) => r.lvl],
  ['Faculty', (r) => r.faculty],
  ['Parent or guardian', (r) => r.guardianName ?? ''],
  ['Date of birth', (r) => r.dateOfBirth ?? ''],
  ['Date of birth (BS)', (r) => bsDayOf(r.dateOfBirth ?? '')],
  ['Previous school', (r) => r.previousSchool ?? ''],
  ['Status', (r) => r.status],
  ['Created', (r) => dateTimeInZone(new Date(r.createdAt), zone)],
  ['Created (BS)', (r) => bsDayOf(dayInZone(new Date(r.createdAt), zone))]
]

/**
 * The registrations as a CSV download: UTF-8 with a byte-order mark (without it Excel reads
 * the file as ANSI and Devanagari names turn into mojibake), quoting by csv-stringify, and
 * every cell that a spreadsheet would evaluate prefixed with ' (CSV formula injection).
 */
export function registrationsCsv (reply: FastifyReply, rows: Registration[], zone: string): FastifyReply {
  const neutral = (v: string) => FORMULA.test(v) ? `'${v}` : v
  const columns = csvColumns(zone)
  const csv = stringify([
    columns.map(([title]) => title),
    ...rows.map((r) => columns.map(([, cell]) => neutral(cell(r))))
  ], { record_delimiter: 'windows' })
  privateHeaders(reply)
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', contentDisposition('attachment', `registrations-${todayIn(zone)}.csv`))
    .send(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]))
}

/** Each document's name inside the zip: its kind (the console's download names). */
const DOCUMENT_NAMES: Array<[keyof Registration & ('markSheet' | 'ppPhoto' | 'characterCerf' | 'attachApplication'), string]> = [
  ['markSheet', 'marksheet'],
  ['ppPhoto', 'photo'],
  ['characterCerf', 'character-certificate'],
  ['attachApplication', 'application']
]

/**
 * Streams a registration's documents as one zip, read from the storage driver (local folders
 * or the bucket) one after the other. Stored, not deflated: PDFs, photos and Word files are
 * compressed already, and stored entries let the total length be announced.
 */
export async function sendDocumentsZip (app: FastifyInstance, reply: FastifyReply, r: Registration): Promise<FastifyReply> {
  const zip = new yazl.ZipFile()
  const mtime = new Date(r.createdAt)
  for (const [field, kind] of DOCUMENT_NAMES) {
    const name = parseRef(r[field])?.name
    if (!name) continue
    const size = await app.files.storage.size('private', name)
    if (size === null) {
      app.log.warn({ registration: r._id, field }, 'a registration document is missing from storage')
      continue
    }
    zip.addReadStreamLazy(`${kind}.${name.split('.').pop()}`, { size, mtime, compress: false }, (done) => {
      done(null, app.files.storage.stream('private', name))
    })
  }
  let length = -1
  // yazl calls back with the total size (its typings omit the argument); with every size known it does so at once
  zip.end({ forceZip64Format: false, comment: '' }, (...args: unknown[]) => { length = Number(args[0]) })
  privateHeaders(reply)
  reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', contentDisposition('attachment', `documents-${r.firstName}-${r.lastName}.zip`.replace(/[\s/\\]+/g, '-')))
  if (length >= 0) reply.header('Content-Length', String(length))
  return reply.send(zip.outputStream)
}
