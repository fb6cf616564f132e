import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'

/*
 * Revisions and preview links (issue 32, items 4 and 5). Every edit of a news item, notice, event,
 * career, page, or a site's settings or menus keeps the item as it was before, the last 50 per item.
 */

/** The resources whose edits keep revisions, as their paths name them (`/api/<resource>/:id/revisions`). */
export const REVISIONED = ['news', 'notices', 'events', 'events/sub-domain', 'careers', 'pages', 'settings', 'menus'] as const
export type Revisioned = (typeof REVISIONED)[number]

/** How many revisions of one item are kept; the oldest go first. */
export const REVISIONS_KEPT = 50

/** One revision as the history lists it: when, by whom, and what the edit that replaced it changed. */
export const RevisionSummary = Type.Object({
  _id: Type.String(),
  /** when the edit that replaced this version was made (ISO instant) */
  at: Type.String(),
  user: Type.Object({ name: Type.String() }),
  /** e.g. 'Changed title, description' */
  summary: Type.String()
})
export type RevisionSummary = Static<typeof RevisionSummary>

/** The item as it was, in the shape of its own read (`GET /api/news/all/:id`, `GET /api/settings`, …). */
export const RevisionItem = Type.Record(Type.String(), Type.Unknown())
export type RevisionItem = Static<typeof RevisionItem>

export const RevisionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), rev: Type.String({ minLength: 1, maxLength: 64 }) })
export const SiteRevisionParams = Type.Object({ rev: Type.String({ minLength: 1, maxLength: 64 }) })

/** What a preview link shows: an item that has a public page of its own, or appears on one. */
export const PREVIEWABLE = ['news', 'notices', 'events', 'careers', 'pages'] as const
export type Previewable = (typeof PREVIEWABLE)[number]
/** The longest a preview link lives: a week. */
export const PREVIEW_MAX_HOURS = 168

export const CreatePreviewLinkBody = Type.Object({
  resource: StringEnum(PREVIEWABLE),
  id: Type.String({ minLength: 1, maxLength: 64 }),
  expiresInHours: Type.Integer({ minimum: 1, maximum: PREVIEW_MAX_HOURS })
}, { additionalProperties: false })
export type CreatePreviewLinkBody = Static<typeof CreatePreviewLinkBody>

export const PreviewLink = Type.Object({
  _id: Type.String(),
  /** the item's public page with `?preview=<token>` (a random token of 256 bits) */
  url: Type.String(),
  expiresAt: Type.String()
})
export type PreviewLink = Static<typeof PreviewLink>

/** The query parameter of a preview URL that carries its token. */
export const PREVIEW_PARAM = 'preview'
/** The ribbon's text on a previewed page. */
export const PREVIEW_RIBBON = 'Preview'
