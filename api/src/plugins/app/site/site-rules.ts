import type { FastifyInstance } from 'fastify'
import {
  contrastRatio, contrastWithWhite, DARK_TEXT, MIN_CONTRAST_ON_WHITE, PAGE_PATH_PATTERN, SCHOOL_PAGES, WOMEN_PAGES,
  type Block, type Menus, type MenuLink, type Site, type UpdateSiteSettingsBody
} from '@school/shared/contract'
import { badRequest } from '../../../lib/errors.js'
import { claimFields } from '../files/refs.js'
import { sanitizeBody } from '../../../lib/sanitize.js'
import { IMAGE_ONLY } from '../../../lib/upload-kinds.js'

/*
 * The rules of issue 31's settings, pages and menus that a JSON schema cannot say: what a phone
 * number, a colour and a page path may be, and which paths belong to the app. Each refusal is a
 * 400 whose message starts with the field it is about.
 */

/** First path segments the server itself answers on every host. */
const SERVER_SEGMENTS = ['api', 'admin', 'uploads', 'remotes', 'ne']

const APP_PAGES: Record<Site, readonly string[]> = { school: Object.keys(SCHOOL_PAGES), women: Object.keys(WOMEN_PAGES) }

/**
 * The app routes of a site: the paths (without parameters) a menu may link to besides its pages. The
 * paths whose pages are content (the contract's CONTENT_PATHS) are not among them: a page holds each.
 */
export function appRoutes (site: Site): string[] {
  return APP_PAGES[site].filter((p) => !p.includes(':'))
}

function reservedSegments (site: Site): Set<string> {
  const segments = appRoutes(site).map((p) => p.split('/')[1]!).filter(Boolean)
  return new Set([...SERVER_SEGMENTS, ...segments])
}

const PATH_RE = new RegExp(PAGE_PATH_PATTERN)

/** A page path's problem on a site (null when it may be used). */
export function pagePathProblem (site: Site, path: string): string | null {
  if (!path.startsWith('/')) return 'path must start with /'
  if (path !== path.toLowerCase()) return 'path must be lower-case'
  if (!PATH_RE.test(path)) return 'path may only hold lower-case letters, digits and hyphens between single slashes, with no slash at the end'
  const first = path.split('/')[1]!
  if (reservedSegments(site).has(first)) return `path ${path} clashes with the site's own /${first} pages`
  return null
}

/**
 * A page's rich text made safe (as news bodies are), in both languages, in every block that holds some:
 * the text block, a tab's text and a programme's 'Read more' text. HTML goes through the one sanitiser; a
 * plain text from before the editor is kept exactly as it is (the public page shows it as text).
 */
export function sanitizeBlocks (blocks: Block[]): Block[] {
  const clean = (html: string) => sanitizeBody(html)
  const cleanNe = <T extends { html?: string }>(ne: T | undefined): T | undefined => (ne?.html === undefined ? ne : { ...ne, html: clean(ne.html) })
  return blocks.map((b) => {
    switch (b.type) {
      case 'richText': return { ...b, html: clean(b.html), ne: cleanNe(b.ne) }
      case 'tabs': return { ...b, items: b.items.map((i) => ({ ...i, html: clean(i.html), ne: cleanNe(i.ne) })) }
      case 'programmes': return { ...b, items: b.items.map((i) => ({ ...i, html: clean(i.html), ne: cleanNe(i.ne) })) }
      default: return b
    }
  })
}

/**
 * What the alt-text rule (issue 32) reads of a page: its rich texts (both languages), and the files of its
 * image blocks written with no alt text (their library alt text must then say what they show).
 */
export function blockImages (blocks: Block[]): { refs: string[]; bodies: string[] } {
  const texts = (x: { html: string; ne?: { html?: string } }) => [x.html, x.ne?.html ?? '']
  const bodies = blocks.flatMap((b) => {
    if (b.type === 'richText') return texts(b)
    if (b.type === 'tabs' || b.type === 'programmes') return b.items.flatMap(texts)
    return []
  })
  const refs = blocks.flatMap((b) => (b.type === 'image' && !b.alt.trim() ? [b.file] : []))
  return { refs, bodies }
}

/** Every file a page's blocks name must be one of our public uploaded images; then they are published. */
export async function claimBlockFiles (app: FastifyInstance, blocks: Block[]): Promise<void> {
  const fields = blocks.flatMap((b, i) => {
    const at = `blocks.${i}`
    if (b.type === 'image') return [{ field: `${at}.file`, ref: b.file, need: 'image' as const, message: IMAGE_ONLY }]
    if (b.type === 'gallery') return b.files.map((f, j) => ({ field: `${at}.files.${j}`, ref: f, need: 'image' as const, message: IMAGE_ONLY }))
    if (b.type === 'cards') return b.items.flatMap((c, j) => (c.file ? [{ field: `${at}.items.${j}.file`, ref: c.file, need: 'image' as const, message: IMAGE_ONLY }] : []))
    return []
  })
  await claimFields(app, fields)
}

