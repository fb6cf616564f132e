import { Type, type Static } from 'typebox'
import { SiteColors } from './settings.ts'

/*
 * First run for a new school (issue 31, item 4): a site started without the demo seed has no
 * users and no settings. Until the setup form is sent, every public page answers "being set up"
 * (503 with Retry-After) and /admin/setup is the only console screen; afterwards it is 404.
 */

/** GET /api/setup */
export const SetupStatus = Type.Object({ needed: Type.Boolean() })
export type SetupStatus = Static<typeof SetupStatus>

/** POST /api/setup: the school's facts and its first admin. */
export const SetupBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  address: Type.String({ minLength: 1, maxLength: 500 }),
  phone: Type.String({ minLength: 1, maxLength: 40 }),
  email: Type.String({ minLength: 1, maxLength: 254 }),
  /** an image uploaded with POST /api/upload?kind=image, or '' */
  logo: Type.Optional(Type.String({ maxLength: 1024 })),
  colors: Type.Optional(Type.Partial(SiteColors)),
  admin: Type.Object({
    name: Type.Optional(Type.String({ maxLength: 255 })),
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 })
  }, { additionalProperties: false })
}, { additionalProperties: false })
export type SetupBody = Static<typeof SetupBody>

/** The 'being set up' page and the setup screen's texts. */
export const SETUP_TEXTS = {
  pageTitle: 'This website is being set up',
  pageText: 'The school is setting up its website. Please come back in a little while.',
  done: 'The website is set up. Sign in with the email and password you chose.',
  alreadyDone: 'This website is already set up'
} as const

/** The 'being set up' page's texts in Nepali (the page shows both). */
export const SETUP_TEXTS_NE = {
  pageTitle: 'यो वेबसाइट तयार हुँदैछ',
  pageText: 'विद्यालयले आफ्नो वेबसाइट तयार गर्दैछ। कृपया केही समयपछि फेरि आउनुहोस्।'
} as const
