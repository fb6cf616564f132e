import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'

/*
 * Site settings (issue 31, item 1): who the institution is, one record per site. The public GET
 * answers every field (empty where unset); the admin's PUT takes any subset, and the API checks
 * each field's meaning (phone-like, valid email and URLs, `#rrggbb` colours dark enough for white
 * text, an uploaded raster logo) and answers 400 {message} naming the field.
 */

export const SITES = ['school', 'women'] as const
export const Site = StringEnum(SITES)
export type Site = Static<typeof Site>

export const SiteQuery = Type.Object({ site: Site }, { additionalProperties: false })
export type SiteQuery = Static<typeof SiteQuery>

const short = (maxLength = 255) => Type.String({ maxLength })

export const SocialLinks = Type.Object({
  facebook: Type.Optional(short(500)),
  youtube: Type.Optional(short(500)),
  instagram: Type.Optional(short(500)),
  tiktok: Type.Optional(short(500)),
  viber: Type.Optional(short(500))
}, { additionalProperties: false })

export const MapPlace = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  label: short()
}, { additionalProperties: false })

export const SiteColors = Type.Object({ primary: short(7), accent: short(7) }, { additionalProperties: false })

export const SiteSeo = Type.Object({ title: short(), description: short(1000), keywords: short(1000) }, { additionalProperties: false })

export const SiteSettingsNe = Type.Object({
  name: Type.Optional(short()),
  shortName: Type.Optional(short()),
  motto: Type.Optional(short()),
  tagline: Type.Optional(short()),
  address: Type.Optional(short()),
  seo: Type.Optional(Type.Partial(SiteSeo))
}, { additionalProperties: false })

/** The school's settings only: whether the women's centre has its own site (disabled, its host answers the school's). */
export const WomenSiteSwitch = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })

export const SiteSettings = Type.Object({
  name: short(),
  shortName: short(),
  motto: short(),
  tagline: short(),
  address: short(500),
  phones: Type.Array(short(40), { maxItems: 10 }),
  email: short(254),
  social: SocialLinks,
  map: Type.Optional(MapPlace),
  /** an uploaded image's path, or '' for none */
  logo: short(1024),
  colors: SiteColors,
  seo: SiteSeo,
  ne: SiteSettingsNe,
  /** on the school's settings only */
  women: Type.Optional(WomenSiteSwitch)
}, { additionalProperties: false })
export type SiteSettings = Static<typeof SiteSettings>

/** Every field optional; `map: null` removes the map. Nested objects replace the stored ones field by field. */
export const UpdateSiteSettingsBody = Type.Object({
  name: Type.Optional(short()),
  shortName: Type.Optional(short()),
  motto: Type.Optional(short()),
  tagline: Type.Optional(short()),
  address: Type.Optional(short(500)),
  phones: Type.Optional(Type.Array(short(40), { maxItems: 10 })),
  email: Type.Optional(short(254)),
  social: Type.Optional(SocialLinks),
  map: Type.Optional(Type.Union([MapPlace, Type.Null()])),
  logo: Type.Optional(short(1024)),
  colors: Type.Optional(Type.Partial(SiteColors)),
  seo: Type.Optional(Type.Partial(SiteSeo)),
  ne: Type.Optional(SiteSettingsNe),
  /** the school's settings only (admin) */
  women: Type.Optional(WomenSiteSwitch)
}, { additionalProperties: false })
export type UpdateSiteSettingsBody = Static<typeof UpdateSiteSettingsBody>

/** The header's text is white on the primary colour: WCAG AA for normal text. */
export const MIN_CONTRAST_ON_WHITE = 4.5

/** The dark text an accent-coloured button may carry instead of white (today's yellow accent does). */
export const DARK_TEXT = '#1b1b1b'

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance (hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastRatio (a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** WCAG 2 contrast ratio between a `#rrggbb` colour and white. */
export function contrastWithWhite (hex: string): number {
  return contrastRatio(hex, '#ffffff')
}

/** The text colour that reads on an accent background: white where it meets AA, else the dark text. */
export function textOnAccent (hex: string): '#ffffff' | typeof DARK_TEXT {
  return contrastWithWhite(hex) >= MIN_CONTRAST_ON_WHITE ? '#ffffff' : DARK_TEXT
}
