import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { newId, nowIso } from '../../../lib/ids.js'

export interface UserRow { _id: string; email: string; name: string; passwordHash: string; tokenVersion: number; createdAt: string; updatedAt: string }

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>
  }
}

interface DbUser { id: string; email: string; name: string; passwordHash: string; tokenVersion?: number | string; createdAt: string; updatedAt: string }

function toUser (r: DbUser): UserRow {
  return { _id: r.id, email: r.email, name: r.name, passwordHash: r.passwordHash, tokenVersion: Number(r.tokenVersion ?? 0), createdAt: r.createdAt, updatedAt: r.updatedAt }
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
    async create (u: { email: string; name: string; passwordHash: string }): Promise<UserRow> {
      const now = nowIso()
      const row = { id: newId(), email: u.email.trim().toLowerCase(), name: u.name, passwordHash: u.passwordHash, tokenVersion: 0, createdAt: now, updatedAt: now }
      await knex('users').insert(row)
      return toUser(row)
    },
    /** Also bumps the token version, which signs out every token issued before. */
    async setPassword (id: string, passwordHash: string): Promise<boolean> {
      return (await knex('users').where({ id }).update({ passwordHash, updatedAt: nowIso(), tokenVersion: knex.raw('?? + 1', ['tokenVersion']) })) > 0
    },
    async remove (id: string): Promise<boolean> {
      return (await knex('users').where({ id }).delete()) > 0
    },
    async count (): Promise<number> {
      const [{ n }] = await knex('users').count({ n: '*' }) as Array<{ n: number | string }>
      return Number(n)
    }
  }
}

export default fp(async (app) => {
  app.decorate('usersRepository', createUsersRepository(app.knex))
}, { name: 'users-repository', dependencies: ['knex'] })
