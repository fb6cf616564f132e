import { Type } from 'typebox'
import { IdParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { FileAnswer } from './uploads.ts'
import {
  CreateExamBody, Exam, ExamSiteQuery, ImportQuery, ImportReport, LookupCounts, LookupQuery, MarksheetQuery, PatchExamBody, PublicExam,
  SmsInboundQuery, SmsReply, StaffResult, StaffResultQuery, StudentResult, Verification, VerifyParams
} from './results.ts'

/** Who runs results day: the admin and the results officer (a role of its own). */
export const RESULTS_STAFF = ['admin', 'results'] as const

/** Results day (issue 37): exams, the import of their results, the lookup by symbol, marksheets and their verification. */
export const RESULTS_ENDPOINTS = {
  listExams: endpoint({ method: 'GET', path: '/api/exams', summary: 'The published exams whose results can be looked up (of one site, or both)', tags: ['results'], query: ExamSiteQuery, answer: { 200: Type.Array(PublicExam) }, errors: [400], roles: 'public' }),
  listAllExams: endpoint({ method: 'GET', path: '/api/exams/all', summary: 'Every exam, published or not, with its subjects and how many results it holds', tags: ['results'], query: ExamSiteQuery, answer: { 200: Type.Array(Exam) }, errors: [400, 401, 403], roles: RESULTS_STAFF }),
  createExam: endpoint({ method: 'POST', path: '/api/exams', summary: 'Add an exam (not published until PATCHed so)', tags: ['results'], body: CreateExamBody, answer: { 201: Exam }, errors: [400, 401, 403], roles: RESULTS_STAFF }),
  patchExam: endpoint({ method: 'PATCH', path: '/api/exams/:id', summary: "Edit an exam, or publish it (`published`, from `publishAt` when set)", tags: ['results'], params: IdParams, body: PatchExamBody, answer: { 200: Exam }, errors: [400, 401, 403, 404], roles: RESULTS_STAFF }),
  importResults: endpoint({
    method: 'POST', path: '/api/exams/:id/results', summary: "Import an exam's results from a CSV or XLSX sheet: a dry-run report, or with ?commit=true stored in place of the exam's earlier results", tags: ['results'],
    description: 'Columns: symbol number, student name, date of birth (BS, YYYY-MM-DD), class, section, then one column per subject with its mark (0–100, or AB for absent). Grades and GPA are worked out on the NEB scale. A sheet with errors or duplicate symbols is reported, never stored (400 with ?commit=true).',
    params: IdParams, query: ImportQuery, multipart: { field: 'file' }, answer: { 200: ImportReport }, errors: [400, 401, 403, 404, 413], roles: RESULTS_STAFF
  }),
  staffResult: endpoint({ method: 'GET', path: '/api/exams/:id/results', summary: "One student's result found by symbol number, for staff (each search is audited)", tags: ['results'], params: IdParams, query: StaffResultQuery, answer: { 200: StaffResult }, errors: [400, 401, 403, 404], roles: RESULTS_STAFF }),
  lookupCounts: endpoint({ method: 'GET', path: '/api/exams/:id/lookups', summary: "The exam's lookups per hour (UTC), the latest first", tags: ['results'], params: IdParams, answer: { 200: LookupCounts }, errors: [401, 403, 404], roles: RESULTS_STAFF }),
  lookupResult: endpoint({ method: 'GET', path: '/api/results/lookup', summary: "A student's result, when both the symbol number and the BS date of birth match (rate-limited per IP and per symbol; never cached)", tags: ['results'], query: LookupQuery, answer: { 200: StudentResult }, errors: [400, 404, 429], roles: 'public' }),
  marksheet: endpoint({ method: 'GET', path: '/api/results/marksheet.pdf', summary: "A student's marksheet, one A4 page in English or Nepali, with a QR code and short code that verify it", tags: ['results'], query: MarksheetQuery, answer: { 200: FileAnswer }, produces: 'application/pdf', errors: [400, 404, 429], roles: 'public' }),
  verifyMarksheet: endpoint({ method: 'GET', path: '/api/results/verify/:code', summary: "A marksheet's code: the student's name, the exam, the GPA and the school that issued it", tags: ['results'], params: VerifyParams, answer: { 200: Verification }, errors: [404, 429], roles: 'public' }),
  smsInbound: endpoint({ method: 'GET', path: '/api/sms/inbound', summary: "The SMS gateway's inbound webhook (signed with SMS_INBOUND_SECRET): 'RESULT <symbol> <dob>' answers a reply of at most 160 characters", tags: ['results'], query: SmsInboundQuery, answer: { 200: SmsReply }, errors: [400, 401, 429], roles: 'public' })
} as const

