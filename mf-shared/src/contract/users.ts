import { Type, type Static } from 'typebox'

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
  token: Type.String()
})

/** GET /api/users/me */
export const Me = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() })

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
