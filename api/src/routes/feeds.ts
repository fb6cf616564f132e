import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { cachedRead } from '../lib/http.js'
import { whereLive } from '../lib/publishing.js'
import { escapeHtml } from '../lib/sanitize.js'
import { plainText } from '../lib/page-head.js'
import { looksLikeHtml } from '@school/shared/contract'
import { routePlugin } from '../lib/route-plugin.js'
import { originOf, pathIn, sitePaths, siteOf } from '../lib/page-heads.js'

const xml = escapeHtml
/** The school's published events in the sitemap: every one (oldest first), up to this many. */
const EVENTS_IN_SITEMAP = 5000

/** sitemap.xml and rss.xml, built from the database for whichever host is asked. */
const feeds: FastifyPluginAsyncTypebox = async (app) => {
  const isWomen = (request: FastifyRequest) => siteOf(request) === 'women'

  app.get('/sitemap.xml', { config: { cache: { reads: ['news', 'notices', 'careers', 'albums', 'women-albums', 'pages', 'events', 'women-events'] } }, schema: { hide: true } }, async (request, reply) => {
    const base = originOf(request)
    const xmlText = await cachedRead(app, request, reply, `sitemap|${base}|${isWomen(request)}`, async () => {
      const urls: Array<[string, string?]> = []
      const site = isWomen(request) ? 'women' : 'school'
      // the app's own pages, then the published pages (issue 31): the home is the app's, with its page's intro
      const known = new Set(sitePaths(site))
      for (const p of sitePaths(site)) urls.push([p], [pathIn(p, 'ne')])
      for (const p of await app.pagesRepository.listLive(site)) if (!known.has(p.path)) urls.push([p.path], [pathIn(p.path, 'ne')])
      if (isWomen(request)) {
        for (const a of (await app.womenAlbumsRepository.list()).items) urls.push([`/gallery/${a._id}`, a.createdAt])
        // each published event's page (issue 33), in both languages
        for (const e of (await app.womenEventsRepository.list({}, whereLive())).items) urls.push([`/events/${e._id}`], [`/ne/events/${e._id}`])
      } else {
        for (const n of (await app.newsRepository.listLive()).items) urls.push([`/news/${n._id}`, n.updatedAt])
        // every published notice is a page of its own (issue 32, item 3)
        for (const n of (await app.noticesRepository.list({}, whereLive())).items) urls.push([`/notice/${n._id}`, n.updatedAt ?? n.createdAt])
        for (const c of (await app.careersRepository.list()).items) urls.push([`/careers/${c._id}`, c.updatedAt])
        for (const a of (await app.albumsRepository.list()).items) urls.push([`/gallery/albums/${a._id}`, a.createdAt])
        for (const e of await app.eventsRepository.since('', EVENTS_IN_SITEMAP)) urls.push([`/events/${e._id}`], [`/ne/events/${e._id}`])
      }
      const body = urls.map(([p, mod]) => `  <url><loc>${xml(base + p)}</loc>${mod ? `<lastmod>${mod.slice(0, 10)}</lastmod>` : ''}</url>`).join('\n')
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
    })
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xmlText)
  })

  app.get('/rss.xml', { config: { cache: { reads: ['news', 'notices', 'settings'] } }, schema: { hide: true } }, async (request, reply) => {
    const base = originOf(request)
    const xmlText = await cachedRead(app, request, reply, `rss|${base}`, async () => {
      // the channel is named after the host's site (issue 31: its settings)
      const name = (await app.settingsRepository.get(siteOf(request))).name
      const news = (await app.newsRepository.listLive({ limit: 20 })).items
        .map((n) => ({ title: n.title, link: `${base}/news/${n._id}`, description: looksLikeHtml(n.description) ? plainText(n.description, 500) : n.description, date: n.createdAt, id: n._id }))
      const notices = (await app.noticesRepository.list({ limit: 20 }, whereLive())).items
        .map((n) => ({ title: `Notice: ${n.title}`, link: `${base}/notice/${n._id}`, description: n.description, date: n.createdAt, id: n._id }))
      const items = [...news, ...notices].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 30)
      const body = items.map((i) => `    <item>
      <title>${xml(i.title)}</title>
      <link>${xml(i.link)}</link>
      <guid isPermaLink="false">${xml(i.id)}</guid>
      <pubDate>${new Date(i.date).toUTCString()}</pubDate>
      <description>${xml(i.description.slice(0, 500))}</description>
    </item>`).join('\n')
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${xml(name ? `${name}: news and notices` : 'News and notices')}</title>
    <link>${xml(base)}/</link>
    <description>${xml(`Latest news and notices from ${name || 'the school'}`)}</description>
${body}
  </channel>
</rss>
`
    })
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=600').send(xmlText)
  })
}

export default routePlugin(feeds, 'feeds-routes', ['news-repository', 'careersRepository', 'albumsRepository', 'womenAlbumsRepository', 'noticesRepository', 'pages-repository', 'settings-repository', 'events-repository'])
