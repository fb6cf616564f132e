import { Type, type Static } from 'typebox'
import { LONG_TEXT, OptionalImageRef, StringEnum, Text } from './common.js'

/** SPEC §9: the add form says 'Preschool', the edit form 'Pre-School'; both are kept as sent. */
export const NEWS_SECTIONS = ['Preschool', 'Pre-School', 'Primary', 'Lower Secondary', 'Junior Higher Secondary', 'Senior Higher Secondary'] as const

export const News = Type.Object({
  _id: Type.String(),
  user: Type.String(),
  title: Type.String(),
  author: Type.String(),
  description: Type.String(),
  section: Type.String(),
  image: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String()
})

const fields = {
  // the author of record is taken from the token; `user` is accepted for compatibility and ignored
  user: Type.Optional(Type.String({ maxLength: 64 })),
  title: Text(255),
  author: Text(255),
  description: Text(LONG_TEXT),
  section: StringEnum(NEWS_SECTIONS),
  image: Type.Optional(OptionalImageRef)
}

export const CreateNewsBody = Type.Object(fields, { additionalProperties: false })

export const UpdateNewsBody = Type.Object({
  news: Type.Object({ newsId: Type.Optional(Type.String({ maxLength: 64 })), ...fields }, { additionalProperties: false })
}, { additionalProperties: false })

export type CreateNews = Static<typeof CreateNewsBody>
