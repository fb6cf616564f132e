import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard
  }
}

/**
 * Per-account throttle, on top of the per-IP route limit: after N failed attempts an
 * account is locked for a while, whichever IPs the attempts come from. In memory on
 * purpose: one process, and a restart merely forgives.
 */
export class LoginGuard {
  private readonly failures = new Map<string, { count: number; lockedUntil: number; last: number }>()
  constructor (private readonly maxFailures: number, private readonly lockMs: number) {}

  /** milliseconds until the account unlocks, or 0 */
  lockedFor (email: string, now = Date.now()): number {
    const f = this.failures.get(email)
    return f && f.lockedUntil > now ? f.lockedUntil - now : 0
  }

  fail (email: string, now = Date.now()): void {
    const f = this.failures.get(email)
    const fresh = !f || now - f.last > this.lockMs
    const count = fresh ? 1 : f.count + 1
    this.failures.set(email, { count, last: now, lockedUntil: count >= this.maxFailures ? now + this.lockMs : 0 })
    if (this.failures.size > 10_000) this.prune(now)
  }

  succeed (email: string): void {
    this.failures.delete(email)
  }

  private prune (now: number): void {
    for (const [k, v] of this.failures) if (now - v.last > this.lockMs) this.failures.delete(k)
  }
}

export default fp(async (app) => {
  const { loginFailuresPerAccount, accountLockMinutes } = app.config.rateLimits
  app.decorate('loginGuard', new LoginGuard(loginFailuresPerAccount, accountLockMinutes * 60_000))
}, { name: 'login-guard', dependencies: ['config'] })
