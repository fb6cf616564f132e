import { Type, type Static } from 'typebox'
import { LONG_TEXT, OptionalImageRef, StringEnum, Text } from './common.ts'
import { NEWS_SECTIONS, PRESCHOOL_EDIT_SPELLING } from './enums.ts'
import { publishedFields, publishingFields } from './publishing.ts'
import { nepaliTextAnswer, nepaliTextBody } from './nepali.ts'

export const News = Type.Object({
  _id: Type.String(),
  user: Type.String(),
  title: Type.String(),
  author: Type.String(),
  description: Type.String(),
  section: Type.String(),
  image: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  ...publishedFields,
  ...nepaliTextAnswer
})

const fields = {
  // the author of record is taken from the token; `user` is accepted for compatibility and ignored
  user: Type.Optional(Type.String({ maxLength: 64 })),
  title: Text(255),
  author: Text(255),
  description: Text(LONG_TEXT),
  section: StringEnum([NEWS_SECTIONS[0], PRESCHOOL_EDIT_SPELLING, ...NEWS_SECTIONS.slice(1)] as const),
  image: Type.Optional(OptionalImageRef),
  ...publishingFields,
  ...nepaliTextBody
}

export const CreateNewsBody = Type.Object(fields, { additionalProperties: false })

export const UpdateNewsBody = Type.Object({
  news: Type.Object({ newsId: Type.Optional(Type.String({ maxLength: 64 })), ...fields }, { additionalProperties: false })
}, { additionalProperties: false })

/** What the console's news forms send: the body without the ignored `user`, so it cannot be sent. */
export const NewsInput = Type.Omit(CreateNewsBody, ['user'], { additionalProperties: false })

export type News = Static<typeof News>
export type CreateNewsBody = Static<typeof CreateNewsBody>
export type UpdateNewsBody = Static<typeof UpdateNewsBody>
export type NewsInput = Static<typeof NewsInput>
/** PUT /api/news/:id as the console sends it */
export type UpdateNewsInput = { news: NewsInput & { newsId?: string } }
