// The rich text of news, events, careers and pages' text blocks (issue 32, item 2): what the console's
// editor writes, what the API's sanitiser keeps and what the public renderer shows, named once.
// Plain data and functions, no typebox: the kit's renderer reads it too.

/** A YouTube video's id: 11 characters (SPEC.md §9), the pattern the video calls check too. */
export const VIDEO_ID = '[A-Za-z0-9_-]{11}'

/** A YouTube video's id, as the click-to-load block stores it in `data-youtube`. */
export const YOUTUBE_BLOCK_ID = new RegExp(`^${VIDEO_ID}$`)

/** The watch page a YouTube block links to (its text works without the player and without script). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`

/** The player a public page mounts on a click (the gallery's videos too): the privacy-enhanced host the CSP's frame-src allows; autoplay, since the visitor already pressed play once. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?rel=0&autoplay=1`

/** An image the rich text may show: a file of the site's own uploads (its media library), by path. */
export const RICH_IMAGE_SRC = /^\/uploads\/[A-Za-z0-9._/-]+$/

/** True when the source of an image in rich text is one of the site's own uploads (no `..`). */
export const isOwnUpload = (src: string) => RICH_IMAGE_SRC.test(src) && !src.includes('..')

/**
 * True when a stored body is HTML (what the editor writes) rather than a plain text from before the
 * editor: it holds a tag. Plain text is shown as it is, its line breaks kept.
 */
export function looksLikeHtml (text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text)
}
