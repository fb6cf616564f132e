import { Type, type Static } from 'typebox'
import { LONG_TEXT, OptionalImageRef, Text } from './common.js'
import { DateString } from './content.js'

export const Event = Type.Object({
  _id: Type.String(),
  user: Type.String(),
  title: Type.String(),
  description: Type.String(),
  date: Type.String(),
  image: Type.String(),
  isOutdated: Type.Boolean(),
  createdAt: Type.String()
})

export const EventBody = Type.Object({
  // the owner is taken from the token; `user` is accepted for compatibility and ignored
  user: Type.Optional(Type.String({ maxLength: 64 })),
  title: Text(255),
  description: Text(LONG_TEXT),
  date: DateString,
  image: Type.Optional(OptionalImageRef)
}, { additionalProperties: false })

export const WomenEvent = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  createdAt: Type.String()
})

// The dates are optional here so the handler can answer with SPEC §5's exact messages.
export const WomenEventBody = Type.Object({
  title: Text(255),
  description: Text(LONG_TEXT),
  startDate: Type.Optional(Type.String({ maxLength: 40 })),
  endDate: Type.Optional(Type.String({ maxLength: 40 }))
}, { additionalProperties: false })

export type EventT = Static<typeof Event>
export type WomenEventT = Static<typeof WomenEvent>
