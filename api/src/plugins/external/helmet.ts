import helmet from '@fastify/helmet'
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

export default fp(async (app) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
    // remotes and uploads may be loaded from another origin (remote dev servers, a CDN)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // served over plain http on localhost; HSTS belongs to the TLS-terminating proxy
    strictTransportSecurity: false
  })
}, { name: 'helmet', dependencies: ['config'] })
