import { Type, type Static } from 'typebox'

/** GET /remotes.json: the shell's run-time config (remote manifest URLs, the women's host, API base, captcha key, zone). */
export const RuntimeConfig = Type.Object({
  remotes: Type.Record(Type.String(), Type.String()),
  womenHost: Type.String(),
  apiBase: Type.String(),
  recaptchaSiteKey: Type.String(),
  /** the school's IANA zone: instants (createdAt) are shown in it, whatever the browser's zone */
  timeZone: Type.String()
})

export type RuntimeConfig = Static<typeof RuntimeConfig>
