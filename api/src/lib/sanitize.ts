import sanitizeHtml from 'sanitize-html'

/**
 * Rich text from the careers editor (tiptap HTML). Scripts, event handlers,
 * javascript: URLs and unknown tags are stripped; formatting stays.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'span', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style']
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) }
}

export function sanitizeRichText (html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
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
