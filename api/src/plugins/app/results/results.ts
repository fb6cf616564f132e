import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import type {
  CreateExamBody, Exam, ImportReport, LookupCounts, PatchExamBody, PublicExam, ResultOutcome, Site, StaffResult, StudentResult
} from '@school/shared/contract'
import { parseJson } from '../../../db/index.js'
import { asciiDigits } from '../../../lib/bikram-sambat.js'
import { badRequest, notFound } from '../../../lib/errors.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { toPublishAt } from '../../../lib/publishing.js'
import { graded, type GradedSubject } from './grades.js'
import { normalSymbol, readSheet } from './sheet.js'

declare module 'fastify' {
  interface FastifyInstance {
    results: ReturnType<typeof createResults>
  }
}

interface DbExam {
  id: string; site: Site; title: string; titleNe: string; year: number | string; grading: 'gpa' | 'percent'
  published: number | boolean; publishAt: string | null; subjects: string | null; resultCount: number | string
  resultsVersion: string; importedAt: string | null; createdAt: string; updatedAt: string
}

interface DbResult {
  examId: string; symbol: string; name: string; dob: string; class: string; section: string
  subjects: string; gpa: number | string; percent: number | string | null; result: string
}

/** One student's stored result, as every instance keeps it in memory (frozen: never changed in place). */
export interface StoredResult {
  readonly symbol: string; readonly name: string; readonly dob: string; readonly class: string; readonly section: string
  readonly subjects: readonly GradedSubject[]; readonly gpa: number; readonly percent: number; readonly result: ResultOutcome
}

/** An exam's rows in this instance's memory, and the import (`version`) they are of. */
interface ExamRows { exam: DbExam; version: string; rows: ReadonlyMap<string, StoredResult>; checkedAt: number }

/** How long an instance trusts its copy of an exam before asking the database whether it changed (ms). */
const FRESH_MS = 2000
/** Lookups counted in memory are added to the database this often (ms). */
const COUNT_FLUSH_MS = 10_000

const isPublished = (e: DbExam, now = nowIso()) => Boolean(Number(e.published)) && (e.publishAt === null || e.publishAt <= now)

function publicExam (e: DbExam): PublicExam {
  return { _id: e.id, site: e.site, title: e.title, ne: { title: e.titleNe || e.title }, year: Number(e.year), grading: e.grading, publishAt: e.publishAt }
}

function staffExam (e: DbExam): Exam {
  return {
    ...publicExam(e), published: Boolean(Number(e.published)), subjects: parseJson<string[]>(e.subjects, []),
    resultCount: Number(e.resultCount), importedAt: e.importedAt, createdAt: e.createdAt
  }
}

function stored (r: DbResult): StoredResult {
  return Object.freeze({
    symbol: r.symbol, name: r.name, dob: r.dob, class: r.class, section: r.section,
    subjects: Object.freeze(parseJson<GradedSubject[]>(r.subjects, []).map((s) => Object.freeze(s))),
    gpa: Number(r.gpa), percent: Number(r.percent ?? 0), result: r.result === 'pass' ? 'pass' : 'not-graded'
  })
}

/** A stored result as the public lookup answers it. */
export function studentResult (r: StoredResult, grading: DbExam['grading']): StudentResult {
  return {
    name: r.name, class: r.class, subjects: r.subjects.map((s) => ({ name: s.name, grade: s.grade, gp: s.gp })), gpa: r.gpa, result: r.result,
    ...(grading === 'percent' ? { percent: r.percent } : {})
  }
}

const hourOf = (iso: string) => iso.slice(0, 13)

