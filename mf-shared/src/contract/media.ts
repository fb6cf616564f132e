import { Type, type Static } from 'typebox'
import { StringEnum } from './common.ts'
import { Site } from './settings.ts'

/*
 * The media library (issue 32, item 1): one per site. Every public file the API stores (the library's
 * own uploads and those of the SPEC upload calls made for the site) is one item: its path, its type, and
 * what an editor adds to it (alt text in both languages, a caption and the focal point the cropped
 * variants keep in view).
 */

export const MEDIA_TYPES = ['image', 'document'] as const
export const MediaType = StringEnum(MEDIA_TYPES)
export type MediaType = Static<typeof MediaType>

/** Where the eye goes, as fractions of the width and height from the top left (0.5, 0.5: the centre). */
export const FocalPoint = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 1 }),
  y: Type.Number({ minimum: 0, maximum: 1 })
}, { additionalProperties: false })
export type FocalPoint = Static<typeof FocalPoint>

export const MediaNe = Type.Object({ alt: Type.String({ maxLength: 500 }) }, { additionalProperties: false })

export const MediaItem = Type.Object({
  _id: Type.String(),
  /** the stored path, `/uploads/<name>.<ext>` */
  url: Type.String(),
  type: MediaType,
  mime: Type.String(),
  /** bytes of the original */
  size: Type.Number(),
  width: Type.Optional(Type.Number()),
  height: Type.Optional(Type.Number()),
  /** the file's name on the computer it came from (what `q` searches besides the alt text and caption) */
  originalName: Type.String(),
  alt: Type.String(),
  ne: MediaNe,
  caption: Type.String(),
  focalPoint: FocalPoint,
  createdAt: Type.String(),
  /** how many items (news, events, pages…) use the file */
  usage: Type.Number()
})
export type MediaItem = Static<typeof MediaItem>

export const MediaListQuery = Type.Object({
  site: Site,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  type: Type.Optional(MediaType),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
}, { additionalProperties: false })
export type MediaListQuery = Static<typeof MediaListQuery>

/** POST /api/media?site=…: which library the files join (the school's when left out). */
export const MediaUploadQuery = Type.Object({ site: Type.Optional(Site) }, { additionalProperties: false })
export type MediaUploadQuery = Static<typeof MediaUploadQuery>

export const UpdateMediaBody = Type.Object({
  alt: Type.Optional(Type.String({ maxLength: 500 })),
  ne: Type.Optional(MediaNe),
  caption: Type.Optional(Type.String({ maxLength: 1000 })),
  focalPoint: Type.Optional(FocalPoint)
}, { additionalProperties: false })
export type UpdateMediaBody = Static<typeof UpdateMediaBody>

/** One item that uses a file: its kind (`news`, `events`, `pages`…), id and title, and the site when it has one. */
export const MediaUse = Type.Object({
  resource: Type.String(),
  _id: Type.String(),
  title: Type.String(),
  site: Type.Optional(Site)
})
export type MediaUse = Static<typeof MediaUse>

/** DELETE /api/media/:id while the file is used: 409 with what uses it. */
export const MediaInUse = Type.Object({ message: Type.String(), usage: Type.Array(MediaUse) })
export type MediaInUse = Static<typeof MediaInUse>

/** The message of a publish refused for an image without alt text (API 400 and the console's form). */
export const ALT_TEXT_REQUIRED = 'Add alt text to the image in the media library before publishing'
