// The two public sites as the server and the browser both see them: who the institution is, the app's
// own page paths on each site (SPEC.md §2.1, §2.3: lists, forms, item pages) with each one's title and
// description, and the paths whose pages are content (CONTENT_PATHS). The API answers a page's HTML
// with its head (so a shared link shows its title and picture before any script) and answers 404 for
// a path that is neither the app's nor a published page's; the remotes' pages set the same head in the
// browser (`usePageMeta`). The texts name the institution only through the settings' `{name}` and
// `{shortName}`. Plain data: no API or front-end code.

/**
 * Facts about the institution as every page shows them: the site's settings (issue 31, `GET
 * /api/settings?site=`; `SiteSettings` in settings.ts has this shape and more). Nothing here names an
 * institution: the demo school's values are the API's seed (api/src/seed/site.ts).
 */
export interface SiteFacts {
  name: string
  shortName: string
  motto: string
  tagline: string
  address: string
  phones: readonly string[]
  email: string
  social: { facebook?: string; youtube?: string; instagram?: string; tiktok?: string; viber?: string }
  map?: { lat: number; lng: number; label: string }
  /** the uploaded logo's path, or '' for the site's own mark (none before the settings arrive) */
  logo?: string
  /** the header's colour (white text on it) and the accent, `#rrggbb` (none before the settings arrive) */
  colors?: { primary: string; accent: string }
  /** what search engines show for the site: its description is every page's without one of its own (none before the settings arrive) */
  seo?: { title?: string; description?: string; keywords?: string }
  /** the Nepali twins; English where missing */
  ne: { name?: string; shortName?: string; motto?: string; tagline?: string; address?: string; seo?: { title?: string; description?: string; keywords?: string } }
}

/** The facts in one language: what a page in that language shows. */
export type LocalFacts = Omit<SiteFacts, 'ne'>

/** What a page shows before the settings arrive (a console's first render): every field empty. */
export const NO_FACTS: SiteFacts = { name: '', shortName: '', motto: '', tagline: '', address: '', phones: [], email: '', social: {}, ne: {} }

/** The facts in a language: each Nepali twin on a Nepali page where it is set, else the English. */
export function factsIn (facts: SiteFacts, lang: PageLang = 'en'): LocalFacts {
  const { ne, ...english } = facts
  if (lang === 'en') return english
  const pick = (key: 'name' | 'shortName' | 'motto' | 'tagline' | 'address') => ne[key]?.trim() ? ne[key]! : english[key]
  const seo = { ...english.seo, ...Object.fromEntries(Object.entries(ne.seo ?? {}).filter(([, v]) => v?.trim())) }
  return { ...english, name: pick('name'), shortName: pick('shortName'), motto: pick('motto'), tagline: pick('tagline'), address: pick('address'), seo }
}

/** The line shown with a site's name: its tagline, or its motto where it has none. */
export const taglineOf = (facts: LocalFacts): string => facts.tagline || facts.motto

/** A phone number as a `tel:` link's target. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`

export interface PageHead {
  /** the page's own title; the site's name follows it in `<title>` (none: the site's name and tagline) */
  title?: string
  description?: string
}

/** The public sites' languages (issue 13): English at SPEC's paths, Nepali under `/ne/…`. */
export type PageLang = 'en' | 'ne'

/** What an item page shows, so the server can look the item up and answer 404 for an unknown id. */
export type PageItem = 'news' | 'notice' | 'career' | 'album' | 'women-album' | 'event' | 'women-event'

export interface SitePage extends PageHead {
  /** the page's head on the Nepali site (`/ne/…`); English where missing */
  ne?: PageHead
  item?: PageItem
  /** answered with a permanent redirect to this path */
  redirect?: string
}

