import { Type, type Static } from 'typebox'
import { Email, LONG_TEXT, Text } from './common.ts'

export const Registration = Type.Object({
  _id: Type.String(),
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
  isRead: Type.Boolean(),
  createdAt: Type.String()
})

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
  token: Type.Optional(Type.String({ maxLength: 4000 }))
}, { additionalProperties: false })

export type Registration = Static<typeof Registration>
export type RegistrationBody = Static<typeof RegistrationBody>
