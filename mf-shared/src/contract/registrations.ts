import { Type, type Static } from 'typebox'
import { Email, ListQuery, LONG_TEXT, StringEnum, Text } from './common.ts'
import { REGISTRATION_STATUSES } from './enums.ts'
import { FormLang, Reference } from './inbox.ts'

const Status = StringEnum(REGISTRATION_STATUSES)

/** One change of a registration: who made it, when, the status before and after, and the note. */
export const RegistrationHistoryEntry = Type.Object({
  by: Type.Object({ _id: Type.String(), name: Type.String() }),
  at: Type.String(),
  from: Status,
  to: Status,
  note: Type.String()
})

/*
 * Optional details of an applicant (issue 38, item 11), beside SPEC §3's fields and never required:
 * the parent's or guardian's name, the date of birth as an AD calendar day (YYYY-MM-DD; the form
 * takes it in BS and converts) and the previous school. An answer carries each only when given.
 */
export const ADMISSION_EXTRA_FIELDS = ['guardianName', 'dateOfBirth', 'previousSchool'] as const
const admissionExtrasAnswer = {
  guardianName: Type.Optional(Type.String()),
  dateOfBirth: Type.Optional(Type.String()),
  previousSchool: Type.Optional(Type.String())
}

export const Registration = Type.Object({
  _id: Type.String(),
  /** REG-2083-000123 (issue 33, item 5) */
  reference: Reference,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  preference: Type.String(),
  lvl: Type.String(),
  faculty: Type.String(),
  markSheet: Type.String(),
  ppPhoto: Type.String(),
  characterCerf: Type.String(),
  application: Type.String(),
  attachApplication: Type.String(),
  ...admissionExtrasAnswer,
  isRead: Type.Boolean(),
  /** answered, never sent: a new registration is 'new'; PATCH /api/registrations/{id} moves it */
  status: Status,
  /** oldest first */
  history: Type.Array(RegistrationHistoryEntry),
  createdAt: Type.String()
})

/** PATCH /api/registrations/{id}: a new status, a note, or both; each call adds one history entry. */
export const RegistrationUpdateBody = Type.Object({
  status: Type.Optional(Status),
  note: Type.Optional(Type.String({ maxLength: 2000 }))
}, { additionalProperties: false })

const Day = Type.String({ pattern: '^\\d{4}-\\d{1,2}-\\d{1,2}$', maxLength: 10 })

/** GET /api/registrations and /api/registrations/export.csv: from/to are days (YYYY-MM-DD) of createdAt in the school's zone, both included. */
export const RegistrationListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(Status),
  preference: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day)
}, { additionalProperties: false })

/** Everything of RegistrationListQuery but paging: the CSV holds every matching registration. */
export const RegistrationExportQuery = Type.Object({
  q: ListQuery.properties.q,
  status: Type.Optional(Status),
  preference: Type.Optional(Type.String({ maxLength: 60 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day)
}, { additionalProperties: false })

const FileRef = Type.String({ maxLength: 200 })

/** POST /api/registrations: the documents by the references their uploads answered. */
export const RegistrationBody = Type.Object({
  firstName: Text(100),
  lastName: Text(100),
  email: Email,
  // checked in the handler, to answer with SPEC §5's message
  phone: Type.String({ maxLength: 20 }),
  address: Text(255),
  preference: Type.String({ maxLength: 60 }),
  lvl: Type.Optional(Type.String({ maxLength: 30 })),
  faculty: Type.Optional(Type.String({ maxLength: 30 })),
  markSheet: FileRef,
  ppPhoto: FileRef,
  characterCerf: Type.Optional(FileRef),
  application: Type.Optional(Type.String({ maxLength: LONG_TEXT })),
  attachApplication: Type.Optional(FileRef),
  token: Type.Optional(Type.String({ maxLength: 4000 })),
  guardianName: Type.Optional(Type.String({ maxLength: 100 })),
  // checked in the handler (a real day, not in the future), to answer with a clear message
  dateOfBirth: Type.Optional(Type.String({ maxLength: 10 })),
  previousSchool: Type.Optional(Type.String({ maxLength: 200 })),
  /** the form page's language, for the confirmation mail (issue 33, item 5); English when left out */
  lang: Type.Optional(FormLang)
}, { additionalProperties: false })

export type Registration = Static<typeof Registration>
export type RegistrationHistoryEntry = Static<typeof RegistrationHistoryEntry>
export type RegistrationUpdateBody = Static<typeof RegistrationUpdateBody>
export type RegistrationListQuery = Static<typeof RegistrationListQuery>
export type RegistrationExportQuery = Static<typeof RegistrationExportQuery>
export type RegistrationBody = Static<typeof RegistrationBody>