export const SCHOOL_PAGES = {
  // the home's description is the site's SEO description (settings), as every page without one of its own
  '/': {},
  '/news': { title: 'News', description: 'News from {shortName}: results, events, achievements and life at school.', ne: { title: 'समाचार', description: '{shortName}का समाचार: नतिजा, कार्यक्रम, उपलब्धि र विद्यालयको दैनिकी।' } },
  '/news/:id': { title: 'News', item: 'news', ne: { title: 'समाचार' } },
  '/events': { title: 'Upcoming Events', description: 'Exams, celebrations, sports and parent meetings coming up at {shortName}.', ne: { title: 'आगामी कार्यक्रमहरू', description: '{shortName}मा हुन लागेका परीक्षा, उत्सव, खेलकुद र अभिभावक भेलाहरू।' } },
  '/events/:id': { title: 'Event', item: 'event', ne: { title: 'कार्यक्रम' } },
  '/notice': { title: 'Notices', description: 'Official notices from {shortName}: exams, admissions, holidays and results.', ne: { title: 'सूचनाहरू', description: '{shortName}का आधिकारिक सूचनाहरू: परीक्षा, भर्ना, बिदा र नतिजा।' } },
  // a notice as a web page (issue 32, item 3)
  '/notice/:id': { title: 'Notice', item: 'notice', ne: { title: 'सूचना' } },
  '/downloads': { title: 'Downloads', description: 'Forms, syllabi, calendars and prospectuses to download from {shortName}.', ne: { title: 'डाउनलोड', description: '{shortName}का फाराम, पाठ्यक्रम, पात्रो र विवरणिकाहरू डाउनलोड गर्नुहोस्।' } },
  '/gallery/albums': { title: 'Photo Albums', description: 'Photos of school life at {shortName}: sports, festivals, tours and celebrations.', ne: { title: 'फोटो एल्बमहरू', description: '{shortName}को विद्यालय जीवनका फोटोहरू: खेलकुद, चाडपर्व, भ्रमण र उत्सव।' } },
  '/gallery/albums/:id': { title: 'Photo Album', item: 'album', ne: { title: 'फोटो एल्बम' } },
  '/gallery/videos': { title: 'Videos', description: 'Videos of performances, events and student projects at {shortName}.', ne: { title: 'भिडियोहरू', description: '{shortName}का प्रस्तुति, कार्यक्रम र विद्यार्थी परियोजनाका भिडियोहरू।' } },
  '/careers': { title: 'Careers', description: 'Teaching and staff vacancies at {shortName}. Join a caring school community.', ne: { title: 'करियर', description: '{shortName}मा शिक्षक तथा कर्मचारीका रिक्त पदहरू। स्नेही विद्यालय परिवारमा सामेल हुनुहोस्।' } },
  '/careers/:id': { title: 'Career', item: 'career', ne: { title: 'रोजगारी' } },
  '/contact': { title: 'Contact Us', description: 'Contact {name}: {address}, {phones}.', ne: { title: 'सम्पर्क', description: '{name}को सम्पर्क: {address}, {phones}।' } },
  '/registration': { title: 'Apply Now', description: 'Apply online for admission to {shortName}, from Nursery to Grade 12.', ne: { title: 'भर्नाका लागि आवेदन', description: 'नर्सरीदेखि कक्षा १२ सम्म {shortName}मा भर्नाका लागि अनलाइन आवेदन दिनुहोस्।' } },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

export const WOMEN_PAGES = {
  // the home's description is the site's SEO description (settings)
  '/': { title: '{tagline}', ne: { title: '{tagline}' } },
  '/gallery': { title: 'Gallery', description: 'Photo albums of classes, camps and celebrations at {name}.', ne: { title: 'ग्यालेरी', description: '{name}का कक्षा, शिविर र उत्सवका फोटो एल्बमहरू।' } },
  // SPEC.md §2.3: footer links once pointed here; it is not a page on this host
  '/gallery/albums': { redirect: '/gallery' },
  '/gallery/:id': { title: 'Album', item: 'women-album', ne: { title: 'एल्बम' } },
  '/events/:id': { title: 'Event', item: 'women-event', ne: { title: 'कार्यक्रम' } },
  '/contact': { title: 'Contact Us', description: 'Address, phone and email of {name}, with a contact form and a map.', ne: { title: 'सम्पर्क', description: '{name}को ठेगाना, फोन र इमेल, सम्पर्क फाराम र नक्सासहित।' } },
  '/admin/login': { title: 'Admin Login' }
} as const satisfies Record<string, SitePage>

/**
 * The paths each site's remote routes to a page made of blocks (issue 31): the static pages the demo seed
 * made content. They are not in the tables above: a page's head, and whether it is there at all, are the
 * page record's (`GET /api/pages/by-path`), so an unpublished or deleted one answers 404. Any other path
 * that is no route of a site may hold a page too.
 */
export const CONTENT_PATHS = {
  school: ['/about', '/school', '/college', '/women-centre', '/scholarship', '/alumni', '/hafamily/bod', '/hafamily/honorary', '/hafamily/staffs'],
  women: ['/about', '/clinic']
} as const satisfies Record<SiteKey, readonly string[]>

export type SchoolPath = keyof typeof SCHOOL_PAGES
export type WomenPath = keyof typeof WOMEN_PAGES

export const NOT_FOUND_PAGE: PageHead & { ne: PageHead } = { title: 'Page not found', ne: { title: 'पृष्ठ भेटिएन' } }

/** A page's head in a language: the Nepali one where the table has it, else the English. */
export function pageHeadIn (page: PageHead & { ne?: PageHead }, lang: PageLang = 'en'): PageHead {
  const head = { title: page.title, description: page.description }
  if (lang === 'en' || !page.ne) return head
  return { title: page.ne.title ?? head.title, description: page.ne.description ?? head.description }
}

export type SiteKey = 'school' | 'women'

/**
 * A page's head with the site's facts filled in: a page table's text may name them as `{name}`,
 * `{shortName}`, `{address}`, `{phones}` or `{tagline}`, so it follows the settings.
 */
export function pageHeadWith (page: PageHead & { ne?: PageHead }, facts: LocalFacts, lang: PageLang = 'en'): PageHead {
  const head = pageHeadIn(page, lang)
  const values: Record<string, string> = { name: facts.name, shortName: facts.shortName, address: facts.address, phones: facts.phones.join(', '), tagline: taglineOf(facts) }
  const fill = (text: string | undefined) => text?.replace(/\{(name|shortName|address|phones|tagline)\}/g, (_, key: string) => values[key] ?? '')
  return { title: fill(head.title), description: fill(head.description) }
}

/** `<title>`: the page's title and the site's name, or the site's name and its tagline. */
export function documentTitle (title: string | undefined, facts: LocalFacts): string {
  // a site whose settings are not filled in yet shows what it has, with no empty part
  return (title ? [title, facts.name] : [facts.name, taglineOf(facts)]).filter((part) => part !== '').join(' | ')
}

/** The description a page without one of its own gets: the site's SEO description, else its name and tagline. */
export function defaultDescription (facts: LocalFacts): string {
  if (facts.seo?.description?.trim()) return facts.seo.description
  const tagline = taglineOf(facts)
  return facts.name && tagline ? `${facts.name}: ${tagline}` : facts.name || tagline
}
