import sanitizeHtml from 'sanitize-html'
import { documentTitle, defaultDescription, imageVariant, taglineOf, type LocalFacts, type PageLang, type SiteKey } from '@school/shared/contract'
import { escapeHtml } from './sanitize.js'

/** What a page's `<head>` says about it: the tags that a shared link's preview and a search engine read. */
export interface HeadInfo {
  site: SiteKey
  /** the site's settings in the page's language (issue 31): its name in the title, Open Graph and JSON-LD */
  facts: LocalFacts
  /** the page's own title (none: the site's name and tagline) */
  title?: string
  description?: string
  /** absolute URL of the page, without its query */
  url: string
  /** absolute URL of the picture a shared link shows */
  image?: string
  type?: 'website' | 'article'
  /** JSON-LD objects (schema.org) */
  jsonLd?: Array<Record<string, unknown>>
  /** the page's language (issue 13): `ne` under `/ne/…` */
  lang?: PageLang
  /** absolute URLs of the same page in each language, for the `hreflang` links (English is the default) */
  alternates?: Record<PageLang, string>
}

/** Plain text of rich text (careers are HTML), cut for a description. */
export function plainText (html: string, max = 160): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
  // the same cut as the browser's (the kit's `truncate`), so the head does not change once the page runs
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/** The picture of a shared link: the image's 1280-px variant, as an absolute URL. */
export function shareImage (origin: string, ref: string | undefined | null): string | undefined {
  if (!ref) return undefined
  const variant = imageVariant(ref, 'web')
  return /^https?:\/\//.test(variant) ? variant : new URL(variant, origin).href
}

/**
 * The homes' schema.org description of who runs the site, from its settings. The women's centre names
 * the school that runs it (`parent`: the school's settings).
 */
export function organization (site: SiteKey, origin: string, facts: LocalFacts, parent?: LocalFacts): Record<string, unknown> {
  const common = {
    url: `${origin}/`,
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.phones[0] ? { telephone: facts.phones[0] } : {}),
    ...(facts.address ? { address: { '@type': 'PostalAddress', streetAddress: facts.address, addressCountry: 'NP' } } : {})
  }
  if (site === 'women') {
    return {
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: facts.name,
      description: taglineOf(facts),
      ...common,
      ...(parent?.name ? { parentOrganization: { '@type': 'School', name: parent.name } } : {})
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': ['School', 'EducationalOrganization'],
    name: facts.name,
    ...(facts.shortName ? { alternateName: facts.shortName } : {}),
    ...(facts.motto ? { slogan: facts.motto } : {}),
    ...common
  }
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`

/** JSON inside a non-executable script element: `<` is escaped so no `</script>` can close it early. */
const jsonScript = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`

/** The tags of a page's head, as HTML. */
export function headTags (h: HeadInfo): string {
  const siteName = h.facts.name
  const lang = h.lang ?? 'en'
  const title = documentTitle(h.title, h.facts)
  const description = h.description || defaultDescription(h.facts)
  const shareTitle = h.title ?? siteName
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(h.url)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:type', h.type ?? 'website'),
    meta('property', 'og:url', h.url),
    meta('property', 'og:locale', lang === 'ne' ? 'ne_NP' : 'en_US'),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description)
  ]
  if (h.alternates) {
    for (const [hreflang, href] of [['en', h.alternates.en], ['ne', h.alternates.ne], ['x-default', h.alternates.en]]) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href!)}" />`)
    }
  }
  if (h.image) tags.push(meta('property', 'og:image', h.image), meta('name', 'twitter:image', h.image))
  for (const ld of h.jsonLd ?? []) tags.push(jsonScript(ld))
  return tags.join('\n    ')
}

/**
 * The shell's index.html with this page's head: its `<title>` and description are replaced, the other
 * tags go before `</head>`, and `<html lang>` is set.
 */
export function renderDocument (template: string, h: HeadInfo, lang: string = h.lang ?? 'en'): string {
  const withoutOwn = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace(/<html(\s[^>]*)?>/, (tag) => /\slang=/.test(tag) ? tag.replace(/\slang="[^"]*"/, ` lang="${lang}"`) : tag.replace('<html', `<html lang="${lang}"`))
  return withoutOwn.replace('</head>', `  ${headTags(h)}\n  </head>`)
}
