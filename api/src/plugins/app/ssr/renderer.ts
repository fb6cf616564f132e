import fs from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RenderRequest, RenderResult, RuntimeConfig, SiteKey } from '@school/shared/contract'
import { remoteFolder, type RemoteName } from '../../../config.js'
import { EncodedBody } from '../../../lib/http.js'
import { todayIn } from '../../../lib/dates.js'
import { SSR_TAGS_HEADER, SSR_TAGS_REQUEST, TagCache } from '../public-cache.js'
import { RemoteBundle } from './remote-bundle.js'
import { WatchedFile } from './watched-file.js'
import type { PreviewTarget } from '../revisions/preview-links.js'

/** The methods a render's API call may use (fetch spells the standard ones in capitals). */
const INJECT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const REMOTE_OF_SITE: Record<SiteKey, RemoteName> = { school: 'mf_public_school', women: 'mf_public_women' }
/** The origin of the URLs a render's API calls are addressed to; they never leave the process. */
const INTERNAL_ORIGIN = 'http://ssr.internal'
/** Answers that have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304])

/**
 * A page URL as its page sees it: the path, and only the query parameters a page reads (`page` and `q`:
 * `useListSearch`, `usePageParam`, the women's gallery), in one order
 * (`page=1` is the first page, so dropped). Unique query strings then map to one rendered page, which is
 * rendered for and kept under this URL (issue 34, finding 1).
 */
export function pageUrl (url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  const kept = new URLSearchParams()
  const page = Math.floor(Number(params.get('page')))
  if (page > 1) kept.set('page', String(page))
  const text = params.get('q')
  if (text) kept.set('q', text)
  const search = kept.toString()
  return url.slice(0, q) + (search ? `?${search}` : '')
}

/**
 * The shell's document with a server-rendered page: the page's markup in `#root`, its queries in a
 * non-executable JSON script after it (the CSP allows no inline script), its styles in the head, and
 * no "needs JavaScript" notice (the page reads without it).
 */
export function withBody (template: string, body: RenderResult): string {
  return template
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('</head>', `${body.styles}</head>`)
    .replace(/<div id="root">[\s\S]*<\/body>/, () =>
      `<div id="root" data-ssr="${body.remote}">${body.html}</div><script type="application/json" id="ssr-state" data-remote="${body.remote}">${body.state}</script></body>`)
}

/** The shell's index.html as deployed now, and its version. */
export interface ShellDocument {
  text: string
  version: number
}

/** What a kept page was made from: it is current while each of them is unchanged. */
interface Sources {
  /** its key in the page cache */
  key: string
  /** the school's day it was rendered on (lists such as upcoming events change at midnight) */
  day: string
  /** the next instant an alert starts or ends when it was rendered (every page shows the site's alerts) */
  alerts: string
  bundle: RemoteBundle
  bundleVersion: number
  shellVersion: number
}

/** A rendered page as it goes on the wire, kept per host, path and language until a write to its tags. */
export interface RenderedPage {
  status: number
  body: EncodedBody
  /** the cache tags of what the render read */
  tags: string[]
  readonly sources: Sources
}

/** One page to render: its site, its request's config and shell, and how its document is finished. */
export interface RenderJob {
  site: SiteKey
  shell: ShellDocument
  /** the request carried `Save-Data: on` (issue 13): the page's pictures are its 320-px variants */
  saveData: boolean
  /** the runtime config the browser reads from /remotes.json (asked on a miss only) */
  config: () => RuntimeConfig
  /**
   * The page's status, and its document made from the shell's with the rendered body in it (the page's
   * head added): asked on a miss only, as a cached page carries both.
   */
  page: () => Promise<{ status: number; document: (html: string) => string }>
  /**
   * A preview link's render (issue 32): it shows the previewed item (this answers the render's calls that
   * read it) and is neither taken from nor kept in the page cache.
   */
  preview?: PreviewTarget['answer']
}

/**
 * Server rendering of the public sites' pages (issues 12 and 35). For a page URL it loads the site's
 * remote bundle, which renders the page with its data: every API call of the render is answered in this
 * process by `app.inject` and comes back with the cache tags of what it read. Everything a render needs
 * from its request (its transport, config, origin, language) is handed to it in its `RenderRequest`,
 * and the bundle keeps it in the render's own async context: renders run side by side, on any site.
 *
 * The finished document is kept in `pages`, a TagCache under those tags, so a write empties it exactly as
 * it empties the public JSON cache; the key is the host, the URL (its `/ne` prefix is the language), the
 * school's day, the next instant an alert starts or ends, Save-Data, and the versions of the bundle and of
 * the shell's template.
 */
export class ServerRenderer {
  // 30 of them for pages rendered once: unique URLs cannot evict the warm pages
  readonly pages = new TagCache<RenderedPage>(300, 30)
  /** the shell's index.html, read again when a deploy replaces it */
  private readonly shell: WatchedFile<string>
  private readonly bundles = new Map<RemoteName, RemoteBundle>()

  /**
   * `renderInBrowser` is a test hook (BuildOptions.testHooks): a request it accepts gets the page as the
   * browser renders it. Only a test harness sets it; the production server has no way to.
   */
  constructor (private readonly app: FastifyInstance, private readonly renderInBrowser?: (headers: IncomingHttpHeaders) => boolean) {
    this.shell = new WatchedFile(path.join(app.config.webRoot, 'shell', 'dist', 'index.html'), (file) => fs.promises.readFile(file, 'utf8'))
  }

