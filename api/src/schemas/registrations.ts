import { Type, type Static } from 'typebox'
import { Email, LONG_TEXT, Text } from './common.js'

/** SPEC §5: each level and the classes that may be chosen for it. */
export const LEVELS: Record<string, string[]> = {
  Preschool: ['Nursery', 'Kindergarten'],
  Primary: ['1', '2', '3', '4', '5'],
  'Lower Secondary': ['6', '7', '8'],
  'Junior Higher Secondary': ['9', '10'],
  // no class radio for this level: a faculty is chosen instead
  'Senior Higher Secondary': ['11', '12']
}
export const FACULTIES = ['Science', 'Management', 'Education']
export const SENIOR = 'Senior Higher Secondary'

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

export type RegistrationT = Static<typeof Registration>
export type RegistrationInput = Static<typeof RegistrationBody>
