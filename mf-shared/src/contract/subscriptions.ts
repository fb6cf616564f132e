import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'
import { Site } from './settings.ts'

/*
 * Subscriptions (issue 33, items 2 and 3): a parent asks for new notices, news, events or alerts by
 * push, email or SMS, in English or Nepali. Email is double opt-in (a link), SMS is confirmed with a
 * six-digit code, push needs no confirmation. Every message carries a one-click unsubscribe link.
 */

export const SUBSCRIPTION_CHANNELS = ['push', 'email', 'sms'] as const
export const SubscriptionChannel = StringEnum(SUBSCRIPTION_CHANNELS)
export type SubscriptionChannel = Static<typeof SubscriptionChannel>

export const SUBSCRIPTION_TOPICS = ['notices', 'news', 'events', 'alerts'] as const
export const SubscriptionTopic = StringEnum(SUBSCRIPTION_TOPICS)
export type SubscriptionTopic = Static<typeof SubscriptionTopic>

export const SubscriptionLang = StringEnum(['en', 'ne'] as const)
export type SubscriptionLang = Static<typeof SubscriptionLang>

/** Email only: a mail per item at once, or one a day at 07:00 in the school's time zone. */
export const SubscriptionDigest = StringEnum(['instant', 'daily'] as const)
export type SubscriptionDigest = Static<typeof SubscriptionDigest>

/** A browser's PushSubscription as `JSON.stringify(subscription)` gives it. */
export const PushSubscriptionJson = Type.Object({
  endpoint: Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' }),
  expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_=-]+$' }),
    auth: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_=-]+$' })
  })
})
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>

export const CreateSubscriptionBody = Type.Object({
  site: Site,
  channel: SubscriptionChannel,
  topics: Type.Array(SubscriptionTopic, { minItems: 1, maxItems: 4, uniqueItems: true }),
  lang: SubscriptionLang,
  /** an email address (channel email) or a phone number (channel sms) */
  address: Type.Optional(Type.String({ minLength: 3, maxLength: 254 })),
  subscription: Type.Optional(PushSubscriptionJson),
  /** email only; instant when left out */
  digest: Type.Optional(SubscriptionDigest)
}, { additionalProperties: false })
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>

/** The answer to a subscription: what happens next. */
export const SubscriptionCreated = Type.Object({
  id: Type.String(),
  channel: SubscriptionChannel,
  /** true for push; email and SMS wait for the link or the code */
  confirmed: Type.Boolean(),
  message: Type.String()
})
export type SubscriptionCreated = Static<typeof SubscriptionCreated>

export const TokenQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false })
export type TokenQuery = Static<typeof TokenQuery>

export const VerifySubscriptionBody = Type.Object({
  address: Type.String({ minLength: 3, maxLength: 40 }),
  code: Type.String({ pattern: '^[0-9]{6}$' })
}, { additionalProperties: false })
export type VerifySubscriptionBody = Static<typeof VerifySubscriptionBody>

export const PushKey = Type.Object({ publicKey: Type.String() })
export type PushKey = Static<typeof PushKey>
