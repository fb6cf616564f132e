import { Type, type Static } from 'typebox'
import { Email, LONG_TEXT, Text } from './common.ts'

export const ContactMessage = Type.Object({
  _id: Type.String(),
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
  }, { additionalProperties: false })
}, { additionalProperties: false })

/** A job application (POST /api/careers/send), as the console's inbox lists it. */
export const JobApplication = Type.Object({
  _id: Type.String(),
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

/** The answer to a public submission (contact, job application): 'fail' only when it could not be stored. */
export const SubmitResult = Type.Object({ status: Type.Union([Type.Literal('success'), Type.Literal('fail')]), message: Type.Optional(Type.String()) })

export type ContactMessage = Static<typeof ContactMessage>
export type ContactBody = Static<typeof ContactBody>
export type JobApplication = Static<typeof JobApplication>
export type SubmitResult = Static<typeof SubmitResult>
