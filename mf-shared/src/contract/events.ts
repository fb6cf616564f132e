import { Type, type Static } from 'typebox'
import { LONG_TEXT, OptionalImageRef, Text } from './common.ts'
import { DateString } from './content.ts'
import { publishedFields, publishingFields } from './publishing.ts'
import { nepaliTextAnswer, nepaliTextBody } from './nepali.ts'

/*
 * Optional details of an event on either site (issue 38, item 8): a start time on the school's clock
 * (HH:mm) and a venue. Optional in every body, so SPEC §7's calls are unchanged; '' clears one on an
 * edit; an answer carries each only when the event has it.
 */
export const EVENT_DETAIL_FIELDS = ['startTime', 'venue'] as const
const eventDetailsAnswer = { startTime: Type.Optional(Type.String()), venue: Type.Optional(Type.String()) }
const eventDetailsBody = {
  startTime: Type.Optional(Type.String({ pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9])?$', maxLength: 5 })),
  venue: Type.Optional(Type.String({ maxLength: 200 }))
}

/** An event of the main school (named so that it does not shadow the DOM's `Event` in the front ends). */
export const SchoolEvent = Type.Object({
  _id: Type.String(),
  user: Type.String(),
  title: Type.String(),
  description: Type.String(),
  date: Type.String(),
  image: Type.String(),
  isOutdated: Type.Boolean(),
  createdAt: Type.String(),
  /** when it was last saved (issue 32, item 6): a save that sends back an older one answers 409 */
  updatedAt: Type.Optional(Type.String()),
  ...publishedFields,
  ...nepaliTextAnswer,
  ...eventDetailsAnswer
})

export const EventBody = Type.Object({
  // the owner is taken from the token; `user` is accepted for compatibility and ignored
  user: Type.Optional(Type.String({ maxLength: 64 })),
  title: Text(255),
  description: Text(LONG_TEXT),
  date: DateString,
  image: Type.Optional(OptionalImageRef),
  ...publishingFields,
  ...nepaliTextBody,
  ...eventDetailsBody
}, { additionalProperties: false })

/** What the console's event form sends: the body without the ignored `user`. */
export const EventInput = Type.Omit(EventBody, ['user'], { additionalProperties: false })

export const WomenEvent = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  createdAt: Type.String(),
  /** when it was last saved (issue 32, item 6): a save that sends back an older one answers 409 */
  updatedAt: Type.Optional(Type.String()),
  ...publishedFields,
  ...nepaliTextAnswer,
  ...eventDetailsAnswer
})

// The dates are optional here so the handler can answer with SPEC §5's exact messages.
export const WomenEventBody = Type.Object({
  title: Text(255),
  description: Text(LONG_TEXT),
  startDate: Type.Optional(Type.String({ maxLength: 40 })),
  endDate: Type.Optional(Type.String({ maxLength: 40 })),
  ...publishingFields,
  ...nepaliTextBody,
  ...eventDetailsBody
}, { additionalProperties: false })

/** PUT /api/events/:id and /api/events/sub-domain/:id: the create bodies with every field optional. */
export const EventUpdate = Type.Partial(EventBody, { additionalProperties: false })
export const WomenEventUpdate = Type.Partial(WomenEventBody, { additionalProperties: false })

export type SchoolEvent = Static<typeof SchoolEvent>
export type EventBody = Static<typeof EventBody>
export type EventInput = Static<typeof EventInput>
export type WomenEvent = Static<typeof WomenEvent>
export type WomenEventBody = Static<typeof WomenEventBody>
export type EventUpdate = Static<typeof EventUpdate>
export type WomenEventUpdate = Static<typeof WomenEventUpdate>
