import fp from 'fastify-plugin'
import type { CaptchaVerifier } from '../../config.js'

declare module 'fastify' {
  interface FastifyInstance {
    captcha: { enabled: boolean; verify: CaptchaVerifier }
  }
}

/** Google's check, with a short timeout: a slow Google must not hold registrations hostage. */
export function googleVerifier (secret: string): CaptchaVerifier {
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret, response: token, remoteip: remoteIp })
    const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST', body, signal: AbortSignal.timeout(5000)
    })
    if (!res.ok) return false
    const data: unknown = await res.json()
    return typeof data === 'object' && data !== null && 'success' in data && data.success === true
  }
}

export default fp(async (app) => {
  const { captchaVerifier, recaptchaSecret } = app.config
  const verify = captchaVerifier ?? (recaptchaSecret ? googleVerifier(recaptchaSecret) : null)
  if (!verify) app.log.info('captcha: RECAPTCHA_SECRET is not set, registration captcha is OFF')
  app.decorate('captcha', {
    enabled: verify !== null,
    verify: async (token: string, ip: string) => {
      if (!verify) return true
      try {
        return await verify(token, ip)
      } catch (err) {
        app.log.warn({ err }, 'captcha verification failed to run')
        return false
      }
    }
  })
}, { name: 'captcha', dependencies: ['config'] })
