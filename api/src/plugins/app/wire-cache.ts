import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions, RouteOptions } from 'fastify'
import { SSR_TAGS_REQUEST, TagCache } from './public-cache.js'
import { wireKey, type WireOffer } from '../../lib/cache-keys.js'
import { OriginPolicy } from '../../lib/origins.js'

interface WireEntry {
  /** name, value, name, value… as `writeHead` takes them */
  headers: string[]
  body: Buffer
  current: () => boolean
  document: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route offers its finished answers itself (`request.wireOffer`), though it reads no public cache */
    wire?: boolean
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** finished public answers, served before the router (see WireCache) */
    wireCache: WireCache
  }
  interface FastifyRequest {
    wireOffer: WireOffer | null
  }
}


/**
 * True when a page request carries what its page may differ by: a cookie (the home sends a reader who
 * chose Nepali to `/ne`), `Save-Data` (smaller pictures). Such a request is neither answered from the
 * wire nor kept there.
 */
export function personalised (h: IncomingHttpHeaders): boolean {
  return h.cookie !== undefined || h['save-data'] !== undefined
}

/** The log levels at which the framework logs every request (a level set at run time counts too). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info'])

/** Headers an answer must not be replayed with: they belong to one request, or to one person. */
const PERSONAL = new Set(['set-cookie', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/**
 * Finished answers of cached public reads (lists, items), as their status line's headers and
 * bytes, served to the next identical request before it reaches the router: no routing, no
 * request and reply objects, no hooks. docs/performance.md ("sixth pass") has the figures.
 *
 * An entry is what the whole hook chain answered once (helmet's headers, CORS, ETag,
 * compression), captured after the last `onSend`, so a replay is the same answer with a new
 * `Date`. It is only stored while the public cache still holds the value it was made from, and
 * it carries the same tags: every write that empties the public cache (here or, through Redis,
 * on another instance) empties it too.
 *
 * A request is only answered here when it is a plain GET like the one captured: no `Origin`
 * (CORS would answer it differently), no `If-None-Match` (the framework answers 304), no
 * server render's tag request, no body. Anything else goes to the router as before.
 */
export class WireCache {
  // a tenth for answers asked once: a flood of unique URLs churns those, not the warm entries
  readonly cache = new TagCache<WireEntry>(1000, 100)
  /** the routes whose answers may be replayed, as their options object (see `wireRoutes`) */
  readonly replayableRoutes = new WeakSet<object>()
  hits = 0
  private open = true
  private log: FastifyBaseLogger | null = null
  /** the app's policy once registered (`setOrigins`); until then, the default one (the local hosts) */
  private origins = new OriginPolicy(null, 'women.localhost', false, 8080)

  /** `renderInBrowser`: the test hook of the same name (BuildOptions.testHooks); such a request gets no page from here */
  constructor (private readonly renderInBrowser?: (headers: IncomingHttpHeaders) => boolean) {}

  /** Answers `req` from the cache; false when it must go to the router. */
  serve (req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.open || this.cache.size === 0) return false
    const h = req.headers
    if (h.origin !== undefined || h['if-none-match'] !== undefined || h[SSR_TAGS_REQUEST] !== undefined ||
      h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return false
    // the same origin the framework would work out (a malformed host goes on, to be answered 400)
    const resolved = this.origins.resolve({ headers: h, remoteAddress: req.socket.remoteAddress })
    if ('error' in resolved) return false
    const key = wireKey(req.url!, resolved.origin, h['accept-encoding'])
    const entry = this.cache.get(key)
    if (entry === undefined || (entry.document && (personalised(h) || this.renderInBrowser?.(h) === true))) return false
    if (!entry.current()) {
      // its source changed (a new day, an evicted or replaced entry, a redeploy): the router builds
      // the answer, and offers it again
      this.cache.delete(key)
      return false
    }
    const started = this.log !== null && LOGS_REQUESTS.has(this.log.level) ? performance.now() : -1
    try {
      res.writeHead(200, entry.headers)
    } catch (err) {
      // a header Node refuses (nothing has been written yet): the entry goes, and the router answers
      this.cache.delete(key)
      this.log?.warn({ err, url: req.url }, 'wire cache: could not replay an answer; dropped it')
      return false
    }
    res.end(entry.body)
    this.hits++
    if (started >= 0) {
      this.log!.info({ req: { method: req.method, url: req.url, host: h.host, remoteAddress: req.socket.remoteAddress }, res: { statusCode: 200 }, responseTime: performance.now() - started, cache: 'wire' }, 'request completed')
    }
    return true
  }

  /** Keeps a finished answer, with the headers the hooks gave it. */
  store (offer: WireOffer, headers: Record<string, unknown>): void {
    const flat: string[] = []
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || PERSONAL.has(name)) continue
      if (Array.isArray(value)) return // a repeated header is not one this cache knows how to replay
      // a replay is a cache hit, whatever the captured answer was
      flat.push(name, name === 'x-cache' || name === 'x-ssr' ? 'HIT' : String(value))
    }
    flat.push('content-length', String(offer.body.length))
    this.cache.set(offer.key, { headers: flat, body: offer.body, current: offer.current, document: offer.document === true }, offer.tags)
  }

  /** Closing: every request goes through the framework, which answers 503 where it must. */
  close (): void { this.open = false }

  setLogger (log: FastifyBaseLogger): void { this.log = log }

  setOrigins (origins: OriginPolicy): void { this.origins = origins }

  /**
   * The HTTP server for Fastify's `serverFactory`: this cache first, then the framework. It gets
   * the timeouts Fastify gives a server it makes itself.
   */
  serverFactory (): NonNullable<FastifyServerOptions['serverFactory']> {
    return (handler, options) => {
      const server: Server = createServer((req, res) => {
        if (!this.serve(req, res)) handler(req, res)
      })
      const o: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number; maxRequestsPerSocket?: number } = options
      if (o.keepAliveTimeout !== undefined) server.keepAliveTimeout = o.keepAliveTimeout
      if (o.requestTimeout !== undefined) server.requestTimeout = o.requestTimeout
      server.setTimeout(o.connectionTimeout ?? 0)
      if ((o.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket!
      return server
    }
  }
}

/** Route-level hooks that may check each request: a route that declares any of them is never replayed. */
const PER_REQUEST_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const

/** True when a route's cached answers may be replayed from the wire: it reads the public cache (or offers its own) and checks nothing per request. */
export function replayable (route: RouteOptions): boolean {
  if (!route.config?.cache?.reads?.length && route.config?.wire !== true) return false
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit !== undefined) return false
  return PER_REQUEST_HOOKS.every((hook) => {
    const h = route[hook]
    return h === undefined || (Array.isArray(h) && h.length === 0)
  })
}

