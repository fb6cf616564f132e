import { v7 } from 'uuid'

/** Opaque, time-ordered, unguessable ids generated in the app (no auto-increment differences between dialects). */
export function newId (): string {
  return v7()
}

export function nowIso (): string {
  return new Date().toISOString()
}

