import { Type, type Static, type TSchema } from 'typebox'
import { RICH_TEXT, StringEnum, Text } from './common.ts'
import { publishedFields, publishingFields } from './publishing.ts'
import { Site } from './settings.ts'

/*
 * Pages as content (issue 31, item 2): a page is a path on one site and a list of blocks. Every text
 * has its Nepali twin under the block's (or the list item's) `ne`; the English shows where it is missing.
 * Rich text (`html`) is sanitised on the way in, as news bodies are.
 */

const text = (maxLength = 2000) => Type.String({ maxLength })
const html = () => Type.String({ maxLength: RICH_TEXT })
/** A link: a path on the site (`/about`) or an absolute http(s) URL. */
export const LINK_PATTERN = '^(/[^\\s"\'<>]{0,500}|https?://[^\\s"\'<>]{1,1000}|mailto:[^\\s"\'<>]{1,254})$'
const link = () => Type.String({ maxLength: 1024, pattern: LINK_PATTERN })
/** An uploaded file's path (checked against the uploads when the page is saved). */
const file = () => Type.String({ maxLength: 1024 })
const ne = <T extends Record<string, TSchema>>(fields: T) => Type.Optional(Type.Object(fields, { additionalProperties: false }))
const block = <K extends string, T extends Record<string, TSchema>>(type: K, fields: T) =>
  Type.Object({ type: Type.Literal(type), ...fields }, { additionalProperties: false })
const items = <T extends TSchema>(item: T) => Type.Array(item, { maxItems: 50 })
/** An optional heading shown above a block that lists other content. */
const heading = { title: Type.Optional(text(255)), ne: ne({ title: Type.Optional(text(255)) }) }

export const TESTIMONIAL_KINDS = ['students', 'visitors', 'women'] as const

export const RichTextBlock = block('richText', { html: html(), ne: ne({ html: Type.Optional(html()) }) })
export const ImageBlock = block('image', {
  file: file(), alt: text(255), caption: Type.Optional(text(500)),
  ne: ne({ alt: Type.Optional(text(255)), caption: Type.Optional(text(500)) })
})
export const GalleryBlock = block('gallery', { files: items(file()) })
export const CardsBlock = block('cards', {
  items: items(Type.Object({
    title: text(255), text: text(), file: Type.Optional(file()), link: Type.Optional(link()),
    ne: ne({ title: Type.Optional(text(255)), text: Type.Optional(text()) })
  }, { additionalProperties: false }))
})
export const TabsBlock = block('tabs', {
  items: items(Type.Object({
    title: text(255), html: html(), ne: ne({ title: Type.Optional(text(255)), html: Type.Optional(html()) })
  }, { additionalProperties: false }))
})
/** The college's programmes: a card each with its subjects, and the Readmore modal's `html`. */
export const ProgrammesBlock = block('programmes', {
  items: items(Type.Object({
    name: text(255), summary: Type.Optional(text()), subjects: items(text(255)), html: html(),
    ne: ne({ name: Type.Optional(text(255)), summary: Type.Optional(text()), subjects: Type.Optional(items(text(255))), html: Type.Optional(html()) })
  }, { additionalProperties: false }))
})
export const TestimonialsBlock = block('testimonials', { kind: StringEnum(TESTIMONIAL_KINDS), ...heading })
export const TeamBlock = block('team', { ...heading })
export const NewsBlock = block('news', { limit: Type.Integer({ minimum: 1, maximum: 20 }), ...heading })
export const EventsBlock = block('events', { limit: Type.Integer({ minimum: 1, maximum: 20 }), ...heading })
export const CtaBlock = block('cta', { text: text(255), link: link(), ne: ne({ text: Type.Optional(text(255)) }) })
/** The languages a document of a `brochures` block can be written in (its text is marked so on the page). */
export const DOCUMENT_LANGS = ['en', 'ne'] as const
/**
 * Documents to read on the page (the clinic's brochures): each a PDF in the viewer, with its download, or
 * an image shown whole; as tabs on wide screens, one after the other on narrow ones. `alt` describes an image.
 */
