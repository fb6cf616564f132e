import { Type, type Static } from 'typebox'
import { Email, StringEnum, Text } from './common.ts'

/** The console's roles (issue 14): what each may do is decided by the API from the URL (api/src/lib/roles.ts). */
export const ROLES = ['admin', 'editor', 'admissions', 'results'] as const
export type Role = typeof ROLES[number]
export const Role = StringEnum(ROLES)

/** POST /api/users/login */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })

/** The signed-in user and the bearer token (kept as `userInfo` by the session). */
export const LoginResult = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  token: Type.String(),
  role: Type.Optional(Role),
  /** true for a user an admin created, until the first password change */
  mustChangePassword: Type.Optional(Type.Boolean()),
  /** the admins require two-factor sign-in and this user has none yet: the console shows its setup first */
  twoFactorSetupRequired: Type.Optional(Type.Boolean())
})

/** POST /api/users/login for a user with two-factor sign-in: no token yet, a ticket for POST /api/users/login/2fa (5 minutes) */
export const TwoFactorChallenge = Type.Object({
  twoFactorRequired: Type.Literal(true),
  ticket: Type.String()
})

/** What POST /api/users/login answers with 200: the signed-in user, or the second step's challenge. */
export const LoginAnswer = Type.Union([LoginResult, TwoFactorChallenge])

/** POST /api/users/login/2fa: the ticket with a code from the app, or one of the recovery codes */
export const LoginTwoFactorBody = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 2000 }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
  recoveryCode: Type.Optional(Type.String({ maxLength: 40 }))
}, { additionalProperties: false })

/** GET /api/users/me */
export const Me = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Optional(Role),
  mustChangePassword: Type.Optional(Type.Boolean()),
  twoFactorEnabled: Type.Optional(Type.Boolean()),
  twoFactorSetupRequired: Type.Optional(Type.Boolean())
})

/** POST /api/users/2fa/setup: a new secret to scan; nothing changes until it is enabled with a code */
export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() })

/**
 * POST /api/users/2fa/enable: a code from the app proves it holds the new secret; `password` is the
 * re-authentication, needed unless the session signed in less than 10 minutes ago
 */
export const TwoFactorEnableBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 20 }),
  password: Type.Optional(Type.String({ maxLength: 200 }))
}, { additionalProperties: false })

/** The ten recovery codes, shown once; `token` replaces the caller's (every other session ended) */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()), token: Type.Optional(Type.String()) })

/** POST /api/users/2fa/disable: the password and a code (from the app or a recovery code) */
export const TwoFactorDisableBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ minLength: 1, maxLength: 40 })
}, { additionalProperties: false })

/** A message, and the caller's new token where the call ended every other session */
export const TokenMessage = Type.Object({ message: Type.String(), token: Type.Optional(Type.String()) })

/** GET /api/users/sessions: one sign-in */
export const SessionItem = Type.Object({
  _id: Type.String(),
  userAgent: Type.String(),
  ip: Type.String(),
  createdAt: Type.String(),
  lastSeenAt: Type.String(),
  /** the session this call was made with */
  current: Type.Boolean()
})

/** PUT /api/users/email: the new address and the current password */
/** DELETE /api/users/sessions/:id: a session row's id */
export const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 36 }) })

export const ChangeEmailBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  currentPassword: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })

/** POST /api/users/password/forgot */
export const ForgotPasswordBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false })

/** POST /api/users/password/reset: the token from the mailed link and the new password */
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })

/** GET/PUT /api/users/settings: the instance's staff-account settings (admin only) */
export const StaffSettings = Type.Object({ requireTwoFactor: Type.Boolean() }, { additionalProperties: false })

export type TwoFactorChallenge = Static<typeof TwoFactorChallenge>
export type LoginAnswer = Static<typeof LoginAnswer>
export type LoginTwoFactorBody = Static<typeof LoginTwoFactorBody>
export type TwoFactorSetup = Static<typeof TwoFactorSetup>
export type TwoFactorEnableBody = Static<typeof TwoFactorEnableBody>
export type RecoveryCodes = Static<typeof RecoveryCodes>
export type TwoFactorDisableBody = Static<typeof TwoFactorDisableBody>
export type TokenMessage = Static<typeof TokenMessage>
export type SessionItem = Static<typeof SessionItem>
export type ChangeEmailBody = Static<typeof ChangeEmailBody>
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>
export type ResetPasswordBody = Static<typeof ResetPasswordBody>
export type StaffSettings = Static<typeof StaffSettings>

/** PUT /api/users/password */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  // length and strength are checked by passwordProblem, with a message that says why
  newPassword: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })

export type LoginBody = Static<typeof LoginBody>
export type LoginResult = Static<typeof LoginResult>
export type Me = Static<typeof Me>
export type ChangePasswordBody = Static<typeof ChangePasswordBody>

/** A console user as the admin's users screen sees it. */
export const UserItem = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  createdAt: Type.String(),
  twoFactorEnabled: Type.Optional(Type.Boolean())
})

/** POST /api/users → 201 {_id,name,email,role}; the password must pass the strength rules and be changed at first sign-in */
export const CreateUserBody = Type.Object({
  name: Text(100),
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 200 }),
  role: Role
}, { additionalProperties: false })

export const CreatedUser = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String(), role: Role })

/** PATCH /api/users/:id */
export const PatchUserBody = Type.Object({
  role: Type.Optional(Role),
  disabled: Type.Optional(Type.Boolean())
}, { additionalProperties: false })

/** One row of the audit log: who, when, what, which id, a short before/after (JSON text, truncated). */
export const AuditEntry = Type.Object({
  _id: Type.String(),
  createdAt: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  userEmail: Type.String(),
  method: Type.String(),
  resource: Type.String(),
  path: Type.String(),
  itemId: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  before: Type.Union([Type.String(), Type.Null()]),
  after: Type.Union([Type.String(), Type.Null()]),
  /** what a person calls the item (its title, name…), for a log that reads as a sentence (issue 38) */
  label: Type.Union([Type.String(), Type.Null()]),
  /** the fields an edit changed (PUT, PATCH); [] otherwise */
  fields: Type.Array(Type.String())
})

/** GET /api/audit: paged (X-Total-Count), newest first; `user` is a user id or a part of the name/email, `resource` e.g. 'news' */
export const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  user: Type.Optional(Type.String({ maxLength: 254 })),
  resource: Type.Optional(Type.String({ maxLength: 60 })),
  /** one kind of item exactly, e.g. 'gallery' (the women's albums) without 'gallery/albums' (issue 38) */
  kind: Type.Optional(Type.String({ maxLength: 60 }))
}, { additionalProperties: false })

export type UserItem = Static<typeof UserItem>
export type CreateUserBody = Static<typeof CreateUserBody>
export type CreatedUser = Static<typeof CreatedUser>
export type PatchUserBody = Static<typeof PatchUserBody>
export type AuditEntry = Static<typeof AuditEntry>
export type AuditQuery = Static<typeof AuditQuery>
