import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { newId, nowIso } from '../../../lib/ids.js'

import type { Role } from '@school/shared/contract'
import { countOf } from '../../../db/index.js'

export interface UserRow {
  _id: string; email: string; name: string; passwordHash: string; tokenVersion: number
  role: Role; mustChangePassword: boolean; disabled: boolean; createdAt: string; updatedAt: string
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>
  }
}

interface DbUser {
  id: string; email: string; name: string; passwordHash: string; tokenVersion?: number | string
  role?: string; mustChangePassword?: number | boolean; disabled?: number | boolean; createdAt: string; updatedAt: string
}

function toUser (r: DbUser): UserRow {
  return {
    _id: r.id,
    email: r.email,
    name: r.name,
    passwordHash: r.passwordHash,
    tokenVersion: Number(r.tokenVersion ?? 0),
    // a role the code does not know (a newer version's) grants nothing beyond the narrowest one
    role: r.role === 'admin' || r.role === 'editor' || r.role === 'admissions' ? r.role : (r.role === undefined ? 'admin' : 'editor'),
    mustChangePassword: Boolean(Number(r.mustChangePassword ?? 0)),
    disabled: Boolean(Number(r.disabled ?? 0)),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt
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
        updatedAt: now
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
     */
    async update (id: string, patch: { role?: Role; disabled?: boolean }): Promise<UserRow | null> {
      const values: Record<string, unknown> = { updatedAt: nowIso() }
      if (patch.role !== undefined) values.role = patch.role
      if (patch.disabled !== undefined) values.disabled = patch.disabled
      if (patch.disabled === true) values.tokenVersion = knex.raw('?? + 1', ['tokenVersion'])
      const n = await knex('users').where({ id }).update(values)
      return n > 0 ? await this.findById(id) : null
    },
    /** Also bumps the token version, which signs out every token issued before, and ends "must change the password". */
    async setPassword (id: string, passwordHash: string): Promise<boolean> {
      return (await knex('users').where({ id }).update({
        passwordHash, mustChangePassword: false, updatedAt: nowIso(), tokenVersion: knex.raw('?? + 1', ['tokenVersion'])
      })) > 0
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
