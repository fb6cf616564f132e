import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { LoginResult } from '@school/shared/contract'
import type { UserRow } from './users-repository.js'
import { newId } from '../../../lib/ids.js'

/** A 2FA ticket: proves the password for this long, and signs nothing in by itself. */
export const TICKET_EXPIRES_IN = '5m'

function expiresAt (app: FastifyInstance, token: string): string {
  const exp = app.jwt.decode<{ exp?: number }>(token)?.exp
  return new Date((exp ?? Date.now() / 1000 + 8 * 3600) * 1000).toISOString()
}

/** A sign-in: a session row and a bearer token that names it (issue 34). */
export async function startSession (app: FastifyInstance, user: UserRow, request: FastifyRequest): Promise<LoginResult> {
  const sid = newId()
  const token = app.signToken(user._id, user.tokenVersion, sid)
  await app.accountsRepository.sessions.create({
    userId: user._id, userAgent: String(request.headers['user-agent'] ?? ''), ip: request.ip, expiresAt: expiresAt(app, token)
  }, sid)
  const setupRequired = user.totpSecret === null && await app.staffSettings.requireTwoFactor()
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    token,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    ...(setupRequired ? { twoFactorSetupRequired: true } : {})
  }
}

/**
 * Ends every session of the caller but this one. For a change of credentials (`version: 'bump'`, or
 * 'bumped' when the password change already did) the token version also moves on, which ends tokens
 * from before sessions existed too, and the caller gets a new token for its session. 'keep' only
 * revokes the other rows (no new token).
 */
export async function endOtherSessions (app: FastifyInstance, request: FastifyRequest, version: 'keep' | 'bump' | 'bumped'): Promise<string | undefined> {
  const userId = request.authUser!._id
  await app.accountsRepository.sessions.revokeAll(userId, request.sessionId)
  if (version === 'keep') return undefined
  const current = version === 'bumped'
    ? (await app.usersRepository.findById(userId))?.tokenVersion ?? 0
    : await app.usersRepository.bumpTokenVersion(userId)
  const token = app.signToken(userId, current, request.sessionId ?? undefined)
  if (request.sessionId) await app.accountsRepository.sessions.extend(request.sessionId, expiresAt(app, token))
  return token
}

/** Ends every session of a user (an admin's action, a reset, disabling). */
export async function endAllSessions (app: FastifyInstance, userId: string): Promise<void> {
  await app.usersRepository.bumpTokenVersion(userId)
  await app.accountsRepository.sessions.revokeAll(userId)
}

/** A ticket for the second step of a sign-in with two-factor on. */
export function signTicket (app: FastifyInstance, user: UserRow): string {
  return app.jwt.sign({ sub: user._id, ver: user.tokenVersion, typ: '2fa' }, { expiresIn: TICKET_EXPIRES_IN })
}

/** The user id a live ticket was issued for, or null (expired, forged, or the password changed since). */
export async function ticketUser (app: FastifyInstance, ticket: string): Promise<UserRow | null> {
  let claims: { sub?: unknown; ver?: unknown; typ?: unknown }
  try {
    claims = app.jwt.verify<{ sub?: unknown; ver?: unknown; typ?: unknown }>(ticket)
  } catch {
    return null
  }
  if (claims.typ !== '2fa' || typeof claims.sub !== 'string') return null
  const user = await app.usersRepository.findById(claims.sub)
  if (!user || user.disabled || user.totpSecret === null || claims.ver !== user.tokenVersion) return null
  return user
}