// ---- settings ----

/** Digits with an optional leading +, spaces, hyphens, dots and brackets; 7 to 15 digits (E.164's most). */
const PHONE_RE = /^\+?[0-9 ().-]{7,25}$/
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const COLOR_RE = /^#[0-9a-fA-F]{6}$/

export function isPhone (value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE_RE.test(value.trim()) && digits >= 7 && digits <= 15
}

function isWebUrl (value: string, schemes = ['http:', 'https:']): boolean {
  try {
    const u = new URL(value)
    return schemes.includes(u.protocol) && (u.protocol !== 'http:' && u.protocol !== 'https:' ? true : u.hostname.includes('.'))
  } catch {
    return false
  }
}

/** The settings body's problems that the schema cannot see, as a 400 naming the field. The logo is checked against the uploads. */
export async function checkSettings (app: FastifyInstance, body: UpdateSiteSettingsBody): Promise<void> {
  body.phones?.forEach((p, i) => {
    if (!isPhone(p)) throw badRequest(`phones.${i} must be a phone number, e.g. +977-1-4412345`)
  })
  if (body.email && !EMAIL_RE.test(body.email)) throw badRequest('email must be a valid email address')
  for (const [name, url] of Object.entries(body.social ?? {})) {
    // Viber links open the app (viber://chat?number=…); the others are web pages
    const schemes = name === 'viber' ? ['https:', 'viber:'] : ['http:', 'https:']
    if (url && !isWebUrl(url, schemes)) throw badRequest(`social.${name} must be a valid URL (${schemes.join(' or ')})`)
  }
  for (const [name, colour] of Object.entries(body.colors ?? {})) {
    if (colour === undefined) continue
    if (!COLOR_RE.test(colour)) throw badRequest(`colors.${name} must be a colour written #rrggbb`)
    const ratio = contrastWithWhite(colour)
    if (name === 'primary' && ratio < MIN_CONTRAST_ON_WHITE) {
      throw badRequest(`colors.primary is too light for the header's white text: contrast ${ratio.toFixed(2)}:1, WCAG AA needs ${MIN_CONTRAST_ON_WHITE}:1`)
    }
    // the accent carries white text or, where white does not meet AA (today's yellow), the dark text
    const dark = contrastRatio(colour, DARK_TEXT)
    if (name === 'accent' && Math.max(ratio, dark) < MIN_CONTRAST_ON_WHITE) {
      throw badRequest(`colors.accent reads neither with white nor with dark text: contrast ${ratio.toFixed(2)}:1 and ${dark.toFixed(2)}:1, WCAG AA needs ${MIN_CONTRAST_ON_WHITE}:1`)
    }
  }
  if (body.logo) {
    if (/\.svg(\?|#|$)/i.test(body.logo)) throw badRequest('logo: SVG images are not accepted; upload a PNG, JPEG, GIF or WebP image')
    await claimFields(app, [{ field: 'logo', ref: body.logo, need: 'image', message: 'must be an uploaded image (PNG, JPEG, GIF or WebP)' }])
  }
}

// ---- menus ----

/** Each link has a path on the site (that exists) or a web URL, not both; a header item with children may have neither. */
export async function checkMenus (site: Site, menus: Menus, pageExists: (path: string) => Promise<boolean>): Promise<void> {
  const routes = new Set(appRoutes(site))
  const checkLink = async (item: MenuLink, at: string) => {
    const hasChildren = (item.children?.length ?? 0) > 0
    if (item.path !== undefined && item.url !== undefined) throw badRequest(`${at} has both a path and a url; give one`)
    if (item.path === undefined && item.url === undefined && !hasChildren) throw badRequest(`${at} needs a path or a url`)
    if (item.url !== undefined && !isWebUrl(item.url)) throw badRequest(`${at}.url must be a valid http(s) URL`)
    if (item.path !== undefined) {
      const path = item.path.split(/[?#]/)[0]!
      if (!routes.has(path) && !(await pageExists(path))) throw badRequest(`${at}.path ${item.path} is not a page of this site`)
    }
  }
  const noChildren = (item: MenuLink, at: string, why: string) => {
    if ((item.children?.length ?? 0) > 0) throw badRequest(`${at}.children: ${why}`)
  }
  for (const [i, item] of menus.header.entries()) {
    await checkLink(item, `header.${i}`)
    for (const [j, child] of (item.children ?? []).entries()) {
      noChildren(child, `header.${i}.children.${j}`, 'menus have two levels at most')
      await checkLink(child, `header.${i}.children.${j}`)
    }
  }
  for (const list of ['useful', 'external'] as const) {
    for (const [i, item] of menus.footer[list].entries()) {
      noChildren(item, `footer.${list}.${i}`, 'footer links have no children')
      await checkLink(item, `footer.${list}.${i}`)
    }
  }
}
