import { Type, type Static } from 'typebox'
import { Email, StringEnum, Text } from './common.ts'

/** The console's roles (issue 14): what each may do is decided by the API from the URL (api/src/lib/roles.ts). */
export const ROLES = ['admin', 'editor', 'admissions'] as const
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
  mustChangePassword: Type.Optional(Type.Boolean())
})

/** GET /api/users/me */
export const Me = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Optional(Role),
  mustChangePassword: Type.Optional(Type.Boolean())
})

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
  createdAt: Type.String()
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
