import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard
  }
}

export interface LoginGuardOptions {
  /** failures from one IP against one account before that pair is locked */
  maxFailures: number
  /** how long the pair stays locked, and how long failures are remembered */
  lockMs: number
  /** first delay, per account, once `maxFailures` failures came from anywhere; doubles with each further failure */
  baseDelayMs: number
  maxDelayMs: number
}

interface PairState { count: number; last: number; lockedUntil: number }
interface AccountState { count: number; last: number }

/**
 * Throttles password guessing without handing attackers a lock-out button (issue 20, points 2 and 9).
 *
 * - The account key is the resolved user id (or the normalised email when no user matches), so
 *   spellings the database collation folds together (`victim@exámple.com`, full-width letters)
 *   share one counter.
 * - One IP guessing one account is locked after `maxFailures` failures for `lockMs`.
 * - Across all IPs an account only slows down: after `maxFailures` failures each further attempt
 *   from an IP that never signed in to it waits a doubling delay (capped). An IP the account
 *   signed in from before is not delayed, so a stranger's guesses can't keep the owner out.
 *
 * In memory on purpose: one process, and a restart merely forgives.
 */
export class LoginGuard {
  private readonly pairs = new Map<string, PairState>()
  private readonly accounts = new Map<string, AccountState>()
  /** "account ip" pairs that signed in successfully, with the time */
  private readonly known = new Map<string, number>()

  constructor (private readonly opts: LoginGuardOptions) {}

  /** milliseconds this IP must wait before trying this account again, or 0 */
  waitFor (account: string, ip: string, now = Date.now()): number {
    const pair = this.pairs.get(pairKey(account, ip))
    if (pair && pair.lockedUntil > now) return pair.lockedUntil - now
    if (this.known.has(pairKey(account, ip))) return 0
    const acc = this.accounts.get(account)
    if (!acc || now - acc.last > this.opts.lockMs || acc.count < this.opts.maxFailures) return 0
    const delay = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 2 ** (acc.count - this.opts.maxFailures))
    return Math.max(0, acc.last + delay - now)
  }

  fail (account: string, ip: string, now = Date.now()): void {
    const key = pairKey(account, ip)
    const pair = this.pairs.get(key)
    const count = !pair || now - pair.last > this.opts.lockMs ? 1 : pair.count + 1
    this.pairs.set(key, { count, last: now, lockedUntil: count >= this.opts.maxFailures ? now + this.opts.lockMs : 0 })
    const acc = this.accounts.get(account)
    this.accounts.set(account, { count: !acc || now - acc.last > this.opts.lockMs ? 1 : acc.count + 1, last: now })
    if (this.pairs.size + this.accounts.size > 20_000) this.prune(now)
  }

  succeed (account: string, ip: string, now = Date.now()): void {
    const key = pairKey(account, ip)
    this.pairs.delete(key)
    this.accounts.delete(account)
    this.known.set(key, now)
    if (this.known.size > 10_000) {
      // forget the oldest sign-ins first (Map keeps insertion order)
      for (const k of this.known.keys()) { this.known.delete(k); if (this.known.size <= 5_000) break }
    }
  }

  private prune (now: number): void {
    for (const [k, v] of this.pairs) if (now - v.last > this.opts.lockMs) this.pairs.delete(k)
    for (const [k, v] of this.accounts) if (now - v.last > this.opts.lockMs) this.accounts.delete(k)
  }
}

function pairKey (account: string, ip: string): string {
  return `${account} ${ip}`
}

/**
 * The key for an email that matches no user: the forms a lenient collation or a careless
 * client would treat as the same address (compatibility forms, case, control characters)
 * share one key.
 */
export function emailKey (email: string): string {
  // eslint-disable-next-line no-control-regex
  return 'email:' + email.normalize('NFKC').replace(/[\u0000-\u001f\u007f\s]/g, '').toLowerCase()
}

export default fp(async (app) => {
  const { loginFailuresPerAccount, accountLockMinutes } = app.config.rateLimits
  app.decorate('loginGuard', new LoginGuard({
    maxFailures: loginFailuresPerAccount,
    lockMs: accountLockMinutes * 60_000,
    baseDelayMs: 2_000,
    maxDelayMs: 60_000
  }))
}, { name: 'login-guard', dependencies: ['config'] })
