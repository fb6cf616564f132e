import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { newId, nowIso } from '../../../lib/ids.js'
import { countOf, parseJson } from '../../../db/index.js'

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: ReturnType<typeof createAccountsRepository>
    /** the staff-account settings an admin sets, read through a short cache (every call asks) */
    staffSettings: StaffSettings
  }
}

export interface StaffSettings {
  requireTwoFactor (): Promise<boolean>
  setRequireTwoFactor (value: boolean): Promise<void>
}

/** Another instance's change is seen within this long. */
const SETTINGS_TTL_MS = 5_000

export interface SessionRow {
  id: string; userId: string; userAgent: string; ip: string
  createdAt: string; lastSeenAt: string; expiresAt: string; revokedAt: string | null
}

interface ResetRow { tokenHash: string; userId: string; createdAt: string; expiresAt: string; usedAt: string | null }
interface SettingRow { id: string; value: string; updatedAt: string }

/** Codes and reset tokens are long random strings: one SHA-256 is enough to keep them useless if the table leaks. */
export function sha256 (s: string): string {
  return createHash('sha256').update(s).digest('hex')
}

/**
 * Sign-in sessions, recovery codes, reset links and the instance settings (issue 34): the rows
 * around a staff account that are not the account itself.
 */
export function createAccountsRepository (knex: Knex) {
  return {
    sessions: {
      async create (s: { userId: string; userAgent: string; ip: string; expiresAt: string }, id = newId()): Promise<SessionRow> {
        const now = nowIso()
        const row: SessionRow = { id, userId: s.userId, userAgent: s.userAgent.slice(0, 300), ip: s.ip.slice(0, 64), createdAt: now, lastSeenAt: now, expiresAt: s.expiresAt, revokedAt: null }
        await knex('user_sessions').insert(row)
        return row
      },
      async find (id: string): Promise<SessionRow | null> {
        return (await knex<SessionRow>('user_sessions').where({ id }).first()) ?? null
      },
      /** One write a minute at most per session: the condition makes the other calls no-ops. */
      async touch (id: string, now: Date, everyMs: number): Promise<void> {
        await knex('user_sessions').where({ id }).andWhere('lastSeenAt', '<', new Date(now.getTime() - everyMs).toISOString())
          .update({ lastSeenAt: now.toISOString() })
      },
      /** The user's live sessions, the most recently used first. */
      async listLive (userId: string, now = nowIso()): Promise<SessionRow[]> {
        return knex<SessionRow>('user_sessions').where({ userId }).whereNull('revokedAt').andWhere('expiresAt', '>', now)
          .orderBy([{ column: 'lastSeenAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      },
      async extend (id: string, expiresAt: string): Promise<void> {
        await knex('user_sessions').where({ id }).update({ expiresAt })
      },
      async revoke (userId: string, id: string): Promise<boolean> {
        return (await knex('user_sessions').where({ userId, id }).whereNull('revokedAt').update({ revokedAt: nowIso() })) > 0
      },
      /** Every live session of the user but `keepId` (none kept when it is null); how many ended. */
      async revokeAll (userId: string, keepId: string | null = null): Promise<number> {
        const q = knex('user_sessions').where({ userId }).whereNull('revokedAt')
        if (keepId) q.andWhereNot({ id: keepId })
        return q.update({ revokedAt: nowIso() })
      },
      /** Rows that can no longer sign anything in, kept a week for the list's sake. */
      async prune (before: string): Promise<number> {
        return knex('user_sessions').where('expiresAt', '<', before).delete()
      }
    },
    recoveryCodes: {
      /** Replaces the user's codes with these (plain codes in, hashes stored). */
      async replace (userId: string, codes: string[]): Promise<void> {
        await knex.transaction(async (trx) => {
          await trx('user_recovery_codes').where({ userId }).delete()
          if (codes.length > 0) await trx('user_recovery_codes').insert(codes.map((c) => ({ id: newId(), userId, codeHash: sha256(c), usedAt: null })))
        })
      },
      /** Marks the code used if it is the user's and unused; true only for the one call that did. */
      async use (userId: string, code: string): Promise<boolean> {
        return (await knex('user_recovery_codes').where({ userId, codeHash: sha256(code) }).whereNull('usedAt').update({ usedAt: nowIso() })) > 0
      },
      async remaining (userId: string): Promise<number> {
        return countOf(knex('user_recovery_codes').where({ userId }).whereNull('usedAt'))
      }
    },
    resets: {
      async create (userId: string, token: string, expiresAt: string): Promise<void> {
        await knex('password_resets').insert({ tokenHash: sha256(token), userId, createdAt: nowIso(), expiresAt, usedAt: null })
      },
      /** How many unused links the user asked for since `since`: a throttle on mails to one address. */
      async countSince (userId: string, since: string): Promise<number> {
        return countOf(knex('password_resets').where({ userId }).andWhere('createdAt', '>', since))
      },
      /** The user a live link belongs to, without using it up. */
      async peek (token: string, now = nowIso()): Promise<string | null> {
        const row = await knex<ResetRow>('password_resets').where({ tokenHash: sha256(token) }).whereNull('usedAt').andWhere('expiresAt', '>', now).first()
        return row?.userId ?? null
      },
      /** Uses the link up, and every other link of the user; true only for the one call that won it. */
      async consume (token: string, userId: string, now = nowIso()): Promise<boolean> {
        const won = (await knex('password_resets').where({ tokenHash: sha256(token), userId }).whereNull('usedAt').andWhere('expiresAt', '>', now).update({ usedAt: now })) > 0
        if (won) await knex('password_resets').where({ userId }).whereNull('usedAt').update({ usedAt: now })
        return won
      }
    },
    settings: {
      async get<T> (id: string, fallback: T): Promise<T> {
        const row = await knex<SettingRow>('settings').where({ id }).first()
        return row ? parseJson<T>(row.value, fallback) : fallback
      },
      async set (id: string, value: unknown): Promise<void> {
        const row = { id, value: JSON.stringify(value), updatedAt: nowIso() }
        const n = await knex('settings').where({ id }).update({ value: row.value, updatedAt: row.updatedAt })
        if (n === 0) await knex('settings').insert(row).onConflict('id').merge()
      }
    }
  }
}

export default fp(async (app) => {
  const repo = createAccountsRepository(app.knex)
  app.decorate('accountsRepository', repo)
  let cached: { value: boolean; at: number } | null = null
  app.decorate('staffSettings', {
    async requireTwoFactor () {
      if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.value
      const value = (await repo.settings.get<boolean>('requireTwoFactor', false)) === true
      cached = { value, at: Date.now() }
      return value
    },
    async setRequireTwoFactor (value: boolean) {
      await repo.settings.set('requireTwoFactor', value)
      cached = { value, at: Date.now() }
    }
  } satisfies StaffSettings)
}, { name: 'accounts-repository', dependencies: ['knex'] })