export const BrochuresBlock = block('brochures', {
  items: items(Type.Object({
    title: text(255), file: file(), lang: StringEnum(DOCUMENT_LANGS), alt: Type.Optional(text(1000)),
    ne: ne({ title: Type.Optional(text(255)), alt: Type.Optional(text(1000)) })
  }, { additionalProperties: false })),
  ...heading
})
/** A scrolling strip of logos (the partner organisations): each an uploaded image named for its organisation, with an optional link. */
export const LogosBlock = block('logos', {
  items: items(Type.Object({
    name: text(255), file: file(), link: Type.Optional(link()), ne: ne({ name: Type.Optional(text(255)) })
  }, { additionalProperties: false })),
  ...heading
})

export const BLOCK_TYPES = ['richText', 'image', 'gallery', 'cards', 'tabs', 'programmes', 'testimonials', 'team', 'news', 'events', 'cta', 'brochures', 'logos'] as const
export type BlockType = typeof BLOCK_TYPES[number]

const BLOCK_SCHEMAS = [
  RichTextBlock, ImageBlock, GalleryBlock, CardsBlock, TabsBlock, ProgrammesBlock, TestimonialsBlock, TeamBlock, NewsBlock, EventsBlock, CtaBlock,
  BrochuresBlock, LogosBlock
]
export type Block = Static<typeof RichTextBlock> | Static<typeof ImageBlock> | Static<typeof GalleryBlock> | Static<typeof CardsBlock> |
  Static<typeof TabsBlock> | Static<typeof ProgrammesBlock> | Static<typeof TestimonialsBlock> | Static<typeof TeamBlock> |
  Static<typeof NewsBlock> | Static<typeof EventsBlock> | Static<typeof CtaBlock> | Static<typeof BrochuresBlock> | Static<typeof LogosBlock>
/**
 * One of the block types, chosen by `type` (an OpenAPI/ajv discriminator): only the named type's schema
 * checks the block, so the API's `removeAdditional` never strips a block's fields while trying another type.
 */
export const Block = Type.Unsafe<Block>({
  type: 'object',
  required: ['type'],
  discriminator: { propertyName: 'type' },
  oneOf: BLOCK_SCHEMAS
})

/** Lower-case segments of letters, digits and hyphens after a leading `/`; `/` alone is the home page. */
export const PAGE_PATH_PATTERN = '^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$'

export const PageNe = Type.Object({ title: Type.Optional(text(255)), description: Type.Optional(text(1000)) }, { additionalProperties: false })

export const Page = Type.Object({
  _id: Type.String(),
  site: Site,
  path: Type.String(),
  title: Type.String(),
  description: Type.String(),
  ...publishedFields,
  blocks: Type.Array(Block),
  ne: PageNe,
  createdAt: Type.String(),
  updatedAt: Type.String()
})
export type Page = Static<typeof Page>

/** The public list: published pages only. */
export const PageSummary = Type.Object({ _id: Type.String(), path: Type.String(), title: Type.String(), ne: PageNe })
export type PageSummary = Static<typeof PageSummary>

export const CreatePageBody = Type.Object({
  site: Site,
  path: Type.String({ minLength: 1, maxLength: 200 }),
  title: Text(255),
  description: Type.Optional(text(1000)),
  ...publishingFields,
  blocks: Type.Array(Block, { maxItems: 100 }),
  ne: Type.Optional(PageNe)
}, { additionalProperties: false })
export type CreatePageBody = Static<typeof CreatePageBody>

/** Every field optional; the site of a page does not change. */
export const UpdatePageBody = Type.Object({
  path: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  title: Type.Optional(Text(255)),
  description: Type.Optional(text(1000)),
  ...publishingFields,
  blocks: Type.Optional(Type.Array(Block, { maxItems: 100 })),
  ne: Type.Optional(PageNe)
}, { additionalProperties: false })
export type UpdatePageBody = Static<typeof UpdatePageBody>

export const PageByPathQuery = Type.Object({ site: Site, path: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false })