  /** The shell's index.html as deployed now, or null when the front end has not been built. */
  async shellDocument (): Promise<ShellDocument | null> {
    const shell = await this.shell.current().catch(() => null)
    return shell && { text: shell.value, version: shell.version }
  }

  /**
   * The one freshness check of a rendered page (for the wire cache, before it keeps or replays one): the
   * page cache still holds it under its key, and it is still the school's day, the bundle and the shell's
   * template it was made from. A page that was never kept (a 404) is never current.
   */
  fresh (page: RenderedPage): boolean {
    const s = page.sources
    return this.pages.peek(s.key) === page && todayIn(this.app.config.timeZone) === s.day && this.app.alerts.windowKey() === s.alerts &&
      s.bundle.unchanged(s.bundleVersion) && this.shell.unchanged(s.shellVersion)
  }

  /**
   * The page for this request, rendered on the server into the shell's document (or taken from the page
   * cache), or null when the remote's bundle is missing or the render failed (logged): the caller then
   * sends the shell as before.
   */
  async render (request: FastifyRequest, job: RenderJob): Promise<{ page: RenderedPage; hit: boolean } | null> {
    if (this.renderInBrowser?.(request.headers)) return null
    const bundle = this.bundle(REMOTE_OF_SITE[job.site])
    const loaded = await bundle.current()
    if (!loaded) return null
    const day = todayIn(this.app.config.timeZone)
    // a page shows the alerts active now: it is kept until the next one starts or ends (issue 33)
    const alerts = this.app.alerts.windowKey()
    // the origin from the allow-list, never the Host a client sent; the URL without what the page does not read
    const url = pageUrl(request.url)
    const origin = request.publicOrigin.origin
    const key = [origin, url, day, alerts, loaded.version, job.shell.version, job.saveData ? 'save-data' : ''].join('|')
    const cached = job.preview ? undefined : this.pages.get(key)
    if (cached) {
      this.pages.hits++
      return { page: cached, hit: true }
    }
    this.pages.misses++
    const tags = new Set<string>()
    const untagged = { reads: 0 }
    const generation = this.pages.generation
    const { status, document } = await job.page()
    let body: RenderResult
    try {
      const renderRequest: RenderRequest = {
        url,
        pageOrigin: origin,
        config: job.config(),
        fetch: this.localFetch(request, tags, untagged, job.preview),
        origin: INTERNAL_ORIGIN,
        saveData: job.saveData
      }
      body = await loaded.render(renderRequest)
    } catch (err) {
      bundle.renderFailed(request.url, err)
      return null
    }
    const sources: Sources = { key, day, alerts, bundle, bundleVersion: loaded.version, shellVersion: job.shell.version }
    const page: RenderedPage = { status, body: new EncodedBody(document(withBody(job.shell.text, body))), tags: [...tags], sources }
    // a page that read something no tag covers cannot know when it changes: it is not kept
    // nor one rendered while a write happened (it may show what the write replaced)
    // nor a 404: any path can be asked for, and only pages that exist are worth a place
    // nor a preview's
    if (status === 200 && untagged.reads === 0 && this.pages.generation === generation && !job.preview) this.pages.set(key, page, page.tags)
    return { page, hit: false }
  }

  private bundle (remote: RemoteName): RemoteBundle {
    let b = this.bundles.get(remote)
    if (!b) {
      const file = path.join(this.app.config.webRoot, remoteFolder(remote), 'dist', 'server', 'render.js')
      const manifest = this.app.config.remoteUrls[remote]
      b = new RemoteBundle(this.app.log, remote, file, manifest.slice(0, manifest.lastIndexOf('/') + 1))
      this.bundles.set(remote, b)
    }
    return b
  }

  /** A fetch that answers one render's API calls with app.inject, collecting the tags of what they read. */
  private localFetch (request: FastifyRequest, tags: Set<string>, untagged: { reads: number }, preview?: RenderJob['preview']): typeof fetch {
    const app = this.app
    return async (input, init) => {
      const call = new Request(input, init)
      const url = new URL(call.url)
      const headers: Record<string, string> = {}
      call.headers.forEach((value, key) => { headers[key] = value })
      const method = INJECT_METHODS.find((m) => m === call.method)
      if (!method) throw new Error(`a render called ${call.url} with ${call.method}, which the API does not answer`)
      const answer = await app.inject({
        method,
        url: url.pathname + url.search,
        // the page's own origin, so the render's calls are for the same site as the page
        headers: { ...headers, host: request.publicOrigin.host, [SSR_TAGS_REQUEST]: '1', 'accept-encoding': 'identity' },
        ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {})
      })
      const read = answer.headers[SSR_TAGS_HEADER]
      if (typeof read === 'string') for (const t of read.split(' ')) tags.add(t)
      else if (call.method === 'GET' && answer.statusCode < 500) untagged.reads++
      const out = new Headers()
      for (const [key, value] of Object.entries(answer.headers)) {
        if (value === undefined || key === SSR_TAGS_HEADER) continue
        out.set(key, Array.isArray(value) ? value.join(', ') : String(value))
      }
      const own = preview?.({ method, pathname: url.pathname, query: url.searchParams, status: answer.statusCode, body: () => answer.json() })
      if (own !== undefined) {
        out.set('content-type', 'application/json; charset=utf-8')
        out.delete('content-length')
        return new Response(JSON.stringify(own), { status: 200, headers: out })
      }
      return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers: out })
    }
  }
}
