import type { FastifyInstance, FastifyRequest } from 'fastify'
import { factsIn, NOT_FOUND_PAGE, PAGE_PATH_PATTERN, pageHeadWith, SCHOOL_PAGES, WOMEN_PAGES, type LocalFacts, type PageItem, type PageLang, type SiteKey, type SitePage } from '@school/shared/contract'
import { organization, plainText, shareImage, type HeadInfo } from './page-head.js'
import { todayIn } from './dates.js'
import { eventPath, scheduleOf, schoolEntry, womenEntry, type CalendarEntry } from './calendar.js'
import { whereLive } from './publishing.js'

/** Which site a request is for: the women's centre on its host, the school everywhere else (from its allowed origin). */
export function siteOf (request: FastifyRequest): SiteKey {
  return request.publicOrigin.site
}

const PAGES: Record<SiteKey, Record<string, SitePage>> = { school: SCHOOL_PAGES, women: WOMEN_PAGES }

/** The page a route pattern is on the given site, or null when that site has no such page. */
export function sitePage (site: SiteKey, pattern: string): SitePage | null {
  return PAGES[site][pattern] ?? null
}

/** Every page path of a site, for the sitemap (item pages and redirects left out). */
export function sitePaths (site: SiteKey): string[] {
  return Object.entries(PAGES[site]).filter(([path, p]) => !p.item && !p.redirect && !path.startsWith('/admin')).map(([path]) => path)
}

/** The language of a page path (issue 13): `/ne` and `/ne/…` are Nepali, everything else English. */
export const langOfPath = (pathname: string): PageLang => (pathname === '/ne' || pathname.startsWith('/ne/') ? 'ne' : 'en')

/** A page path in a language: `('/news', 'ne')` → `/ne/news`, `('/ne/news', 'en')` → `/news`, `('/', 'ne')` → `/ne`. */
export function pathIn (pathname: string, lang: PageLang): string {
  const english = langOfPath(pathname) === 'ne' ? pathname.slice(3) || '/' : pathname
  if (lang === 'en') return english
  return english === '/' ? '/ne' : `/ne${english}`
}

/** The request's one origin from PUBLIC_ORIGINS (lib/origins.ts), as a browser writes it: never the raw Host or X-Forwarded-Host. */
export const originOf = (request: FastifyRequest) => request.publicOrigin.origin

const PAGE_PATH = new RegExp(PAGE_PATH_PATTERN)

type ItemHead = Omit<HeadInfo, 'site' | 'url' | 'facts'>

/** An item's text in the page's language: its Nepali field (`titleNe`, …) on a Nepali page when it has one. */
function textIn (item: object, field: string, lang: PageLang): string {
  const values = item as Record<string, unknown>
  const nepali = values[`${field}Ne`]
  if (lang === 'ne' && typeof nepali === 'string' && nepali.trim()) return nepali
  return String(values[field] ?? '')
}

/**
 * The heads of the pages: static pages from the contract's table, item pages (a news article, a
 * vacancy, an album) from the database. An item's head is kept in the public cache under the item's
 * own tag, so an edit shows on the next request and an unknown id answers 404.
 */