function createResults (app: FastifyInstance) {
  const knex: Knex = app.knex
  const cache = new Map<string, ExamRows>()
  const loading = new Map<string, Promise<ExamRows | null>>()
  /** issued codes in memory: `${examId}|${version}|${symbol}` → code */
  const codes = new Map<string, string>()
  /** lookups not yet in the database: `${examId}|${hour}` → count */
  const pendingCounts = new Map<string, number>()

  async function examRow (id: string): Promise<DbExam | null> {
    return (await knex<DbExam>('exams').where({ id }).first()) ?? null
  }

  async function load (examId: string): Promise<ExamRows | null> {
    const exam = await examRow(examId)
    if (!exam) { cache.delete(examId); return null }
    const had = cache.get(examId)
    if (had && had.version === exam.resultsVersion) {
      const fresh = { ...had, exam, checkedAt: Date.now() }
      cache.set(examId, fresh)
      return fresh
    }
    const rows = new Map<string, StoredResult>()
    for (const r of await knex<DbResult>('exam_results').where({ examId }).select('*')) rows.set(r.symbol, stored(r))
    const entry: ExamRows = { exam, version: exam.resultsVersion, rows, checkedAt: Date.now() }
    // a slower load of an older import never replaces a newer one
    const now = cache.get(examId)
    if (!now || now.version === had?.version) cache.set(examId, entry)
    return entry
  }

  /** The exam's rows from memory, read again when the copy is older than FRESH_MS and the import changed (one read shared by concurrent callers). */
  async function rowsOf (examId: string): Promise<ExamRows | null> {
    const had = cache.get(examId)
    if (had && Date.now() - had.checkedAt < FRESH_MS) return had
    let pending = loading.get(examId)
    if (!pending) {
      pending = load(examId).finally(() => loading.delete(examId))
      loading.set(examId, pending)
    }
    return pending
  }

  function count (examId: string): void {
    const key = `${examId}|${hourOf(nowIso())}`
    pendingCounts.set(key, (pendingCounts.get(key) ?? 0) + 1)
  }

  async function flushCounts (): Promise<void> {
    const batch = [...pendingCounts]
    pendingCounts.clear()
    for (const [key, n] of batch) {
      const [examId, hour] = key.split('|')
      try {
        await knex('result_lookups').insert({ examId, hour, hits: n }).onConflict(['examId', 'hour']).merge({ hits: knex.raw('?? + ?', ['result_lookups.hits', n]) })
      } catch (err) {
        pendingCounts.set(key, (pendingCounts.get(key) ?? 0) + n)
        app.log.warn({ err }, 'result lookups not counted yet')
      }
    }
  }

  return {
    async create (body: CreateExamBody): Promise<Exam> {
      const now = nowIso()
      const row: DbExam = {
        id: newId(), site: body.site, title: body.title.trim(), titleNe: body.ne?.title?.trim() ?? '', year: body.year, grading: body.grading,
        published: false, publishAt: toPublishAt(body.publishAt), subjects: '[]', resultCount: 0, resultsVersion: '', importedAt: null, createdAt: now, updatedAt: now
      }
      await knex('exams').insert(row)
      return staffExam(row)
    },

    async patch (id: string, body: PatchExamBody): Promise<{ before: Exam; after: Exam } | null> {
      const exam = await examRow(id)
      if (!exam) return null
      const change: Partial<DbExam> = { updatedAt: nowIso() }
      if (body.title !== undefined) change.title = body.title.trim()
      if (body.ne?.title !== undefined) change.titleNe = body.ne.title.trim()
      if (body.year !== undefined) change.year = body.year
      if (body.grading !== undefined) change.grading = body.grading
      if (body.publishAt !== undefined) change.publishAt = toPublishAt(body.publishAt)
      if (body.published !== undefined) change.published = body.published
      if (body.published === true && Number(exam.resultCount) === 0) throw badRequest('Import the results before publishing the exam')
      await knex('exams').where({ id }).update(change)
      cache.delete(id)
      return { before: staffExam(exam), after: staffExam({ ...exam, ...change }) }
    },

    async list (site: Site | undefined, only: 'published' | 'all'): Promise<Exam[]> {
      const q = knex<DbExam>('exams').select('*').orderBy([{ column: 'year', order: 'desc' }, { column: 'createdAt', order: 'desc' }])
      if (site) void q.where({ site })
      const now = nowIso()
      return (await q).filter((e) => only === 'all' || isPublished(e, now)).map(staffExam)
    },

    publicExam,

    async find (id: string): Promise<Exam | null> {
      const e = await examRow(id)
      return e ? staffExam(e) : null
    },

    /**
     * Reads a sheet and reports it; with `commit`, stores it in place of the exam's results in one
     * transaction (refused when the report shows errors or duplicates: nothing is stored then).
     */
    async import (examId: string, data: Buffer, commit: boolean): Promise<ImportReport> {
      const exam = await examRow(examId)
      if (!exam) throw notFound('Exam not found')
      const { rows, report } = await readSheet(data)
      if (!commit) return { ...report, committed: false }
      if (report.errors.length > 0 || report.duplicates.length > 0) {
        throw badRequest(`The sheet has ${report.errors.length} bad row(s) and ${report.duplicates.length} duplicate symbol(s): fix them and import again (nothing was stored)`)
      }
      if (rows.length === 0) throw badRequest('The sheet has no students')
      const version = newId()
      const now = nowIso()
      await knex.transaction(async (trx) => {
        await trx('exam_results').where({ examId }).delete()
        const records = rows.map((r) => {
          const g = graded(r.marks)
          return {
            examId, symbol: r.symbol, name: r.name, dob: r.dob, class: r.class, section: r.section,
            subjects: JSON.stringify(g.subjects), gpa: g.gpa, percent: g.percent, result: g.result
          }
        })
        for (let i = 0; i < records.length; i += 500) await trx('exam_results').insert(records.slice(i, i + 500))
        await trx('exams').where({ id: examId }).update({ subjects: JSON.stringify(report.subjects), resultCount: rows.length, resultsVersion: version, importedAt: now, updatedAt: now })
      })
      cache.delete(examId)
      return { ...report, committed: true }
    },

    /** A published exam's result for the symbol, only when the date of birth matches too; counted. */
    async lookup (examId: string, symbol: string, dob: string): Promise<{ exam: DbExam; result: StoredResult } | null> {
      const entry = await rowsOf(examId)
      if (!entry || !isPublished(entry.exam)) return null
      count(examId)
      const r = entry.rows.get(normalSymbol(symbol))
      if (!r || r.dob !== asciiDigits(dob.trim())) return null
      return { exam: entry.exam, result: r }
    },

    /** The published exams, newest first, whose rows hold this symbol and date of birth (the SMS lookup names no exam). */
    async lookupAnyExam (site: Site, symbol: string, dob: string): Promise<{ exam: DbExam; result: StoredResult } | null> {
      const now = nowIso()
      const exams = (await knex<DbExam>('exams').where({ site }).select('*').orderBy([{ column: 'year', order: 'desc' }, { column: 'createdAt', order: 'desc' }])).filter((e) => isPublished(e, now))
      for (const e of exams) {
        const found = await this.lookup(e.id, symbol, dob)
        if (found) return found
      }
      return null
    },

    async staffResult (examId: string, symbol: string): Promise<StaffResult | null> {
      const entry = await rowsOf(examId)
      if (!entry) throw notFound('Exam not found')
      const r = entry.rows.get(normalSymbol(symbol))
      if (!r) return null
      return { ...studentResult(r, entry.exam.grading), symbol: r.symbol, dob: r.dob, section: r.section, marks: r.subjects.map((s) => ({ name: s.name, mark: s.mark })) }
    },

    /** The verification code of this student's marksheet as the results now stand: the one issued before, or a new one (128 random bits). */
    async codeFor (exam: DbExam, r: StoredResult): Promise<string> {
      const key = `${exam.id}|${exam.resultsVersion}|${r.symbol}`
      const known = codes.get(key)
      if (known) return known
      const issued: Array<Record<string, unknown>> = await knex('marksheets').where({ examId: exam.id, symbol: r.symbol }).select('code', 'name', 'gpa')
      const same = issued.find((m) => m.name === r.name && Number(m.gpa) === r.gpa)
      const code = typeof same?.code === 'string' ? same.code : randomBytes(16).toString('base64url')
      if (!same) await knex('marksheets').insert({ code, examId: exam.id, symbol: r.symbol, name: r.name, gpa: r.gpa, createdAt: nowIso() })
      if (codes.size > 50_000) codes.clear()
      codes.set(key, code)
      return code
    },

    /** A marksheet's code: its exam and student, while the exam's current results still give that name and GPA. */
    async verify (code: string): Promise<{ exam: DbExam; result: StoredResult } | null> {
      if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null
      const m: Record<string, unknown> | undefined = await knex('marksheets').where({ code }).first()
      if (!m) return null
      const entry = await rowsOf(String(m.examId))
      const r = entry?.rows.get(String(m.symbol))
      if (!entry || !r || r.name !== m.name || r.gpa !== Number(m.gpa)) return null
      return { exam: entry.exam, result: r }
    },

    async lookupCounts (examId: string): Promise<LookupCounts> {
      if (!(await examRow(examId))) throw notFound('Exam not found')
      await flushCounts()
      const rows: Array<Record<string, unknown>> = await knex('result_lookups').where({ examId }).orderBy('hour', 'desc').limit(24 * 14)
      return rows.map((r) => ({ hour: String(r.hour), count: Number(r.hits) }))
    },

    flushCounts
  }
}

/**
 * Results day (issue 37): exams and their results, an exam's rows kept in each instance's memory (a
 * Map by symbol of frozen rows, checked against the database's import version every FRESH_MS), the
 * marksheets' verification codes, and the lookups counted per hour.
 */
export default fp(async (app) => {
  const results = createResults(app)
  app.decorate('results', results)
  if (app.config.backgroundJobs) {
    const timer = setInterval(() => { void results.flushCounts() }, COUNT_FLUSH_MS)
    timer.unref()
    app.addHook('onClose', async () => { clearInterval(timer) })
  }
  app.addHook('onClose', async () => { await results.flushCounts() })
}, { name: 'results', dependencies: ['knex', 'config'] })
