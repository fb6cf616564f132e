import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import { EDITING_EXPIRES_SECONDS, type Editable, type Editor } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    editing: ReturnType<typeof createEditing>
  }
}

interface DbEditing { resource: string; itemId: string; userId: string; userName: string; since: string; seenAt: string }

export interface EditingUser { _id: string; name: string }

/**
 * Who has which item open in a console form (issue 32, item 6): a row per user and item in the database,
 * so every instance of the API sees every other's. A heartbeat refreshes the row; a row not refreshed for
 * EDITING_EXPIRES_SECONDS is no one's any more (removed on the next heartbeat of the item). `now` is the
 * clock, replaced by tests.
 */
export function createEditing (knex: Knex) {
  const self = {
    now: (): number => Date.now(),
    /**
     * This user has the item open (since their first heartbeat, or since now when taking over, which ends
     * the others' claims); answers since when, and the others who have it open, the first to open it first.
     */
    async heartbeat (resource: Editable, itemId: string, user: EditingUser, takeOver = false): Promise<{ since: string; others: Editor[] }> {
      const now = new Date(self.now())
      const at = now.toISOString()
      const expired = new Date(now.getTime() - EDITING_EXPIRES_SECONDS * 1000).toISOString()
      const item = knex<DbEditing>('editing').where({ resource, itemId })
      await item.clone().where('seenAt', '<', expired).delete()
      if (takeOver) await item.clone().whereNot({ userId: user._id }).delete()
      const mine = await item.clone().where({ userId: user._id }).first()
      if (mine && !takeOver) await item.clone().where({ userId: user._id }).update({ seenAt: at, userName: user.name.slice(0, 100) })
      else if (mine) await item.clone().where({ userId: user._id }).update({ seenAt: at, since: at, userName: user.name.slice(0, 100) })
      else {
        // two instances may insert at once: the second finds the row made and only refreshes it
        await knex<DbEditing>('editing').insert({ resource, itemId, userId: user._id, userName: user.name.slice(0, 100), since: at, seenAt: at })
          .onConflict(['resource', 'itemId', 'userId']).merge(['seenAt'])
      }
      const rows = await item.clone().orderBy([{ column: 'since', order: 'asc' }, { column: 'userId', order: 'asc' }])
      const since = rows.find((r) => r.userId === user._id)?.since ?? at
      return { since, others: rows.filter((r) => r.userId !== user._id).map((r) => ({ name: r.userName, since: r.since })) }
    },
    /** This user has left the item's form. */
    async leave (resource: Editable, itemId: string, userId: string): Promise<void> {
      await knex('editing').where({ resource, itemId, userId }).delete()
    }
  }
  return self
}

export default fp(async (app) => {
  app.decorate('editing', createEditing(app.knex))
}, { name: 'editing', dependencies: ['knex'] })
