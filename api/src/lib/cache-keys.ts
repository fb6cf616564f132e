import { negotiateCoding } from './codings.js'

// The keys and tags of the public caches, shared by the routes that answer from them (lib/http.ts) and the
// cache plugins themselves (plugins/app/public-cache.ts, wire-cache.ts).

/** `news/{id}` with params {id: 'x'} → `news/x`. */
export function expandTags (tags: readonly string[], params: unknown): string[] {
  const p = new Map(Object.entries(params ?? {}))
  return tags.map((t) => t.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (p.get(name) === undefined) throw new Error(`cache tag ${t} names a parameter the route does not have`)
    return String(p.get(name))
  }))
}

/**
 * What a cached answer offers the wire cache: the bytes it sends, and what makes them current.
 * A public read offers one (`lib/http.ts`, `sendEncoded`), and so does a server-rendered page
 * (`routes/web.ts`, `sendRendered`, with the renderer's one freshness check, `ServerRenderer.fresh`).
 */
export interface WireOffer {
  key: string
  /**
   * True while the cache this answer came from still holds it (the public cache's entry, the
   * rendered page) and nothing else it depends on has changed (the day, a redeployed bundle).
   * Asked before the answer is stored, and before every replay.
   */
  current: () => boolean
  body: Buffer
  tags: string[]
  /** a page of the site: the request must not carry what a page can differ by (see `personalised`) */
  document?: boolean
}

/**
 * The key of an answer on the wire: the coding the client gets, the request's origin from the allow-list
 * (lib/origins.ts: never the raw Host, which a client chooses), and the URL as it asked for it.
 */
export function wireKey (url: string, origin: string, acceptEncoding: string | undefined): string {
  return `${negotiateCoding(acceptEncoding) ?? ''}\0${origin}\0${url}`
}
