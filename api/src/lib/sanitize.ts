import sanitizeHtml from 'sanitize-html'
import { badRequest } from './errors.js'
import { isOwnUpload, looksLikeHtml, YOUTUBE_BLOCK_ID } from '@school/shared/contract'

/** A table cell's span: a small whole number, as the editor writes it. */
const SPAN = /^[1-9][0-9]?$/

/**
 * The one sanitiser of rich text (issue 32, item 2): exactly what the console's editor writes, for news,
 * events, careers and pages' text blocks. Headings, lists, links, bold and italic, tables (cells may
 * span), images from the site's own uploads, and the YouTube click-to-load block
 * (`<figure data-youtube="id"><a href="https://www.youtube.com/watch?v=id">title</a></figure>`, no frame:
 * the public page mounts the player on a click). Scripts, event handlers, frames, javascript: and
 * data: URLs, other images and unknown tags are stripped; formatting stays.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'span', 'u', 's', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    figure: ['data-youtube'],
    '*': ['style']
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // a YouTube block names a video id and nothing else; a cell spans a small whole number
    figure: (tagName, attribs) => ({ tagName, attribs: youtubeAttribs(attribs['data-youtube']) }),
    td: cellSpans,
    th: cellSpans,
    img: (tagName, attribs) => ({ tagName, attribs: pickImage(attribs) })
  },
  // an image that is not one of the site's own uploads is dropped (no tracking pixels, no data: URLs)
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs.src ?? '')
}

function youtubeAttribs (id: string | undefined): sanitizeHtml.Attributes {
  return id !== undefined && YOUTUBE_BLOCK_ID.test(id) ? { 'data-youtube': id } : {}
}

function cellSpans (tagName: string, attribs: sanitizeHtml.Attributes) {
  const out: sanitizeHtml.Attributes = {}
  for (const a of ['colspan', 'rowspan']) if (SPAN.test(attribs[a] ?? '')) out[a] = attribs[a]!
  if (attribs.style) out.style = attribs.style
  return { tagName, attribs: out }
}

function pickImage (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = { src: attribs.src ?? '', alt: attribs.alt ?? '' }
  for (const a of ['width', 'height']) if (/^[0-9]{1,4}$/.test(attribs[a] ?? '')) out[a] = attribs[a]!
  return out
}

export function sanitizeRichText (html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/**
 * A body that may be rich text (news, events): HTML from the editor is sanitised; a plain text, as
 * bodies were before the editor, is kept exactly as it is (the public page shows it as text, its line
 * breaks kept, so `a < b & c` must not become entities).
 */
export function sanitizeBody (text: string): string {
  return looksLikeHtml(text) ? sanitizeRichText(text) : text
}

/**
 * The images a rich text shows, each its `src` and `alt` as written (entities decoded): what the alt-text
 * rule of issue 32 reads. A plain text from before the editor shows none.
 */
export function richTextImages (html: string): Array<{ src: string; alt: string }> {
  const found: Array<{ src: string; alt: string }> = []
  if (!looksLikeHtml(html)) return found
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src', 'alt'] },
    transformTags: {
      img: (tagName, attribs) => {
        found.push({ src: attribs.src ?? '', alt: attribs.alt ?? '' })
        return { tagName, attribs }
      }
    }
  })
  return found
}

/** True when sanitised rich text shows nothing: no words, no image, no video (an editor's empty `<p></p>`). */
export function isBlankHtml (html: string): boolean {
  return !/<(img|figure)\b/i.test(html) && html.replace(/<[^>]*>|&nbsp;/g, '').trim() === ''
}

/**
 * A required body of a news item or event (a plain text or the editor's HTML), sanitised; undefined
 * when an edit leaves it out. A body that is blank once sanitised (only a script) is refused: 400 `message`.
 */
function requiredBody (text: string, message: string): string {
  const clean = sanitizeBody(text)
  if (looksLikeHtml(text) ? isBlankHtml(clean) : clean.trim() === '') throw badRequest(message)
  return clean
}

/**
 * The body fields of a news item or event as stored: `description` required (400 'Please provide
 * Description' when only a script), a blank `descriptionNe` none; fields an edit leaves out stay out.
 */
export function bodyValues<T extends { description?: string; descriptionNe?: string }> (body: T): T {
  const out = { ...body }
  if (body.description !== undefined) out.description = requiredBody(body.description, 'Please provide Description')
  if (body.descriptionNe !== undefined) {
    const clean = sanitizeBody(body.descriptionNe)
    out.descriptionNe = looksLikeHtml(body.descriptionNe) && isBlankHtml(clean) ? '' : clean
  }
  return out
}

/** Escapes user text for the HTML of an email. */
export function escapeHtml (s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' }

/**
 * Rich text's words as plain text, for search (a notice's `q`, issue 32): every tag is a word break (so
 * `<p>Exam</p><p>routine</p>` is "Exam routine", not "Examroutine"), entities are the characters they stand for.
 */
export function richTextWords (html: string): string {
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim()
}
