import { hash, verify } from '@node-rs/argon2'

export const MIN_PASSWORD = 8

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
