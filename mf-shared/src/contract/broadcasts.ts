import { Type, type Static } from 'typebox'
import { Site } from './settings.ts'
import { SubscriptionChannel, SubscriptionTopic } from './subscriptions.ts'

/*
 * Broadcasts (issue 33, item 3): an admin writes one message, picks the channels and the topics, sees how
 * many subscribers each channel reaches, and sends it to every confirmed subscriber of those topics, in
 * the subscriber's language, through the outbox. Afterwards the list shows what was queued, sent and failed.
 */

const Channels = Type.Array(SubscriptionChannel, { minItems: 1, maxItems: 3, uniqueItems: true })
const Topics = Type.Array(SubscriptionTopic, { minItems: 1, maxItems: 4, uniqueItems: true })

/** Whom a broadcast would reach: `?site=school&channels=push,sms&topics=notices,alerts`. */
export const BroadcastAudienceQuery = Type.Object({
  site: Site,
  channels: Type.String({ pattern: '^(push|email|sms)(,(push|email|sms)){0,2}$' }),
  topics: Type.String({ pattern: '^(notices|news|events|alerts)(,(notices|news|events|alerts)){0,3}$' })
}, { additionalProperties: false })
export type BroadcastAudienceQuery = Static<typeof BroadcastAudienceQuery>

/** Subscribers reached, per channel (a channel not picked: 0). */
export const BroadcastRecipients = Type.Object({ push: Type.Integer(), email: Type.Integer(), sms: Type.Integer() })
export type BroadcastRecipients = Static<typeof BroadcastRecipients>

export const CreateBroadcastBody = Type.Object({
  site: Site,
  channels: Channels,
  topics: Topics,
  title: Type.String({ minLength: 1, maxLength: 150 }),
  message: Type.String({ minLength: 1, maxLength: 1000 }),
  /** the Nepali text; Nepali subscribers get the English where it is left out */
  ne: Type.Optional(Type.Object({ title: Type.Optional(Type.String({ maxLength: 150 })), message: Type.Optional(Type.String({ maxLength: 1000 })) }, { additionalProperties: false })),
  /** a page of the site (`/notice`) or a full http(s) address; the site's home when left out */
  link: Type.Optional(Type.String({ maxLength: 500, pattern: '^(/[^/\\\\]|/$|https?://)' }))
}, { additionalProperties: false })
export type CreateBroadcastBody = Static<typeof CreateBroadcastBody>

/** A broadcast's messages in the outbox: waiting, delivered, and tried and failed (retried later). */
export const BroadcastDelivery = Type.Object({ queued: Type.Integer(), sent: Type.Integer(), failed: Type.Integer() })
export type BroadcastDelivery = Static<typeof BroadcastDelivery>

export const Broadcast = Type.Object({
  _id: Type.String(),
  site: Site,
  channels: Channels,
  topics: Topics,
  title: Type.String(),
  message: Type.String(),
  ne: Type.Object({ title: Type.String(), message: Type.String() }),
  link: Type.String(),
  createdAt: Type.String(),
  user: Type.Object({ name: Type.String() }),
  recipients: BroadcastRecipients,
  delivery: BroadcastDelivery
})
export type Broadcast = Static<typeof Broadcast>

export const BroadcastListQuery = Type.Object({ site: Site }, { additionalProperties: false })
