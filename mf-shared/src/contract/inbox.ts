import { Type, type Static } from 'typebox'
import { Email, LONG_TEXT, StringEnum, Text } from './common.ts'

/*
 * Confirmations (issue 33, item 5). Every registration, job application and contact message gets a
 * reference number, `REG-2083-000123`: a prefix per kind (REG, JOB, MSG), the Bikram Sambat year of the
 * day it was received and a sequence per kind and year. Its create answer carries it beside SPEC's
 * fields, the console shows it and the inboxes' `q` finds it. A form may send `lang`, the language of
 * its page (SPEC clients send none: English): the applicant's confirmation mail is written in it.
 */
export const Reference = Type.String({ description: 'REG-2083-000123: kind (REG, JOB, MSG), BS year received, sequence' })
export const FORM_LANGS = ['en', 'ne'] as const
export const FormLang = StringEnum(FORM_LANGS, { description: "the page's language, for the confirmation mail; English when left out" })

export const ContactMessage = Type.Object({
  _id: Type.String(),
  reference: Reference,
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  isRead: Type.Boolean(),
  createdAt: Type.String()
})

/** POST /api/contact/send */
export const ContactBody = Type.Object({
  mailerState: Type.Object({
    name: Text(255),
    email: Email,
    subject: Text(255),
    message: Text(LONG_TEXT)
  }, { additionalProperties: false }),
  lang: Type.Optional(FormLang)
}, { additionalProperties: false })

/** A job application (POST /api/careers/send), as the console's inbox lists it. */
export const JobApplication = Type.Object({
  _id: Type.String(),
  reference: Reference,
  careerId: Type.Union([Type.String(), Type.Null()]),
  careerTitle: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  message: Type.String(),
  cv: Type.String(),
  originalFile: Type.String(),
  isRead: Type.Boolean(),
  createdAt: Type.String()
})

/**
 * The answer to a public submission (contact, job application): 'fail' only when it could not be stored;
 * with 'success', the submission's `reference`.
 */
export const SubmitResult = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('fail')]),
  message: Type.Optional(Type.String()),
  reference: Type.Optional(Reference)
})

export type ContactMessage = Static<typeof ContactMessage>
export type ContactBody = Static<typeof ContactBody>
export type JobApplication = Static<typeof JobApplication>
export type SubmitResult = Static<typeof SubmitResult>
export type FormLang = Static<typeof FormLang>
