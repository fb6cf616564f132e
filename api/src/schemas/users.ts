import { Type } from 'typebox'

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })

export const LoginResult = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  token: Type.String()
})

export const Me = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() })

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  // length and strength are checked by passwordProblem, with a message that says why
  newPassword: Type.String({ minLength: 1, maxLength: 200 })
}, { additionalProperties: false })
