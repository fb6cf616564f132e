import { Type, type Static } from 'typebox'
import { Email, LONG_TEXT, Text } from './common.js'

export const ContactMessage = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  isRead: Type.Boolean(),
  createdAt: Type.String()
})

export const ContactBody = Type.Object({
  mailerState: Type.Object({
    name: Text(255),
    email: Email,
    subject: Text(255),
    message: Text(LONG_TEXT)
  }, { additionalProperties: false })
}, { additionalProperties: false })

export const Application = Type.Object({
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

export const SubmitResult = Type.Object({ status: Type.Union([Type.Literal('success'), Type.Literal('fail')]), message: Type.Optional(Type.String()) })

export type ContactMessageT = Static<typeof ContactMessage>
export type ApplicationT = Static<typeof Application>
