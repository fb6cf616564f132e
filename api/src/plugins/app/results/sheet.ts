import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { SYMBOL_PATTERN, type ImportError, type ImportReport } from '@school/shared/contract'
import { asciiDigits, isBsDate } from '../../../lib/bikram-sambat.js'
import { badRequest } from '../../../lib/errors.js'
import type { Mark } from './grades.js'

/** One student's row of a results sheet, checked. */
export interface SheetRow { line: number; symbol: string; name: string; dob: string; class: string; section: string; marks: Array<{ name: string; mark: Mark }> }

/** A sheet read: its rows (the good ones), the subjects, and the report of what is wrong. */
export interface ReadSheet { rows: SheetRow[]; report: Omit<ImportReport, 'committed'> }

/** At most this many students in one sheet. */
export const MAX_ROWS = 50_000

const COLUMNS = ['symbol', 'name', 'dob', 'class', 'section'] as const
type Column = typeof COLUMNS[number]
/** The fixed columns' headers as offices write them (lowercase, punctuation as spaces), English or Nepali. */
const HEADERS: Record<Column, readonly string[]> = {
  symbol: ['symbol', 'symbol no', 'symbol number', 'symbolno', 'symbol num', 'roll', 'roll no', 'चिन्ह नं', 'सिम्बोल नं', 'सिम्बोल नम्बर'],
  name: ['name', 'student', 'student name', 'student s name', 'name of student', 'विद्यार्थीको नाम', 'नाम'],
  dob: ['dob', 'dob bs', 'date of birth', 'date of birth bs', 'birth date', 'birth date bs', 'जन्म मिति'],
  class: ['class', 'grade', 'कक्षा'],
  section: ['section', 'sec', 'सेक्सन', 'शाखा']
}
const REQUIRED: readonly Column[] = ['symbol', 'name', 'dob']

const normal = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim()

function isInfoRecord (r: unknown): r is { record: string[]; info: { lines: number } } {
  return typeof r === 'object' && r !== null && 'record' in r && Array.isArray(r.record) && 'info' in r && typeof r.info === 'object' && r.info !== null && 'lines' in r.info && typeof r.info.lines === 'number'
}

/** A sheet's cells as text rows with their line numbers (the header is line 1), from CSV or XLSX bytes. */
async function cellsOf (data: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return xlsxCells(data)
  if (data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) throw badRequest('This is an old Excel file (.xls): save it as .xlsx or .csv and import that')
  if (data.includes(0)) throw badRequest('The file must be a CSV or XLSX sheet')
  try {
    // with `info`, each record comes as {record, info} (the types know only the plain rows)
    const records: unknown[] = parse(data, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true })
    return records.filter(isInfoRecord).map((r) => ({ line: r.info.lines, cells: r.record }))
  } catch (err) {
    const line = typeof err === 'object' && err !== null && 'lines' in err && typeof err.lines === 'number' ? err.lines : undefined
    throw badRequest(`The CSV could not be read${line ? ` at line ${line}` : ''}: check its quotes`)
  }
}

function cellText (value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('')
    if ('result' in value) return cellText(value.result ?? null)
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value)
}

async function xlsxCells (data: Buffer): Promise<Array<{ line: number; cells: string[] }>> {
  const book = new ExcelJS.Workbook()
  try {
    const bytes = new ArrayBuffer(data.length)
    new Uint8Array(bytes).set(data)
    await book.xlsx.load(bytes)
  } catch {
    throw badRequest('The XLSX file could not be read')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw badRequest('The XLSX file has no sheet')
  const out: Array<{ line: number; cells: string[] }> = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = []
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value).trim())
    if (cells.some((x) => x !== '')) out.push({ line: row.number, cells })
  })
  return out
}

function markOf (text: string): Mark | undefined {
  const t = asciiDigits(text).trim()
  if (/^(ab|absent)$/i.test(t)) return null
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return undefined
  const n = Number(t)
  return n <= 100 ? n : undefined
}

const SYMBOL = new RegExp(SYMBOL_PATTERN)

/** A sheet's symbol number as stored and looked up: ASCII digits, uppercase. */
export const normalSymbol = (text: string): string => asciiDigits(text).trim().toUpperCase()

/**
 * Reads a results sheet (CSV or XLSX): the fixed columns found by their headers, every other
 * column a subject. Each bad row is reported with its line and what is wrong; symbols given twice
 * are reported with their lines. Nothing is stored here.
 */
export async function readSheet (data: Buffer): Promise<ReadSheet> {
  const all = await cellsOf(data)
  const header = all[0]
  if (!header) throw badRequest('The sheet is empty')
  const columns = new Map<Column, number>()
  const subjects: Array<{ name: string; index: number }> = []
  header.cells.forEach((h, index) => {
    const n = normal(h)
    const known = COLUMNS.find((c) => HEADERS[c].includes(n))
    if (known && !columns.has(known)) columns.set(known, index)
    else if (h.trim() !== '') subjects.push({ name: h.trim().slice(0, 100), index })
  })
  const missing = REQUIRED.filter((c) => !columns.has(c))
  if (missing.length > 0) throw badRequest(`The first row must name the columns: symbol number, student name, date of birth (BS), class, section, then the subjects (missing: ${missing.join(', ')})`)
  if (subjects.length === 0) throw badRequest('The sheet has no subject columns after the student columns')
  const body = all.slice(1)
  if (body.length > MAX_ROWS) throw badRequest(`A sheet may hold at most ${MAX_ROWS} students`)

  const errors: ImportError[] = []
  const rows: SheetRow[] = []
  const lines = new Map<string, number[]>()
  const cell = (cells: string[], c: Column) => cells[columns.get(c) ?? -1]?.trim() ?? ''
  for (const { line, cells } of body) {
    const problems: string[] = []
    const symbol = normalSymbol(cell(cells, 'symbol'))
    const name = cell(cells, 'name').normalize('NFC')
    const dob = asciiDigits(cell(cells, 'dob'))
    if (!symbol) problems.push('the symbol number is missing')
    else if (!SYMBOL.test(symbol)) problems.push(`the symbol number '${symbol.slice(0, 40)}' may have only letters, digits and dashes (at most 20)`)
    if (!name) problems.push('the name is missing')
    else if (name.length > 255) problems.push('the name is longer than 255 characters')
    if (!isBsDate(dob)) problems.push(dob ? `the date of birth '${dob.slice(0, 20)}' is not a BS date (YYYY-MM-DD)` : 'the date of birth is missing')
    const marks: SheetRow['marks'] = []
    for (const s of subjects) {
      const text = cells[s.index]?.trim() ?? ''
      const mark = markOf(text)
      if (mark === undefined) problems.push(text ? `${s.name}: '${text.slice(0, 20)}' is not a mark from 0 to 100 (or AB)` : `${s.name}: the mark is missing`)
      else marks.push({ name: s.name, mark })
    }
    if (symbol) lines.set(symbol, [...(lines.get(symbol) ?? []), line])
    if (problems.length > 0) errors.push({ line, message: problems.join('; ') })
    else rows.push({ line, symbol, name, dob, class: cell(cells, 'class').slice(0, 50), section: cell(cells, 'section').slice(0, 50), marks })
  }
  const duplicates = [...lines].filter(([, l]) => l.length > 1).map(([symbol, l]) => ({ symbol, lines: l }))
  return { rows, report: { rows: body.length, subjects: subjects.map((s) => s.name), errors, duplicates } }
}