/**
 * Notes which routes may be replayed, looking at the hooks each route declares itself. Registered
 * before the global plugins, whose `onRoute` hooks add their own to every route (compress's
 * `onRequest` only hands the reply its compressor). A hook a plugin adds to every route at the
 * root is checked by test/wire-cache.test.ts instead: the list of them is pinned there.
 */
export const wireRoutes = (wire: WireCache) => fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (replayable(route)) wire.replayableRoutes.add(route)
  })
}, { name: 'wire-routes' })

/**
 * Captures, after every other `onSend`, the answer a cached public read offered. Registered
 * after the global plugins (compress adds its `onSend` to each route in `onRoute`, and this one
 * comes after it) and before the routes.
 */
export default (wire: WireCache) => fp(async (app) => {
  app.decorate('wireCache', wire)
  app.decorateRequest('wireOffer', null)
  wire.setLogger(app.log)
  wire.setOrigins(app.origins)
  app.cacheTags.add(wire.cache)

  const capture = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void => {
    const offer = request.wireOffer
    // the same bytes, a 200, and the cache they came from still holds them
    if (offer !== null && payload === offer.body && reply.statusCode === 200 && offer.current()) {
      wire.store(offer, reply.getHeaders())
    }
    done(null, payload)
  }
  app.addHook('onRoute', (route) => {
    if (!wire.replayableRoutes.has(route)) return
    route.onSend = [...[route.onSend ?? []].flat(), capture]
  })
  app.addHook('preClose', async () => { wire.close() })
}, { name: 'wire-cache', dependencies: ['wire-routes', 'origins', 'public-cache', 'compress', 'helmet', 'security'] })
