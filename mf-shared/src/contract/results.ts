import { Type, type Static } from 'typebox'
import { StringEnum, Text } from './common.ts'
import { Site } from './settings.ts'

/*
 * Results day (issue 37): exams, their results imported from a sheet, looked up by symbol number and
 * date of birth (BS), marksheets anyone can verify. Grades and GPA follow the NEB letter-grade scale and
 * are worked out by the API, never taken from the sheet.
 */

export const GRADINGS = ['gpa', 'percent'] as const
export const Grading = StringEnum(GRADINGS)
export type Grading = Static<typeof Grading>

/** The NEB letter grades, best first: the lowest mark (percent) of each, its grade point. */
export const NEB_SCALE = [
  { grade: 'A+', min: 90, gp: 4.0 },
  { grade: 'A', min: 80, gp: 3.6 },
  { grade: 'B+', min: 70, gp: 3.2 },
  { grade: 'B', min: 60, gp: 2.8 },
  { grade: 'C+', min: 50, gp: 2.4 },
  { grade: 'C', min: 40, gp: 2.0 },
  { grade: 'D', min: 35, gp: 1.6 },
  { grade: 'NG', min: 0, gp: 0 }
] as const
export type NebGrade = typeof NEB_SCALE[number]['grade']

/** A BS date as the sheet and the lookup give it: YYYY-MM-DD. */
export const BS_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
/** A symbol number: letters, digits and dashes. */
export const SYMBOL_PATTERN = '^[A-Za-z0-9-]{1,20}$'

export const ExamNe = Type.Object({ title: Type.Optional(Type.String({ maxLength: 255 })) }, { additionalProperties: false })

export const CreateExamBody = Type.Object({
  site: Site,
  title: Text(),
  ne: Type.Optional(ExamNe),
  /** the BS year, e.g. 2082 */
  year: Type.Integer({ minimum: 2000, maximum: 2200 }),
  publishAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  grading: Grading
}, { additionalProperties: false })
export type CreateExamBody = Static<typeof CreateExamBody>

export const PatchExamBody = Type.Object({
  title: Type.Optional(Text()),
  ne: Type.Optional(ExamNe),
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2200 })),
  publishAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  grading: Type.Optional(Grading),
  /** published: visitors can look results up (from `publishAt`, when it is set) */
  published: Type.Optional(Type.Boolean())
}, { additionalProperties: false })
export type PatchExamBody = Static<typeof PatchExamBody>

/** An exam as visitors see it (published exams only). */
export const PublicExam = Type.Object({
  _id: Type.String(),
  site: Site,
  title: Type.String(),
  ne: Type.Object({ title: Type.String() }),
  year: Type.Integer(),
  grading: Grading,
  publishAt: Type.Union([Type.String(), Type.Null()])
})
export type PublicExam = Static<typeof PublicExam>

/** An exam as staff see it: whether it is published, its subjects and how many results it holds. */
export const Exam = Type.Object({
  ...PublicExam.properties,
  published: Type.Boolean(),
  subjects: Type.Array(Type.String()),
  resultCount: Type.Integer(),
  importedAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String()
})
export type Exam = Static<typeof Exam>

export const ExamSiteQuery = Type.Object({ site: Type.Optional(Site) }, { additionalProperties: false })

export const ImportQuery = Type.Object({ commit: Type.Optional(Type.Boolean()) }, { additionalProperties: false })

export const ImportError = Type.Object({ line: Type.Integer(), message: Type.String() })
export type ImportError = Static<typeof ImportError>

/** The dry-run report of a sheet (and, with ?commit=true, of what was stored). */
export const ImportReport = Type.Object({
  /** the data rows read (the header and blank lines are not counted) */
  rows: Type.Integer(),
  subjects: Type.Array(Type.String()),
  /** each bad row: its line in the file (the header is line 1) and what is wrong */
  errors: Type.Array(ImportError),
  /** symbol numbers given on more than one row, with their lines */
  duplicates: Type.Array(Type.Object({ symbol: Type.String(), lines: Type.Array(Type.Integer()) })),
  /** true once the results were stored (they replace the exam's earlier ones) */
  committed: Type.Boolean()
})
export type ImportReport = Static<typeof ImportReport>

export const SubjectResult = Type.Object({ name: Type.String(), grade: Type.String(), gp: Type.Number() })
export type SubjectResult = Static<typeof SubjectResult>

export const RESULT_OUTCOMES = ['pass', 'not-graded'] as const
export const ResultOutcome = StringEnum(RESULT_OUTCOMES)
export type ResultOutcome = Static<typeof ResultOutcome>

/** One student's result as the lookup answers it. */
export const StudentResult = Type.Object({
  name: Type.String(),
  class: Type.String(),
  subjects: Type.Array(SubjectResult),
  gpa: Type.Number(),
  result: ResultOutcome,
  /** the exam's grading is 'percent': the average mark, besides the GPA */
  percent: Type.Optional(Type.Number())
})
export type StudentResult = Static<typeof StudentResult>

export const LookupQuery = Type.Object({
  exam: Type.String({ minLength: 1, maxLength: 64 }),
  symbol: Type.String({ minLength: 1, maxLength: 40 }),
  /** the date of birth in BS, YYYY-MM-DD (Devanagari digits too) */
  dob: Type.String({ minLength: 1, maxLength: 20 })
}, { additionalProperties: false })
export type LookupQuery = Static<typeof LookupQuery>

export const MarksheetQuery = Type.Object({
  ...LookupQuery.properties,
  lang: Type.Optional(StringEnum(['en', 'ne'] as const))
}, { additionalProperties: false })
export type MarksheetQuery = Static<typeof MarksheetQuery>

/** What the lookup answers for a wrong symbol, a wrong date of birth, or an exam not published: one message. */
export const RESULT_NOT_FOUND = 'No result matches this symbol number and date of birth'

export const VerifyParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) })
/** A marksheet's verification: who, which exam, the GPA and the school that issued it. */
export const Verification = Type.Object({
  name: Type.String(),
  exam: Type.Object({ title: Type.String(), ne: Type.Object({ title: Type.String() }), year: Type.Integer() }),
  gpa: Type.Number(),
  result: ResultOutcome,
  school: Type.Object({ name: Type.String(), ne: Type.Object({ name: Type.String() }) })
})
export type Verification = Static<typeof Verification>
export const NOT_ISSUED = 'not a marksheet issued by this school'

export const StaffResultQuery = Type.Object({ symbol: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false })
/** A result as staff find it by symbol: the lookup's answer with the row's other columns. */
export const StaffResult = Type.Object({
  ...StudentResult.properties,
  symbol: Type.String(),
  dob: Type.String(),
  section: Type.String(),
  marks: Type.Array(Type.Object({ name: Type.String(), mark: Type.Union([Type.Number(), Type.Null()]) }))
})
export type StaffResult = Static<typeof StaffResult>

/** Lookups of an exam per hour (UTC, `YYYY-MM-DDTHH`), the latest first. */
export const LookupCounts = Type.Array(Type.Object({ hour: Type.String(), count: Type.Integer() }))
export type LookupCounts = Static<typeof LookupCounts>

export const SmsInboundQuery = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 20 }),
  text: Type.String({ maxLength: 160 }),
  /** HMAC-SHA256 of `from` + '\n' + `text` with SMS_INBOUND_SECRET, hex */
  signature: Type.String({ maxLength: 128 })
}, { additionalProperties: false })
export const SmsReply = Type.Object({ reply: Type.String({ maxLength: 160 }) })
