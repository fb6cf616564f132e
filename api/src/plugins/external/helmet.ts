import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import helmet from 'helmet'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config.js'

/** Origins of remotes deployed elsewhere (absolute URLs in REMOTE_URL_*). */
function remoteOrigins (config: AppConfig): string[] {
  const origins = new Set<string>()
  for (const url of Object.values(config.remoteUrls)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin)
  }
  return [...origins]
}

/**
 * The Content-Security-Policy allows exactly what the site needs: its own origin and the
 * configured remote origins, YouTube-nocookie and Google Maps frames, and reCAPTCHA.
 * No 'unsafe-eval' and no inline script. Inline *styles* are allowed because antd's
 * CSS-in-JS injects <style> elements at run time.
 */
export function cspDirectives (config: AppConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config)
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...recaptcha],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', 'https://maps.google.com', ...recaptcha],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"]
  }
}

/** Headers that only mean something on a document a browser renders (HTML, or a file opened on its own). */
const DOCUMENT_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection'
])

export interface SecurityHeaders {
  /** sent with every answer */
  always: Record<string, string>
  /** sent with every answer except JSON (see `isJson`) */
  document: Record<string, string>
}

/**
 * helmet's header set, worked out once. helmet is written as a middleware that sets headers on
 * a response; its answers depend only on the options, so it runs once here against a stand-in
 * response and the result is kept. (The fastify wrapper builds the middleware anew on every
 * request, which re-parses the CSP: 15–25 µs of CPU per request, docs/performance.md.)
 */
export function securityHeaders (config: AppConfig): SecurityHeaders {
  // a response of no connection: helmet sets its headers on it, and nothing is ever sent
  const request = new IncomingMessage(new Socket())
  const response = new ServerResponse(request)
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // remotes and uploads may be loaded from another origin (remote dev servers, a CDN)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // served over plain http on localhost; HSTS belongs to the TLS-terminating proxy
    strictTransportSecurity: false
  })(request, response, () => {})
  const out: SecurityHeaders = { always: {}, document: {} }
  for (const [name, header] of Object.entries(response.getHeaders())) {
    const value = String(header)
    if (DOCUMENT_HEADERS.has(name)) out.document[name] = value
    else out.always[name] = value
  }
  return out
}

/**
 * The policy of a JSON answer (issue 35): it loads nothing and is framed nowhere, so a JSON body opened
 * as a page, or an error echoing input, can run nothing. Worked out once, at start-up.
 */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'"

/** JSON is data for a script, never a page: the document headers do nothing on it. */
const isJson = (type: unknown) => typeof type === 'string' && /^application\/(?:[\w.+-]*\+)?json\b/.test(type)

export default fp(async (app) => {
  const { always, document } = securityHeaders(app.config)
  const documentEntries = Object.entries(document)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(always)
    done()
  })
  // A route may set its own (uploads are sandboxed, the API docs have their own CSP): that one stays.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) {
      for (const [name, value] of documentEntries) if (!reply.hasHeader(name)) reply.header(name, value)
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', JSON_CSP)
    }
    done(null, payload)
  })
}, { name: 'helmet', dependencies: ['config'] })
