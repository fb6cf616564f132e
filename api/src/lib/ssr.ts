import fs from 'node:fs'
import { createRequire, Module } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { remoteFolder, type RemoteName } from '../config.js'
import { SSR_TAGS_HEADER, SSR_TAGS_REQUEST, TagCache } from '../plugins/app/public-cache.js'
import { EncodedBody } from './http.js'
import { todayIn } from './dates.js'
import type { SiteKey } from '@school/shared/contract'

/**
 * Runs a CommonJS bundle as `require` would, but fresh each time (no module cache to clear, in Node as
 * under the test runner): the bundle of a redeploy replaces the old one, which is then collected.
 */
async function loadBundle (file: string): Promise<ServerBundle> {
  const source = await fs.promises.readFile(file, 'utf8')
  const wrapper = vm.runInThisContext(Module.wrap(source), { filename: file }) as (...args: unknown[]) => void
  const module = { exports: {} as ServerBundle }
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file))
  return module.exports
}

/** What a remote's server bundle answers (mf-shared/src/ssr/render.tsx, `RenderResult`). */
export interface RenderedBody {
  remote: string
  /** inside `#root` */
  html: string
  /** antd's extracted `<style>` tags and the remote's stylesheets, for the head */
  styles: string
  /** the dehydrated queries as JSON, safe inside a `<script type="application/json">` */
  state: string
}

interface RenderRequest {
  url: string
  pageOrigin: string
  config: Record<string, unknown>
  fetch: typeof fetch
  origin: string
  saveData: boolean
}
type Render = (request: RenderRequest) => Promise<RenderedBody>
interface ServerBundle { createRender: (publicPath: string, options?: { clientDir?: string }) => Promise<Render> }

/** A rendered page as it goes on the wire, kept per host, path and language until a write to its tags. */
export interface RenderedPage {
  status: number
  body: EncodedBody
  /** the cache tags of what the render read */
  tags: string[]
}

export const REMOTE_OF_SITE: Record<SiteKey, RemoteName> = { school: 'mf_public_school', women: 'mf_public_women' }
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
 * One public remote's server bundle (`<remote>/dist/server/render.js`), required again whenever the
 * file's modification time changes, so a redeployed remote is rendered by its new bundle without a
 * restart. A missing or failing bundle is logged once per state (not per request) and gives null.
 */
/** How long a bundle's modification time is trusted before it is read again (a warm hit then reads no file). */
const STAT_EVERY_MS = 1000

class RemoteBundle {
  private loaded: { mtimeMs: number; render: Promise<Render> } | null = null
  private reported = ''
  private stat: { at: number; mtimeMs: number | null } | null = null

  constructor (private readonly app: FastifyInstance, readonly remote: RemoteName, readonly file: string, private readonly publicPath: string) {}

  async current (): Promise<{ render: Render; version: number } | null> {
    const now = Date.now()
    if (!this.stat || now - this.stat.at >= STAT_EVERY_MS) {
      const mtimeMs = await fs.promises.stat(this.file).then((s) => s.mtimeMs, () => null)
      this.stat = { at: now, mtimeMs }
    }
    const mtimeMs = this.stat.mtimeMs
    if (mtimeMs === null) {
      this.report(`${this.file} is missing`)
      return null
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const file = this.file
      const publicPath = this.publicPath
      // the client build beside it (`dist/`), whose stylesheet its pages carry inline
      const clientDir = path.dirname(path.dirname(file))
      this.loaded = { mtimeMs, render: loadBundle(file).then((bundle) => bundle.createRender(publicPath, { clientDir })) }
      // a new bundle: its problems, if any, are new
      this.reported = ''
    }
    try {
      const render = await this.loaded.render
      return { render, version: mtimeMs }
    } catch (err) {
      this.report(`${this.file} cannot be loaded`, undefined, err)
      return null
    }
  }

  /** True while this bundle is still the one of `version`, as read less than a second ago (no file is read here). */
  unchanged (version: number): boolean {
    return this.stat !== null && this.stat.mtimeMs === version && Date.now() - this.stat.at < STAT_EVERY_MS
  }

  /** A render that threw: logged once per bundle and message (with the first URL), not once per request. */
  renderFailed (url: string, err: unknown): void {
    // the bundle runs in Node's own context: its errors are not this module's Error instances
    const message = typeof (err as { message?: unknown } | null)?.message === 'string' ? (err as { message: string }).message : String(err)
    this.report(`render: ${message}`, `${this.file} could not render ${url} (${message})`, err)
  }

  private report (problem: string, line = problem, err?: unknown): void {
    if (this.reported === problem) return
    this.reported = problem
    this.app.log.warn({ err }, `ssr: ${line}; ${this.remote} pages are rendered in the browser`)
  }
}

