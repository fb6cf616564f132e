import { Type, type Static } from 'typebox'

/** The shell's remotes, by their federation names: /remotes.json names each one's manifest. */
export const REMOTE_NAMES = ['mf_public_school', 'mf_public_women', 'mf_admin_school', 'mf_admin_women'] as const
export type RemoteName = (typeof REMOTE_NAMES)[number]

/** GET /remotes.json: the shell's run-time config (remote manifest URLs, the women's host, API base, captcha key, zone). */
export const RuntimeConfig = Type.Object({
  remotes: Type.Record(Type.String(), Type.String()),
  womenHost: Type.String(),
  /** false when the school's settings turn the women's centre's site off: its host then shows the school's */
  womenSite: Type.Optional(Type.Boolean()),
  apiBase: Type.String(),
  recaptchaSiteKey: Type.String(),
  /** the school's IANA zone: instants (createdAt) are shown in it, whatever the browser's zone */
  timeZone: Type.String(),
  /** the share of public page views whose browser reports its Web Vitals to POST /api/vitals (VITALS_SAMPLE_RATE, 0–1; none: 0) */
  vitalsSampleRate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  /**
   * When the school's zone keeps one offset from UTC over a span (all of 2000–2100 for Asia/Kathmandu):
   * the offset in minutes and the span, in ms since 1970. The pages show an instant inside it by adding
   * the offset, without building an Intl.DateTimeFormat (issue 12's TBT); outside it, through Intl.
   */
  utcOffset: Type.Optional(Type.Object({ minutes: Type.Number(), from: Type.Number(), to: Type.Number() }))
})

export type RuntimeConfig = Static<typeof RuntimeConfig>