export function pageHeads (app: FastifyInstance) {
  /**
   * A site's settings in a language (issue 31), read on a page cache miss only: a rendered page is kept
   * under the `settings` tag (its layout reads them), so a PUT empties it.
   */
  async function factsOf (site: SiteKey, lang: PageLang): Promise<LocalFacts> {
    return factsIn(await app.settingsRepository.get(site), lang)
  }

  const items: Record<PageItem, { tag: string; load: (id: string, origin: string, lang: PageLang) => Promise<ItemHead | null> }> = {
    news: {
      tag: 'news',
      load: async (id, origin, lang) => {
        const n = await app.newsRepository.findLive(id)
        if (!n) return null
        const image = shareImage(origin, n.image)
        const title = textIn(n, 'title', lang)
        return {
          title,
          description: plainText(textIn(n, 'description', lang)),
          image,
          type: 'article',
          jsonLd: [{
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: title.slice(0, 110),
            datePublished: n.createdAt,
            dateModified: n.updatedAt,
            ...(image ? { image: [image] } : {}),
            author: { '@type': 'Person', name: n.author },
            publisher: { '@type': 'Organization', name: (await factsOf('school', lang)).name },
            mainEntityOfPage: `${origin}${pathIn(`/news/${n._id}`, lang)}`
          }]
        }
      }
    },
    // a notice's page (issue 32, item 3): a published one, described by its body's words where it has a body
    notice: {
      tag: 'notices',
      load: async (id, origin, lang) => {
        const n = await app.noticesRepository.findById(id, whereLive())
        if (!n) return null
        const title = textIn(n, 'title', lang)
        const body = lang === 'ne' && n.ne?.body ? n.ne.body : n.body
        return {
          title,
          description: plainText(textIn(n, 'description', lang)) || plainText(body ?? ''),
          type: 'article',
          jsonLd: [{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: title.slice(0, 110),
            datePublished: n.createdAt,
            ...(n.updatedAt ? { dateModified: n.updatedAt } : {}),
            publisher: { '@type': 'Organization', name: (await factsOf('school', lang)).name },
            mainEntityOfPage: `${origin}${pathIn(`/notice/${n._id}`, lang)}`
          }]
        }
      }
    },
    career: {
      tag: 'careers',
      load: async (id, _origin, lang) => {
        const c = await app.careersRepository.findById(id)
        return c ? { title: textIn(c, 'title', lang), description: plainText(textIn(c, 'careerDesc', lang)) || `${c.employmentType}, ${c.location}` } : null
      }
    },
    album: {
      tag: 'albums',
      load: async (id, origin) => {
        const a = await app.albumsRepository.findById(id)
        return a ? { title: a.name, description: `${a.images.length} photos: ${a.name}`, image: shareImage(origin, a.images[0]) } : null
      }
    },
    event: {
      tag: 'events',
      load: async (id, origin, lang) => {
        const e = await app.eventsRepository.findLive(id)
        return eventHead(e && schoolEntry(e), origin, lang)
      }
    },
    'women-event': {
      tag: 'women-events',
      load: async (id, origin, lang) => {
        const e = await app.womenEventsRepository.findById(id, whereLive())
        return eventHead(e && womenEntry(e), origin, lang)
      }
    },
    'women-album': {
      tag: 'women-albums',
      load: async (id, origin) => {
        const a = await app.womenAlbumsRepository.findById(id)
        return a ? { title: a.name, description: `${a.images.length} photos: ${a.name}`, image: shareImage(origin, a.images[0]) } : null
      }
    }
  }

  /**
   * An event as a schema.org Event (issue 33): its days, or its start and end on the school's clock when it
   * has a start time; held at its venue, or at the site's address; its URL its own page in the page's language.
   */
  function eventLd (entry: CalendarEntry, origin: string, facts: LocalFacts, lang: PageLang): Record<string, unknown> {
    const place = organization(entry.site, origin, facts)
    const when = scheduleOf(entry, app.config.timeZone)
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: textIn(entry, 'title', lang),
      startDate: when.allDay ? entry.first : when.start,
      endDate: when.allDay ? entry.last : when.end,
      description: plainText(textIn(entry, 'description', lang), 300),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: entry.venue || place.name, address: place.address },
      organizer: { '@type': 'Organization', name: place.name, url: place.url },
      ...(entry.image ? { image: [shareImage(origin, entry.image)] } : {}),
      url: `${origin}${pathIn(eventPath(entry), lang)}`
    }
  }

  /** An event's page head: its title and description in the page's language, and its Event JSON-LD. */
  async function eventHead (entry: CalendarEntry | null, origin: string, lang: PageLang): Promise<ItemHead | null> {
    if (!entry) return null
    return {
      title: textIn(entry, 'title', lang),
      description: plainText(textIn(entry, 'description', lang)),
      image: shareImage(origin, entry.image),
      jsonLd: [eventLd(entry, origin, await factsOf(entry.site, lang), lang)]
    }
  }

  /** The upcoming events as schema.org Events, for the events page. */
  async function upcomingEvents (origin: string, school: LocalFacts, lang: PageLang) {
    const today = todayIn(app.config.timeZone)
    const { value } = await app.publicCache.wrap(`page-events|${origin}|${today}|${lang}`, ['events', 'settings'], async () =>
      (await app.eventsRepository.upcoming({ limit: 20 }, today)).items.map((e) => eventLd(schoolEntry(e), origin, school, lang)))
    return value as Array<Record<string, unknown>>
  }

  const urlOf = (request: FastifyRequest) => `${originOf(request)}${request.url.split('?')[0]}`
  /** The page's language and its URLs in both languages (the `hreflang` links). */
  const langOf = (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const origin = originOf(request)
    return { lang: langOfPath(pathname), alternates: { en: `${origin}${pathIn(pathname, 'en')}`, ne: `${origin}${pathIn(pathname, 'ne')}` } }
  }

  return {
    /**
     * The head of the page made of blocks (issue 31) that the site publishes at the request's path (under
     * `/ne` too), or null when it has none there: its title and description in the page's language, and
     * its JSON-LD `WebPage`. Read on a page cache miss only; the rendered page is kept under the `pages` tag.
     */
    async content (site: SiteKey, request: FastifyRequest): Promise<HeadInfo | null> {
      const path = pathIn(request.url.split('?')[0] ?? '/', 'en')
      if (!PAGE_PATH.test(path)) return null
      const page = await app.pagesRepository.findLiveByPath(site, path)
      if (!page) return null
      const language = langOf(request)
      const facts = await factsOf(site, language.lang)
      const head = pageHeadWith({ title: page.title, description: page.description || undefined, ne: page.ne }, facts, language.lang)
      const url = urlOf(request)
      const origin = originOf(request)
      return {
        site, facts, ...head, url, ...language,
        jsonLd: [{
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: head.title,
          ...(head.description ? { description: head.description } : {}),
          url,
          inLanguage: language.lang,
          dateModified: page.updatedAt,
          isPartOf: { '@type': 'WebSite', name: facts.name, url: `${origin}${pathIn('/', language.lang)}` }
        }]
      }
    },
    /** The head of a page of the site, or null when its item does not exist. */
    async of (site: SiteKey, pattern: string, page: SitePage, request: FastifyRequest): Promise<HeadInfo | null> {
      const origin = originOf(request)
      const language = langOf(request)
      const facts = await factsOf(site, language.lang)
      const base: HeadInfo = { site, facts, ...pageHeadWith(page, facts, language.lang), url: urlOf(request), ...language }
      if (pattern === '/') return { ...base, jsonLd: [organization(site, origin, facts, site === 'women' ? await factsOf('school', language.lang) : undefined)] }
      if (pattern === '/events' && site === 'school') return { ...base, jsonLd: await upcomingEvents(origin, facts, language.lang) }
      if (!page.item) return base
      const { id } = request.params as { id: string }
      const item = items[page.item]
      const { value } = await app.publicCache.wrap(`page|${page.item}|${origin}|${id}|${language.lang}`, [item.tag, `${item.tag}/${id}`, 'settings'], () => item.load(id, origin, language.lang))
      return value ? { ...base, ...(value as ItemHead) } : null
    },
    async notFound (site: SiteKey, request: FastifyRequest): Promise<HeadInfo> {
      const { lang } = langOf(request)
      const facts = await factsOf(site, lang)
      return { site, facts, ...pageHeadWith(NOT_FOUND_PAGE, facts, lang), url: urlOf(request), lang }
    },
    console: async (site: SiteKey, request: FastifyRequest): Promise<HeadInfo> => ({ site, facts: await factsOf(site, 'en'), title: 'Admin', url: urlOf(request) })
  }
}
