import { hash, verify } from '@node-rs/argon2'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'

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

// The dictionaries ship inside @zxcvbn-ts/language-common; nothing is fetched at run time.
let checker: ZxcvbnFactory | null = null

/**
 * Why this password is refused, or null when it is acceptable. `related` are strings an
 * attacker would try first (the account's email and name).
 */
export function passwordProblem (password: string, related: string[] = []): string | null {
  if ([...password].length < MIN_PASSWORD) return PASSWORD_TOO_SHORT
  if (password.length > MAX_PASSWORD) return `The password must be at most ${MAX_PASSWORD} characters`
  checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs })
  const inputs = related.flatMap((r) => [r, ...r.split(/[@.\s_-]+/)]).filter((r) => r.length >= 3)
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
