import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CONTENT_PATHS, PREVIEW_PARAM, PREVIEW_RIBBON, SCHOOL_PAGES, SITE_ENDPOINTS, type RuntimeConfig, SETUP_TEXTS, SETUP_TEXTS_NE, WOMEN_PAGES } from '@school/shared/contract'
import { REMOTE_NAMES, remoteFolder } from '../config.js'
import { servePublicFilesFromBucket, setUploadHeaders } from '../plugins/app/files/public-files.js'
import type { S3Storage } from '../plugins/app/files/s3-storage.js'
import { routePlugin } from '../lib/route-plugin.js'
import { endpointRoute } from '../lib/endpoints.js'
import { renderDocument, type HeadInfo } from '../lib/page-head.js'
import { pageHeads, pathIn, sitePage } from '../lib/page-heads.js'
import { pageUrl, type RenderedPage } from '../plugins/app/ssr/renderer.js'
import { wireKey } from '../lib/cache-keys.js'
import { personalised } from '../plugins/app/wire-cache.js'
import { steadyOffset, type SteadyOffset } from '../lib/dates.js'

/** The language the visitor chose with the public sites' switch (the `lang` cookie), if any. */
function langCookie (request: FastifyRequest): string | undefined {
  return /(?:^|;\s*)lang=(en|ne)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1]
}

/** The zone's steady offset from UTC, when it has one now (lib/dates.ts). */
function steadyOffsetOf (zone: string): { utcOffset?: SteadyOffset } {
  const steady = steadyOffset(zone)
  return steady ? { utcOffset: steady } : {}
}

/** The preview link's token a page URL carries (`?preview=…`, issue 32), if any. */
function previewToken (url: string): string | null {
  const q = url.indexOf('?')
  return q < 0 ? null : new URLSearchParams(url.slice(q + 1)).get(PREVIEW_PARAM)
}

/** The ribbon across a previewed page, outside the rendered app (which hydrates without it). */
const PREVIEW_RIBBON_HTML = `<style>.preview-ribbon{position:fixed;z-index:2147483647;top:0;left:50%;transform:translateX(-50%);background:#b3261e;color:#fff;font:700 14px/1.2 system-ui,sans-serif;padding:6px 16px;border-radius:0 0 6px 6px;letter-spacing:.04em;pointer-events:none;box-shadow:0 1px 4px rgba(0,0,0,.3)}</style><div class="preview-ribbon" role="status">${PREVIEW_RIBBON}</div>`

/** `name.1a2b3c4d.js`, `logo.0123456789abcdef.png`: the name changes whenever the content does. */
const HASHED = /\.[0-9a-f]{8,32}\.[a-z0-9]+$/i
const NO_CACHE = 'no-cache'
/** The last path segment names a file (`main.js`, `logo.png`): no page path of either site has a dot. */
const FILE_NAME = /\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** a `server/` build folder anywhere under a served root */
const SERVER_BUILD = /(^|\/)server(\/|$)/i

