import type { IncomingHttpHeaders } from 'node:http'
import net from 'node:net'
import type { SiteKey } from '@school/shared/contract'

/**
 * One origin per request (issue 34, finding 1). Every cache key and every absolute URL of an answer
 * (canonical, og:url, og:image, hreflang, JSON-LD, sitemap, RSS) comes from the origin worked out here,
 * once, from an allow-list: a Host or X-Forwarded-Host outside it cannot put its own URLs into a page
 * that is then kept for everyone. A malformed one is refused with 400 (finding 4).
 */

/** One allowed origin, from PUBLIC_ORIGINS. */
export interface AllowedOrigin {
  /** `https://school.edu.np` (default port dropped), as a browser writes it */
  origin: string
  protocol: 'http' | 'https'
  /** `school.edu.np` or `school.test:8443`: how it appears in a Host header */
  host: string
}

/** PUBLIC_ORIGINS parsed; `null` means unset: the local hosts on any port (development, tests). */
export type PublicOrigins = AllowedOrigin[] | null

/** The local host names allowed when PUBLIC_ORIGINS is unset (with WOMEN_HOST), on any port. */
const LOCAL_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]']

/** The origin of one request: what its pages link to, and what its cached answers are kept under. */
export interface RequestOrigin {
  origin: string
  /** the host part, `women.localhost:8080` */
  host: string
  hostname: string
  site: SiteKey
}

/** Reads PUBLIC_ORIGINS (`https://a.example,https://b.example`); throws with what is wrong. */
export function parsePublicOrigins (value: string): PublicOrigins {
  const entries = value.split(',').map((x) => x.trim()).filter(Boolean)
  if (entries.length === 0) return null
  return entries.map((entry) => {
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      throw new Error(`Invalid configuration: PUBLIC_ORIGINS entry "${entry}" is not an origin (e.g. https://school.edu.np)`)
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password ||
      !/^https?:\/\/[^/]+\/?$/.test(entry)) {
      throw new Error(`Invalid configuration: PUBLIC_ORIGINS entry "${entry}" must be a scheme and host only (e.g. https://school.edu.np)`)
    }
    return { origin: url.origin, protocol: url.protocol === 'https:' ? 'https' : 'http', host: url.host }
  })
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?'
const HOST_RE = new RegExp(`^(?:\\[([0-9a-f:.]+)\\]|(${LABEL}(?:\\.${LABEL})*)\\.?)(?::([0-9]{1,5}))?$`)

/**
 * A Host header value checked and written one way (lower case, no trailing dot, no default port), or
 * null when it is not a host: `a%20b`, `%`, empty, `[::1`, `host:99999`, `a:b:c`.
 */
export function normaliseHost (value: string, protocol: 'http' | 'https'): { host: string; hostname: string } | null {
  if (value.length === 0 || value.length > 255) return null
  const m = HOST_RE.exec(value.toLowerCase())
  if (!m) return null
  const [, v6, name, port] = m
  if (v6 !== undefined && !net.isIPv6(v6)) return null
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null
  const hostname = v6 !== undefined ? `[${v6}]` : name!
  const defaultPort = protocol === 'https' ? 443 : 80
  const host = port === undefined || Number(port) === defaultPort ? hostname : `${hostname}:${Number(port)}`
  return { host, hostname }
}

/** The last value of a header a proxy may have appended to (`a, b` → `b`). */
function lastOf (value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  const joined = Array.isArray(value) ? value.join(',') : value
  return joined.slice(joined.lastIndexOf(',') + 1).trim()
}

const PROXY_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']],
  linklocal: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']],
  uniquelocal: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6']]
}

/** Whether the peer of a connection is one of the proxies TRUST_PROXY names (the first hop of a hop count always is). */
export function proxyTrust (trustProxy: false | number | string[]): (remoteAddress: string | undefined) => boolean {
  if (trustProxy === false || trustProxy === 0) return () => false
  if (typeof trustProxy === 'number') return () => true
  const list = new net.BlockList()
  for (const entry of trustProxy) {
    const named = PROXY_RANGES[entry]
    if (named) {
      for (const [address, bits, family] of named) list.addSubnet(address, bits, family)
      continue
    }
    const slash = entry.indexOf('/')
    const address = slash < 0 ? entry : entry.slice(0, slash)
    const bits = slash < 0 ? undefined : entry.slice(slash + 1)
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, family)
    else list.addSubnet(address, Number(bits), family)
  }
  return (remoteAddress) => {
    if (!remoteAddress) return false
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)?.[1]
    const address = mapped ?? remoteAddress
    return list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4')
  }
}