/**
 * Server rendering of the public sites' pages (issue 12). For a page URL it loads the site's remote
 * bundle, which renders the page with its data: every API call of the render is answered in this
 * process by `app.inject` and comes back with the cache tags of what it read. The finished document
 * (head, body, styles, state) is kept in `pages`, a TagCache under those tags, so a write empties it
 * exactly as it empties the public JSON cache; the key is the host, the URL (its `/ne` prefix is the
 * language), the school's day (lists such as upcoming events change at midnight), and the versions of
 * the bundle and of the shell's template.
 */
export function serverRenderer (app: FastifyInstance, runtimeConfig: () => Record<string, unknown>) {
  const bundles = new Map<RemoteName, RemoteBundle>()
  // 30 of them for pages rendered once: unique URLs cannot evict the warm pages
  const pages = new TagCache<RenderedPage>(300, 30)
  app.cacheTags.add(pages)
  // A bundle's renderer keeps the request's runtime config and API transport in module state (the
  // session's, as in a browser), so two renders at once would read each other's calls and cache tags:
  // renders run one after another. A warm page is a cache hit and never waits here.
  let rendering: Promise<unknown> = Promise.resolve()
  function oneAtATime<T> (job: () => Promise<T>): Promise<T> {
    const next = rendering.then(job, job)
    rendering = next.catch(() => undefined)
    return next
  }

  function bundle (remote: RemoteName): RemoteBundle {
    let b = bundles.get(remote)
    if (!b) {
      const file = path.join(app.config.webRoot, remoteFolder(remote), 'dist', 'server', 'render.js')
      const manifest = app.config.remoteUrls[remote]
      b = new RemoteBundle(app, remote, file, manifest.slice(0, manifest.lastIndexOf('/') + 1))
      bundles.set(remote, b)
    }
    return b
  }

  /** A fetch that answers the render's API calls with app.inject, collecting the tags of what they read. */
  function localFetch (request: FastifyRequest, tags: Set<string>, untagged: { reads: number }): typeof fetch {
    return async (input, init) => {
      const call = new Request(input, init)
      const url = new URL(call.url)
      const headers: Record<string, string> = {}
      call.headers.forEach((value, key) => { headers[key] = value })
      const answer = await app.inject({
        method: call.method as 'GET',
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
      return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, { status: answer.statusCode, headers: out })
    }
  }

  return {
    pages,

    /**
     * The page for this request, rendered on the server into the shell's document, or null when the
     * remote's bundle is missing or the render failed (logged): the caller then sends the shell as before.
     * `page()` gives the status and `document(body)`, which puts the rendered body into the shell's template
     * with the page's head (called on a miss only).
     */
    async render (
      request: FastifyRequest, site: SiteKey, templateVersion: number, saveData: boolean,
      page: () => Promise<{ status: number; document: (body: RenderedBody) => string }>
    ): Promise<{ page: RenderedPage; hit: boolean; current: () => boolean } | null> {
      const remote = REMOTE_OF_SITE[site]
      const remoteBundle = bundle(remote)
      const loaded = await remoteBundle.current()
      if (!loaded) return null
      const zone = app.config.timeZone
      const day = todayIn(zone)
      // the origin from the allow-list, never the Host a client sent; the URL without what the page does not read
      const url = pageUrl(request.url)
      const origin = request.publicOrigin.origin
      const key = [origin, url, day, loaded.version, templateVersion, saveData ? 'save-data' : ''].join('|')
      /** The page is still the one kept under its key, on its day, from its bundle (for the wire cache). */
      const currentFor = (page: RenderedPage) => () => pages.peek(key) === page && todayIn(zone) === day && remoteBundle.unchanged(loaded.version)
      const cached = pages.get(key)
      if (cached) {
        pages.hits++
        return { page: cached, hit: true, current: currentFor(cached) }
      }
      pages.misses++
      const tags = new Set<string>()
      const untagged = { reads: 0 }
      const generation = pages.generation
      let body: RenderedBody
      const { status, document } = await page()
      try {
        body = await oneAtATime(() => loaded.render({
          url,
          pageOrigin: origin,
          config: runtimeConfig(),
          fetch: localFetch(request, tags, untagged),
          origin: INTERNAL_ORIGIN,
          saveData
        }))
      } catch (err) {
        bundle(remote).renderFailed(request.url, err)
        return null
      }
      const rendered: RenderedPage = { status, body: new EncodedBody(document(body)), tags: [...tags] }
      // a page that read something no tag covers cannot know when it changes: it is not kept
      // nor one rendered while a write happened (it may show what the write replaced)
      // nor a 404: any path can be asked for, and only pages that exist are worth a place
      if (status === 200 && untagged.reads === 0 && pages.generation === generation) pages.set(key, rendered, rendered.tags)
      return { page: rendered, hit: false, current: currentFor(rendered) }
    }
  }
}