/** What every public page answers (503) until the first-run setup is done: both languages, no script. */
const BEING_SET_UP = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${SETUP_TEXTS.pageTitle}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}</style></head>
<body><main><h1>${SETUP_TEXTS.pageTitle}</h1><p>${SETUP_TEXTS.pageText}</p>
<h2 lang="ne">${SETUP_TEXTS_NE.pageTitle}</h2><p lang="ne">${SETUP_TEXTS_NE.pageText}</p></main></body></html>`

/** `/admin…` and `/ne/admin…`: the consoles and their sign-in page, rendered in the browser only. */
function isConsolePath (url: string): boolean {
  return /^(\/ne)?\/admin(\/|$|\?)/.test(url)
}

/** `file` is the one sent: a build's compressed copy (`main.js.br`) is cached as the file it is a copy of. */
export function cacheControlFor (file: string): string {
  return HASHED.test(path.basename(file).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : NO_CACHE
}

// @fastify/static 10 passes the Fastify reply to setHeaders
function setFrontEndHeaders (reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', cacheControlFor(file))
}


/** A page's status and head, worked out when they are needed (not on a server-rendered cache hit). */
type PageHead = () => Promise<{ status: number; head: HeadInfo }>

/** The answer's `Vary` with these headers added to what is already there (the home's redirect varies on Cookie). */
function varyAlso (reply: FastifyReply, ...names: string[]): string {
  const current = String(reply.getHeader('vary') ?? '').split(',').map((v) => v.trim()).filter(Boolean)
  for (const name of names) if (!current.some((v) => v.toLowerCase() === name.toLowerCase())) current.push(name)
  return current.join(', ')
}

/**
 * Serves the built front end: each remote under /remotes/<folder>/, uploads under /uploads/, the
 * shell's files, and every page of either site as the shell's index.html with that page's head
 * (title, description, canonical, Open Graph, JSON-LD). A missing dist folder is logged, never fatal.
 */
const web: FastifyPluginAsyncTypebox = async (app) => {
  const { webRoot, uploadDir } = app.config
  const shellDist = path.join(webRoot, 'shell', 'dist')

  /** What the shell reads at start, and what a server render runs with (the same apiBase: the same image URLs). */
  const runtimeConfig = (): RuntimeConfig => ({
    remotes: { ...app.config.remoteUrls },
    womenHost: app.config.womenHost,
    ...(app.origins.womenEnabled ? {} : { womenSite: false }),
    apiBase: '',
    recaptchaSiteKey: app.config.recaptchaSecret || app.config.captchaVerifier ? app.config.recaptchaSiteKey : '',
    // instants (createdAt) are shown in the school's zone, not the visitor's
    timeZone: app.config.timeZone,
    vitalsSampleRate: app.config.vitals.sampleRate,
    ...steadyOffsetOf(app.config.timeZone)
  })

  app.route({
    ...endpointRoute(app, SITE_ENDPOINTS.runtimeConfig),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', NO_CACHE)
      return runtimeConfig()
    }
  })

  let decorated = false
  /** `preCompressed`: the build wrote `<file>.br` and `<file>.gz` beside its text files; they are sent as they are. */
  const serve = async (root: string, prefix: string, setHeaders: (reply: FastifyReply, file: string) => void, preCompressed = false) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      preCompressed,
      decorateReply: !decorated,
      cacheControl: false,
      etag: true,
      lastModified: true,
      // '/' serves the shell's index.html; other folders have no index
      // '/' is a page like the others (its head is written per request), not the static index.html
      index: false,
      // a remote's server bundle (`server/render.js`) is run by this process, never sent: it is large and
      // carries the build machine's paths (issue 34)
      allowedPath: (pathName: string) => !SERVER_BUILD.test(pathName),
      setHeaders
    })
    decorated = true
  }

  // public uploads: from the local folder, or from the bucket (streamed or redirected to PUBLIC_FILES_URL)
  if (app.files.storage.kind === 's3') servePublicFilesFromBucket(app, app.files.storage as S3Storage)
  else {
    fs.mkdirSync(uploadDir, { recursive: true })
    await serve(uploadDir, '/uploads/', setUploadHeaders)
  }
  for (const remote of REMOTE_NAMES) {
    const dir = path.join(webRoot, remoteFolder(remote), 'dist')
    if (fs.existsSync(dir)) await serve(dir, `/remotes/${remoteFolder(remote)}/`, setFrontEndHeaders, true)
    else app.log.warn(`front end: ${dir} is missing (build ${remoteFolder(remote)} to serve it)`)
  }
  if (fs.existsSync(shellDist)) await serve(shellDist, '/', setFrontEndHeaders, true)
  else app.log.warn(`front end: ${shellDist} is missing (build the shell to serve it)`)

  /**
   * A page of either site: rendered on the server with its content (plugins/app/ssr; the consoles never
   * are), or, when the site's server bundle is missing or fails, the shell's document with the page's head,
   * rendered in the browser as before.
   */
  async function sendDocument (reply: FastifyReply, pageHead: PageHead, cacheControl = NO_CACHE) {
    // the shell's index.html as deployed now (a redeploy needs no restart)
    const shell = await app.ssr.shellDocument()
    if (shell === null) {
      return reply.code(503).type('text/plain; charset=utf-8')
        .send('The front end has not been built yet. Run the build, then reload.')
    }
    const request = reply.request
    // Light on data (issue 13): a request that asks to save data (`Save-Data: on`) gets `data-save-data="on"`
    // on <html>, which the kit's useDataSaver reads, so every picture is its 320-px variant; a server render
    // draws them so too (and is cached apart).
    const saveData = /^on$/i.test(String(request.headers['save-data'] ?? '').trim())
    const marked = (html: string) => (saveData ? html.replace(/<html(?=[\s>])/, '<html data-save-data="on"') : html)
    if (cacheControl !== 'no-store' && !isConsolePath(request.url)) {
      // the head is looked up on a miss only: a cached page carries it
      const rendered = await app.ssr.render(request, {
        site: request.publicOrigin.site,
        shell,
        saveData,
        config: runtimeConfig,
        page: async () => {
          const { status, head } = await pageHead()
          return { status, document: (html: string) => marked(renderDocument(html, head)) }
        }
      })
      if (rendered) return sendRendered(request, reply, rendered.page, rendered.hit)
    }
    const { status, head } = await pageHead()
    return reply.code(status).header('Cache-Control', cacheControl).header('Vary', varyAlso(reply, 'Save-Data')).type('text/html; charset=utf-8').send(marked(renderDocument(shell.text, head)))
  }

  /**
   * The rendered page's bytes for the client's encoding, with their ETag (made once, kept in the page cache).
   * A page of a route that allows it is offered to the wire cache, which replays it before the router
   * while the renderer finds it fresh.
   */
  async function sendRendered (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, hit: boolean) {
    const acceptEncoding = request.headers['accept-encoding']
    const { body, coding } = page.body.encoded(acceptEncoding)
    reply.code(page.status).header('Cache-Control', NO_CACHE).header('Content-Type', 'text/html; charset=utf-8')
      .header('ETag', page.body.etag).header('Vary', varyAlso(reply, 'Accept-Encoding', 'Save-Data')).header('x-ssr', hit ? 'HIT' : 'MISS')
    if (coding) reply.header('Content-Encoding', coding)
    // only under the URL the page was rendered for: a query string it does not read would fill the wire with copies
    if (request.routeOptions.config.wire === true && page.status === 200 && !personalised(request.headers) && pageUrl(request.url) === request.url) {
      request.wireOffer = { key: wireKey(request.url, request.publicOrigin.origin, acceptEncoding), current: () => app.ssr.fresh(page), body, tags: page.tags, document: true }
    }
    await reply.send(body)
  }

  /**
   * A preview link's page (issue 32): while the link lives and this is its item's page, the page rendered
   * with the item as it is now (draft or scheduled), under a 'Preview' ribbon; otherwise the not-found page.
   * Never indexed nor stored anywhere (page cache, wire cache, browser, proxy, service worker).
   */
  async function sendPreview (request: FastifyRequest, reply: FastifyReply, token: string, headOf: () => Promise<HeadInfo | null>) {
    reply.header('X-Robots-Tag', 'noindex').header('Cache-Control', 'private, no-store')
    const site = request.publicOrigin.site
    const target = await app.previewLinks.open(token)
    const shell = await app.ssr.shellDocument()
    const path = pathIn(request.url.split('?')[0] ?? '/', 'en')
    if (!target || target.site !== site || target.path !== path || shell === null) {
      const head = await heads.notFound(site, request)
      return reply.code(404).type('text/html; charset=utf-8').send(renderDocument(shell?.text ?? '<!doctype html><html><head></head><body><div id="root"></div></body></html>', head))
    }
    // a draft item's page has no public head: the not-found page's, titled after the item
    const head = await headOf() ?? { ...await heads.notFound(site, request), title: target.title }
    const document = (html: string) => renderDocument(html, head).replace(/(<body[^>]*>)/, `$1${PREVIEW_RIBBON_HTML}`)
    const rendered = await app.ssr.render(request, {
      site, shell, saveData: false, config: runtimeConfig, preview: target.answer,
      page: async () => ({ status: 200, document })
    })
    const html = rendered ? rendered.page.body.json : document(shell.text)
    return reply.code(200).type('text/html; charset=utf-8').header('x-ssr', 'PREVIEW').send(html)
  }

  const heads = pageHeads(app)

  /**
   * First run (issue 31, item 4): until the setup form is sent, every public page is the "being set up"
   * notice (503, Retry-After) and every console page sends the visitor to /admin/setup; once it is done,
   * /admin/setup is not found. Nothing is asked once setup is done (`firstRun` keeps the answer).
   */
  async function firstRunGate (request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const setupPath = /^\/admin\/setup\/?(\?|$)/.test(request.url)
    if (!(await app.firstRun.pending())) {
      if (!setupPath) return false
      await sendDocument(reply, async () => ({ status: 404, head: await heads.notFound(request.publicOrigin.site, request) }), 'no-store')
      return true
    }
    if (setupPath) return false
    if (isConsolePath(request.url)) await reply.header('Cache-Control', 'no-store').redirect('/admin/setup', 302)
    else {
      await reply.code(503).header('Retry-After', '300').header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8').send(BEING_SET_UP)
    }
    return true
  }

  // Every page of either site (SPEC §2.1, §2.3) answers its HTML with its own head; a path the host's site
  // does not have, or an item that does not exist, answers 404 with the same shell (it shows "Page not found").
  // Each public page also answers in Nepali under `/ne` (issue 13); the console's pages do not.
  // The paths whose pages are content (CONTENT_PATHS) are routes too, so a rendered one may be replayed;
  // their head and status are the page record's, as for any other page staff add.
  const patterns = [...new Set([...Object.keys(SCHOOL_PAGES), ...Object.keys(WOMEN_PAGES), ...CONTENT_PATHS.school, ...CONTENT_PATHS.women])]
  const routes = [
    ...patterns.map((pattern) => ({ url: pattern, pattern, nepali: false })),
    ...patterns.filter((p) => !p.startsWith('/admin')).map((pattern) => ({ url: pathIn(pattern, 'ne'), pattern, nepali: true }))
  ]
  for (const { url, pattern, nepali } of routes) {
    // a rendered page of the public sites may be replayed by the wire cache (not the consoles' pages)
    app.get(url, { schema: { hide: true }, config: { wire: !pattern.startsWith('/admin') } }, async (request, reply) => {
      if (await firstRunGate(request, reply)) return reply
      const site = request.publicOrigin.site
      const page = sitePage(site, pattern)
      const token = previewToken(request.url)
      if (token !== null && !pattern.startsWith('/admin')) return sendPreview(request, reply, token, () => (page ? heads.of(site, pattern, page, request) : heads.content(site, request)))
      if (page?.redirect) return reply.redirect(pathIn(page.redirect, nepali ? 'ne' : 'en'), 301)
      if (pattern === '/' && !nepali) {
        // The home remembers the visitor's language (the switch sets a `lang` cookie): a shared `/news`
        // link still opens in English, only `/` itself sends a Nepali reader to `/ne`.
        reply.header('Vary', 'Cookie')
        if (langCookie(request) === 'ne') return reply.header('Cache-Control', 'no-cache').redirect('/ne', 302)
      }
      // the console's sign-in page is the console's: never stored
      return sendDocument(reply, async () => {
        // a path that is not the app's on this host is the published page's there, if any
        const head = page ? await heads.of(site, pattern, page, request) : await heads.content(site, request)
        return head ? { status: 200, head } : { status: 404, head: await heads.notFound(site, request) }
      }, pattern.startsWith('/admin') ? 'no-store' : NO_CACHE)
    })
  }
  // `/ne/` is the Nepali home's other spelling
  app.get('/ne/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/ne', 301))
  // The consoles are rendered in the browser, and never stored.
  app.get('/admin/*', { schema: { hide: true } }, async (request, reply) => {
    if (await firstRunGate(request, reply)) return reply
    return sendDocument(reply, async () => ({ status: 200, head: await heads.console(request.publicOrigin.site, request) }), 'no-store')
  })

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isAsset = /^\/(api|uploads|remotes)(\/|$)/.test(url) || url === '/remotes.json'
    // A page path (`/news/x/y`) gets the 404 page whatever the client accepts (curl, crawlers, link checkers);
    // a missing file (`/main.js`) stays a JSON 404 unless a browser navigates to it.
    const isPagePath = !FILE_NAME.test(url)
    const wantsHtml = isPagePath || (request.headers.accept ?? '').includes('text/html')
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAsset && wantsHtml) {
      if (await firstRunGate(request, reply)) return reply
      const site = request.publicOrigin.site
      const token = previewToken(request.url)
      if (token !== null && isPagePath) return sendPreview(request, reply, token, () => heads.content(site, request))
      // a page staff made (issue 31) at a path that is no route of the site, in either language
      return sendDocument(reply, async () => {
        const head = isPagePath ? await heads.content(site, request) : null
        return head ? { status: 200, head } : { status: 404, head: await heads.notFound(site, request) }
      })
    }
    return reply.code(404).send({ message: 'Not Found' })
  })
}

export default routePlugin(web, 'web-routes', ['files', 'origins', 'settings-repository', 'pages-repository', 'ssr', 'first-run', 'preview-links'])