export interface OriginRequest {
  headers: IncomingHttpHeaders
  remoteAddress: string | undefined
}

/**
 * Works out each request's origin. Used twice with the same answer: by the wire cache before the router
 * (raw request) and by the `origins` plugin for the framework's request.
 */
export class OriginPolicy {
  private readonly trusted: (remoteAddress: string | undefined) => boolean
  /** the school's `women.enabled` setting: off, the women's host answers the school's site */
  womenEnabled = true

  constructor (
    private readonly allowed: PublicOrigins,
    private readonly womenHost: string,
    trustProxy: false | number | string[],
    /** the origin of any request for a host outside the list (PUBLIC_ORIGINS unset: localhost on PORT) */
    private readonly fallbackPort: number
  ) {
    this.trusted = proxyTrust(trustProxy)
  }

  /** The first configured origin: where a request for an unknown host is answered from. */
  get defaultOrigin (): string {
    if (this.allowed) return this.allowed[0]!.origin
    return new URL(`http://localhost:${this.fallbackPort}`).origin
  }

  /**
   * Where a site's pages are, seen from a request (issue 33: the women's-centre events' URLs in a feed read
   * from the school's host): the request's own origin for its own site, else the configured origin of the
   * other site, else the request's origin with the other site's host name (the women's host, or localhost).
   */
  siteOrigin (site: SiteKey, from: RequestOrigin): string {
    if (from.site === site) return from.origin
    const isWomen = (origin: string) => new URL(origin).hostname === this.womenHost
    const configured = this.allowed?.find((o) => isWomen(o.origin) === (site === 'women'))
    if (configured) return configured.origin
    const url = new URL(from.origin)
    url.hostname = site === 'women' ? this.womenHost : 'localhost'
    return url.origin
  }

  /** The request's origin, or an error message (400) when its Host or X-Forwarded-Host is malformed. */
  resolve (req: OriginRequest): RequestOrigin | { error: string } {
    const h = req.headers
    const viaProxy = this.trusted(req.remoteAddress)
    const forwardedProto = viaProxy ? lastOf(h['x-forwarded-proto'])?.toLowerCase() : undefined
    const protocol = forwardedProto === 'https' ? 'https' : 'http'
    const forwardedHost = viaProxy ? lastOf(h['x-forwarded-host']) : undefined
    const raw = forwardedHost ?? h.host
    if (raw === undefined) return { error: 'A Host header is required' }
    const asked = normaliseHost(raw, protocol)
    if (!asked) return { error: forwardedHost !== undefined ? 'Malformed X-Forwarded-Host header' : 'Malformed Host header' }
    const match = this.match(asked.host, asked.hostname, protocol)
    const origin = match ?? this.defaultOrigin
    const url = new URL(origin)
    return { origin, host: url.host, hostname: url.hostname, site: this.womenEnabled && url.hostname === this.womenHost ? 'women' : 'school' }
  }

  private match (host: string, hostname: string, protocol: 'http' | 'https'): string | null {
    if (this.allowed === null) {
      if (!LOCAL_HOSTNAMES.includes(hostname) && hostname !== this.womenHost) return null
      return new URL(`${protocol}://${host}`).origin
    }
    // the host as it would be written for the other scheme (`:80` is implied for http only)
    const candidates = this.allowed.filter((o) => o.host === host || normaliseHost(host, o.protocol)?.host === o.host)
    return (candidates.find((o) => o.protocol === protocol) ?? candidates[0])?.origin ?? null
  }

  /** CORS: the configured origins only (unset: the local hosts on any port, where the remotes' dev servers run). */
  allowsCorsOrigin (origin: string): boolean {
    if (this.allowed) return this.allowed.some((o) => o.origin === origin)
    let url: URL
    try {
      url = new URL(origin)
    } catch {
      return false
    }
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin &&
      (LOCAL_HOSTNAMES.includes(url.hostname) || url.hostname === this.womenHost)
  }
}
