import { hash, verify } from '@node-rs/argon2'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import type { FastifyInstance } from 'fastify'

/** NIST SP 800-63B: a minimum length, no composition rules, and a check against common passwords. */
export const MIN_PASSWORD = 10
export const MAX_PASSWORD = 200
/**
 * zxcvbn score 0-4; 3 means about 10^8 guesses or more. Below that a password is a common
 * one, a keyboard walk, a date or a dictionary word with small changes.
 */
export const MIN_SCORE = 3

export const PASSWORD_TOO_SHORT = `The password must be at least ${MIN_PASSWORD} characters`
export const PASSWORD_TOO_COMMON = 'This password is too common or too easy to guess. Use a longer phrase of unrelated words.'
/** what a password must keep besides the site's names and the email's local part */
const CONTEXT_REST_MIN = 8
export const PASSWORD_HAS_CONTEXT = 'The password must not contain the name of the school or the centre, or the name in your email address. Use a phrase of unrelated words.'

/** letters and digits only, lower case: `Valley School` and `valley-school` compare alike */
function squash (s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

/**
 * The institution as its staff's passwords must not spell it: both sites' names and email addresses,
 * read from their settings (issue 31), so a renamed site is covered without a code change.
 */
export async function siteWords (app: FastifyInstance): Promise<string[]> {
  return wordsOf(await Promise.all([app.settingsRepository.get('school'), app.settingsRepository.get('women')]))
}

/** The names and email addresses of some sites' settings (the CLI reads them from the table itself). */
export function wordsOf (sites: ReadonlyArray<Partial<Record<'name' | 'shortName' | 'email', unknown>>>): string[] {
  const words = sites.flatMap((s) => [s.name, s.shortName, s.email])
  return words.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
}

/**
 * What an attacker tries first against this site's staff (issue 34): the institutions' names
 * (`site`: `siteWords`, from the sites' settings), whole and joined (`HopeAcademy`), the web domain's
 * name, and the email's local part.
 */
export function contextWords (email = '', site: readonly string[] = []): string[] {
  const names = site.filter((w) => !w.includes('@'))
  const domains = site.filter((w) => w.includes('@')).map((e) => e.split('@')[1]?.split('.')[0] ?? '')
  const local = email.split('@')[0] ?? ''
  return [...names, ...domains, local].map(squash).filter((w) => w.length >= 4)
}

// The dictionaries ship inside @zxcvbn-ts/language-common; nothing is fetched at run time.
let checker: ZxcvbnFactory | null = null

/**
 * Why this password is refused, or null when it is acceptable. `related` are strings an
 * attacker would try first (the account's email and name); `site` the institution's (`siteWords`).
 */
export function passwordProblem (password: string, related: string[] = [], site: readonly string[] = []): string | null {
  if ([...password].length < MIN_PASSWORD) return PASSWORD_TOO_SHORT
  if (password.length > MAX_PASSWORD) return `The password must be at most ${MAX_PASSWORD} characters`
  // a context word may appear in a phrase, but not carry it: what is left without them must still be
  // NIST's minimum of 8 characters (`HopeAcademy2026!` leaves `2026`)
  const email = related.find((r) => r.includes('@')) ?? ''
  const squashed = squash(password)
  const words = contextWords(email, site).filter((w) => squashed.includes(w))
  if (words.length > 0 && words.reduce((rest, w) => rest.split(w).join(''), squashed).length < CONTEXT_REST_MIN) return PASSWORD_HAS_CONTEXT
  checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
  const inputs = [...related, ...site.filter((w) => !w.includes('@'))].flatMap((r) => [r, ...r.split(/[@.\s_-]+/)]).filter((r) => r.length >= 3)
  return checker.check(password, inputs).score < MIN_SCORE ? PASSWORD_TOO_COMMON : null
}

export function hashPassword (password: string): Promise<string> {
  return hash(password)
}

// Verifying against a fixed hash when the account does not exist keeps the
// response time the same, so login timing doesn't reveal which emails exist.
let dummy: Promise<string> | null = null

export async function verifyPassword (passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummy ??= hash('not-a-real-password')
    await verify(await dummy, password).catch(() => false)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
