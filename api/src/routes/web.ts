import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { RuntimeConfig } from '@school/shared/contract'
import { REMOTE_NAMES, remoteFolder } from '../config.js'
import { servePublicFilesFromBucket, setUploadHeaders } from '../plugins/app/files/public-files.js'
import type { S3Storage } from '../plugins/app/files/s3-storage.js'
import { routePlugin } from '../lib/route-plugin.js'

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
 * Serves the built front end: the shell at /, each remote under /remotes/<folder>/,
 * uploads under /uploads/, and the shell's index.html for any other page path (whatever the
 * Accept header) or HTML navigation on either host. A missing dist folder is logged, never fatal.
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
      index: prefix === '/' ? ['index.html'] : false,
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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/'
    const isAsset = /^\/(api|uploads|remotes)(\/|$)/.test(url) || url === '/remotes.json'
    // A page path (`/news`, `/gallery/abc`) is the single-page app whatever the client accepts (curl,
    // crawlers, link checkers); a missing file (`/main.js`) stays a 404 unless a browser navigates to it.
    const isPagePath = !FILE_NAME.test(url)
    const wantsHtml = isPagePath || (request.headers.accept ?? '').includes('text/html')
    if ((request.method === 'GET' || request.method === 'HEAD') && !isAsset && wantsHtml) {
      try {
        const html = await fs.promises.readFile(indexHtml)
        return reply.code(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html)
      } catch {
        return reply.code(503).type('text/plain; charset=utf-8')
          .send('The front end has not been built yet. Run the build, then reload.')
      }
    }
    return reply.code(404).send({ message: 'Not Found' })
  })
}

export default routePlugin(web, 'web-routes', ['files'])
