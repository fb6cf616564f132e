import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { RuntimeConfig, SCHOOL_PAGES, WOMEN_PAGES } from '@school/shared/contract'
import { REMOTE_NAMES, remoteFolder } from '../config.js'
import { servePublicFilesFromBucket, setUploadHeaders } from '../plugins/app/files/public-files.js'
import type { S3Storage } from '../plugins/app/files/s3-storage.js'
import { routePlugin } from '../lib/route-plugin.js'
import { renderDocument, type HeadInfo } from '../lib/page-head.js'
import { pageHeads, sitePage, siteOf } from '../lib/page-heads.js'

/** `name.1a2b3c4d.js`, `logo.0123456789abcdef.png`: the name changes whenever the content does. */
const HASHED = /\.[0-9a-f]{8,32}\.[a-z0-9]+$/i
const NO_CACHE = 'no-cache'
/** The last path segment names a file (`main.js`, `logo.png`): no page path of either site has a dot. */
const FILE_NAME = /\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'

export function cacheControlFor (file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE
}

// @fastify/static 10 passes the Fastify reply to setHeaders
function setFrontEndHeaders (reply: FastifyReply, file: string): void {
  reply.header('Cache-Control', cacheControlFor(file))
}


/**
 * Serves the built front end: each remote under /remotes/<folder>/, uploads under /uploads/, the
 * shell's files, and every page of either site as the shell's index.html with that page's head
 * (title, description, canonical, Open Graph, JSON-LD). A missing dist folder is logged, never fatal.
 */
const web: FastifyPluginAsyncTypebox = async (app) => {
  const { webRoot, uploadDir } = app.config
  const shellDist = path.join(webRoot, 'shell', 'dist')
  const indexHtml = path.join(shellDist, 'index.html')

  app.get('/remotes.json', {
    schema: { tags: ['front end'], summary: 'Runtime config read by the shell', response: { 200: RuntimeConfig } }
  }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE)
    return {
      remotes: { ...app.config.remoteUrls },
      womenHost: app.config.womenHost,
      apiBase: '',
      recaptchaSiteKey: app.config.recaptchaSecret || app.config.captchaVerifier ? app.config.recaptchaSiteKey : '',
      // instants (createdAt) are shown in the school's zone, not the visitor's
      timeZone: app.config.timeZone
    }
  })

  let decorated = false
  const serve = async (root: string, prefix: string, setHeaders: (reply: FastifyReply, file: string) => void) => {
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: !decorated,
      cacheControl: false,
      etag: true,
      lastModified: true,
      // '/' serves the shell's index.html; other folders have no index
      // '/' is a page like the others (its head is written per request), not the static index.html
      index: false,
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
    if (fs.existsSync(dir)) await serve(dir, `/remotes/${remoteFolder(remote)}/`, setFrontEndHeaders)
    else app.log.warn(`front end: ${dir} is missing (build ${remoteFolder(remote)} to serve it)`)
  }
  if (fs.existsSync(shellDist)) await serve(shellDist, '/', setFrontEndHeaders)
  else app.log.warn(`front end: ${shellDist} is missing (build the shell to serve it)`)

  /** The shell's index.html, read again when a deploy replaces it (a redeploy needs no restart). */
  let template: { mtimeMs: number; text: string } | null = null
  async function shellTemplate (): Promise<string | null> {
    try {
      const { mtimeMs } = await fs.promises.stat(indexHtml)
      if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await fs.promises.readFile(indexHtml, 'utf8') }
      return template.text
    } catch {
      return null
    }
  }

  async function sendDocument (reply: FastifyReply, status: number, head: HeadInfo, cacheControl = NO_CACHE) {
    const text = await shellTemplate()
    if (text === null) {
      return reply.code(503).type('text/plain; charset=utf-8')
        .send('The front end has not been built yet. Run the build, then reload.')
    }
    return reply.code(status).header('Cache-Control', cacheControl).type('text/html; charset=utf-8').send(renderDocument(text, head))
  }

  const heads = pageHeads(app)

  // Every page of either site (SPEC §2.1, §2.3) answers its HTML with its own head; a path the host's site
  // does not have, or an item that does not exist, answers 404 with the same shell (it shows "Page not found").
  for (const pattern of new Set([...Object.keys(SCHOOL_PAGES), ...Object.keys(WOMEN_PAGES)])) {
    app.get(pattern, { schema: { hide: true } }, async (request, reply) => {
      const site = siteOf(app.config.womenHost, request)
      const page = sitePage(site, pattern)
      if (page?.redirect) return reply.redirect(page.redirect, 301)
      const head = page ? await heads.of(site, pattern, page, request) : null
      if (!head) return sendDocument(reply, 404, heads.notFound(site, request))
      // the console's sign-in page is the console's: never stored
      return sendDocument(reply, 200, head, pattern.startsWith('/admin') ? 'no-store' : NO_CACHE)
    })
  }
  // The consoles are rendered in the browser, and never stored.
  app.get('/admin/*', { schema: { hide: true } }, (request, reply) =>
    sendDocument(reply, 200, heads.console(siteOf(app.config.womenHost, request), request), 'no-store'))

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isAsset = /^\/(api|uploads|remotes)(\/|$)/.test(url) || url === '/remotes.json'
    // A page path (`/news/x/y`) gets the 404 page whatever the client accepts (curl, crawlers, link checkers);
    // a missing file (`/main.js`) stays a JSON 404 unless a browser navigates to it.
    const isPagePath = !FILE_NAME.test(url)
    const wantsHtml = isPagePath || (request.headers.accept ?? '').includes('text/html')
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAsset && wantsHtml) {
      return sendDocument(reply, 404, heads.notFound(siteOf(app.config.womenHost, request), request))
    }
    return reply.code(404).send({ message: 'Not Found' })
  })
}

export default routePlugin(web, 'web-routes', ['files'])
