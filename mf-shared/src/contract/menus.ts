import { Type, type Static, type TSchema } from 'typebox'

/*
 * Menus (issue 31, item 3): the header's navigation and the footer's two link lists of a site.
 * An item links to a path on the site (`path`, which must exist) or to another site (`url`); a
 * header item may instead hold `children` (a dropdown), one level deep at most.
 */

const label = () => Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const leaf = {
  label: label(),
  ne: Type.Optional(Type.Object({ label: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false })),
  path: Type.Optional(Type.String({ maxLength: 200 })),
  url: Type.Optional(Type.String({ maxLength: 1000 }))
}

/**
 * A link with no children: the second level, and every footer link. `children` is accepted here only so
 * that a third level is refused with a message (the API strips unknown fields, which would lose it silently).
 */
export const MenuLink = Type.Object({ ...leaf, children: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 40 })) }, { additionalProperties: false })
export type MenuLink = Static<typeof MenuLink>

const list = <T extends TSchema>(item: T) => Type.Array(item, { maxItems: 40 })

export const MenuItem = Type.Object({ ...leaf, children: Type.Optional(list(MenuLink)) }, { additionalProperties: false })
export type MenuItem = Static<typeof MenuItem>

export const Menus = Type.Object({
  header: list(MenuItem),
  footer: Type.Object({ useful: list(MenuLink), external: list(MenuLink) }, { additionalProperties: false })
}, { additionalProperties: false })
export type Menus = Static<typeof Menus>
