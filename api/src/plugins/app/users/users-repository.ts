import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { newId, nowIso } from '../../../lib/ids.js'
import { lockForUpdate } from '../../../db/index.js'

import type { Role } from '@school/shared/contract'
import { countOf } from '../../../db/index.js'

export interface UserRow {
  _id: string; email: string; name: string; passwordHash: string; tokenVersion: number
  role: Role; mustChangePassword: boolean; disabled: boolean; createdAt: string; updatedAt: string
  /** the TOTP secret once two-factor sign-in is on, else null */
  totpSecret: string | null
  /** a secret set up but not yet confirmed by a code */
  totpPending: string | null
  /** the last TOTP time step accepted: a code is accepted once */
  totpLastStep: number
}

export const LAST_ADMIN = 'The last enabled admin cannot be demoted or disabled'

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>
  }
}

interface DbUser {
  id: string; email: string; name: string; passwordHash: string; tokenVersion?: number | string
  role?: string; mustChangePassword?: number | boolean; disabled?: number | boolean; createdAt: string; updatedAt: string
  totpSecret?: string | null; totpPending?: string | null; totpLastStep?: number | string
}

function toUser (r: DbUser): UserRow {
  return {
    _id: r.id,
    email: r.email,
    name: r.name,
    passwordHash: r.passwordHash,
    tokenVersion: Number(r.tokenVersion ?? 0),
    // a role the code does not know (a newer version's) grants nothing beyond the narrowest one
    role: r.role === 'admin' || r.role === 'editor' || r.role === 'admissions' || r.role === 'results' ? r.role : (r.role === undefined ? 'admin' : 'editor'),
    mustChangePassword: Boolean(Number(r.mustChangePassword ?? 0)),
    disabled: Boolean(Number(r.disabled ?? 0)),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    totpSecret: r.totpSecret ?? null,
    totpPending: r.totpPending ?? null,
    totpLastStep: Number(r.totpLastStep ?? 0)
  }
}

/** Needs only a connection, so the CLI can use it without building the app. */
export function createUsersRepository (knex: Knex) {
  return {
    async findByEmail (email: string): Promise<UserRow | null> {
      const r = await knex<DbUser>('users').where({ email: email.trim().toLowerCase() }).first()
      return r ? toUser(r) : null
    },
    async findById (id: string): Promise<UserRow | null> {
      const r = await knex<DbUser>('users').where({ id }).first()
      return r ? toUser(r) : null
    },
    /** role defaults to 'admin' (the CLI, the first administrator); the users screen passes one and mustChangePassword */
    async create (u: { email: string; name: string; passwordHash: string; role?: Role; mustChangePassword?: boolean }): Promise<UserRow> {
      const now = nowIso()
      const row = {
        id: newId(),
        email: u.email.trim().toLowerCase(),
        name: u.name,
        passwordHash: u.passwordHash,
        tokenVersion: 0,
        role: u.role ?? 'admin',
        mustChangePassword: u.mustChangePassword ?? false,
        disabled: false,
        createdAt: now,
        updatedAt: now,
        totpSecret: null,
        totpPending: null,
        totpLastStep: 0
      }
      await knex('users').insert(row)
      return toUser(row)
    },
    /** Every user, oldest first. */
    async list (): Promise<UserRow[]> {
      return (await knex<DbUser>('users').orderBy([{ column: 'createdAt', order: 'asc' }, { column: 'id', order: 'asc' }])).map(toUser)
    },
    /**
     * Role and/or disabled. Every token is checked against the user's row, so a new role applies
     * to the next call; disabling also bumps the token version, so enabling again does not revive old tokens.
     *
     * The console must keep one enabled admin: the check and the write run in one transaction that
     * first locks every enabled admin's row (and the target's) in id order, so two demotions at once
     * queue on the lock and the second sees the first's result (issue 34, finding 5). SQLite has one
     * writer at a time, and its one connection runs the transaction whole.
     * Returns null for an unknown id, LAST_ADMIN when the change would leave no enabled admin.
     */
    async update (id: string, patch: { role?: Role; disabled?: boolean }): Promise<UserRow | typeof LAST_ADMIN | null> {
      const changed = await knex.transaction(async (trx) => {
        const rows = await lockForUpdate(trx, trx<DbUser>('users')
          .where((q) => { void q.where({ role: 'admin', disabled: false }).orWhere({ id }) })
          .orderBy('id').select('id', 'role', 'disabled'))
        const target = rows.find((r) => r.id === id)
        if (!target) return null
        const before = toUser({ ...target, email: '', name: '', passwordHash: '', createdAt: '', updatedAt: '' })
        const losesAdmin = before.role === 'admin' && !before.disabled &&
          ((patch.role !== undefined && patch.role !== 'admin') || patch.disabled === true)
        const admins = rows.filter((r) => r.role === 'admin' && !Number(r.disabled)).length
        if (losesAdmin && admins <= 1) return LAST_ADMIN
        const values: Record<string, unknown> = { updatedAt: nowIso() }
        if (patch.role !== undefined) values.role = patch.role
        if (patch.disabled !== undefined) values.disabled = patch.disabled
        if (patch.disabled === true) values.tokenVersion = trx.raw('?? + 1', ['tokenVersion'])
        await trx('users').where({ id }).update(values)
        return id
      })
      return changed === null || changed === LAST_ADMIN ? changed : await this.findById(id)
    },
    /** Also bumps the token version, which signs out every token issued before, and ends "must change the password". */
    async setPassword (id: string, passwordHash: string): Promise<boolean> {
      return (await knex('users').where({ id }).update({
        passwordHash, mustChangePassword: false, updatedAt: nowIso(), tokenVersion: knex.raw('?? + 1', ['tokenVersion'])
      })) > 0
    },
    /** Bumps the token version: every token issued before stops working. */
    async bumpTokenVersion (id: string): Promise<number> {
      await knex('users').where({ id }).update({ tokenVersion: knex.raw('?? + 1', ['tokenVersion']), updatedAt: nowIso() })
      return (await this.findById(id))?.tokenVersion ?? 0
    },
    async setEmail (id: string, email: string): Promise<void> {
      await knex('users').where({ id }).update({ email: email.trim().toLowerCase(), updatedAt: nowIso() })
    },
    /** Two-factor columns: a pending secret, the confirmed one, the last step accepted. */
    async setTotp (id: string, values: { totpSecret?: string | null; totpPending?: string | null; totpLastStep?: number }): Promise<void> {
      await knex('users').where({ id }).update({ ...values, updatedAt: nowIso() })
    },
    /**
     * Records `step` as used, only if it is later than the last one: true when this call won, so a
     * code sent twice at once signs in once.
     */
    async claimTotpStep (id: string, step: number): Promise<boolean> {
      return (await knex('users').where({ id }).andWhere('totpLastStep', '<', step).update({ totpLastStep: step })) > 0
    },
    async countAdmins (): Promise<number> {
      const n = await countOf(knex('users').where({ role: 'admin', disabled: false }))
      return Number(n)
    },
    async remove (id: string): Promise<boolean> {
      return (await knex('users').where({ id }).delete()) > 0
    },
    async count (): Promise<number> {
      const n = await countOf(knex('users'))
      return Number(n)
    }
  }
}

export default fp(async (app) => {
  app.decorate('usersRepository', createUsersRepository(app.knex))
}, { name: 'users-repository', dependencies: ['knex'] })
