import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'
import { Site } from './settings.ts'

/*
 * The alert banner (issue 33, item 1): a short bilingual message shown above the header of every public
 * page of its site while it is active (startsAt ≤ now < endsAt). Times are ISO instants; an answer gives
 * them in UTC. `link` is an http(s) URL or a path on the site.
 */

export const ALERT_LEVELS = ['info', 'warning', 'urgent'] as const
export const AlertLevel = StringEnum(ALERT_LEVELS)
export type AlertLevel = Static<typeof AlertLevel>

const text = Type.String({ maxLength: 500 })
const instant = Type.String({ maxLength: 40 })

export const Alert = Type.Object({
  _id: Type.String(),
  site: Site,
  level: AlertLevel,
  message: Type.String(),
  ne: Type.Object({ message: Type.String() }),
  link: Type.Optional(Type.String()),
  startsAt: Type.String(),
  endsAt: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String()
})
export type Alert = Static<typeof Alert>

export const CreateAlertBody = Type.Object({
  site: Site,
  level: AlertLevel,
  message: text,
  ne: Type.Object({ message: text }),
  /** '' or null: none */
  link: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  /** now when left out */
  startsAt: Type.Optional(instant),
  endsAt: instant
})
export type CreateAlertBody = Static<typeof CreateAlertBody>

/** An edit: any field but the site. */
export const UpdateAlertBody = Type.Object({
  level: Type.Optional(AlertLevel),
  message: Type.Optional(text),
  ne: Type.Optional(Type.Object({ message: text })),
  link: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  startsAt: Type.Optional(instant),
  endsAt: Type.Optional(instant)
})
export type UpdateAlertBody = Static<typeof UpdateAlertBody>

/** Where an alert stands at an instant. */
export type AlertState = 'scheduled' | 'active' | 'ended'
export function alertState (a: Pick<Alert, 'startsAt' | 'endsAt'>, now = Date.now()): AlertState {
  if (Date.parse(a.startsAt) > now) return 'scheduled'
  return Date.parse(a.endsAt) > now ? 'active' : 'ended'
}
