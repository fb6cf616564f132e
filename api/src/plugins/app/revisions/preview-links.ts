import { createHash, randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { Knex } from 'knex'
import type { FastifyInstance } from 'fastify'
import { PREVIEWABLE, type Previewable, type SiteKey } from '@school/shared/contract'
import { newId, nowIso } from '../../../lib/ids.js'

declare module 'fastify' {
  interface FastifyInstance {
    previewLinks: ReturnType<typeof createPreviewLinks>
  }
}

interface DbPreviewLink { id: string; tokenHash: string; resource: string; itemId: string; userId: string | null; createdAt: string; expiresAt: string }

/** One API call of a preview's render, and the answer the API gave it. */
export interface PreviewCall { method: string; pathname: string; query: URLSearchParams; status: number; body: () => unknown }

/** What a preview link shows: its site and page path (English), its title, and its render's answers. */
export interface PreviewTarget {
  site: SiteKey
  path: string
  title: string
  /** the previewed item as this call of the render should see it, or undefined to keep the API's answer */
  answer: (call: PreviewCall) => unknown
}

/** A token of 256 random bits, as a URL writes it; stored only as its SHA-256. */
const newToken = () => randomBytes(32).toString('base64url')
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

type Item = Record<string, unknown> & { _id: string }
const isItem = (v: unknown): v is Item => !!v && typeof v === 'object' && !Array.isArray(v) && '_id' in v && typeof v._id === 'string'
const firstPage = (q: URLSearchParams) => Number(q.get('page') ?? 1) <= 1

/** A list's first page with the item first (and not twice). */
function listWith (item: Item, call: PreviewCall): unknown {
  if (call.method !== 'GET' || call.status !== 200 || !firstPage(call.query)) return undefined
  const list = call.body()
  return Array.isArray(list) ? [item, ...list.filter((x) => !isItem(x) || x._id !== item._id)] : undefined
}

const isPreviewable = (r: string): r is Previewable => PREVIEWABLE.some((x) => x === r)

function createPreviewLinks (app: FastifyInstance, knex: Knex) {
  /** The item behind a link, as the page it shows; null when it is gone. */
  async function target (resource: Previewable, id: string): Promise<PreviewTarget | null> {
    const item: unknown = await app.revisions.current(resource, id)
    if (!isItem(item)) return null
    const title = typeof item.title === 'string' ? item.title : ''
    const own = (pathname: string) => (call: PreviewCall) => (call.method === 'GET' && call.pathname === pathname ? item : undefined)
    switch (resource) {
      case 'news': return { site: 'school', path: `/news/${id}`, title, answer: own(`/api/news/${encodeURIComponent(id)}`) }
      case 'careers': return { site: 'school', path: `/careers/${id}`, title, answer: own(`/api/careers/${encodeURIComponent(id)}`) }
      case 'notices': return { site: 'school', path: '/notice', title, answer: (call) => (call.pathname === '/api/notices' ? listWith(item, call) : undefined) }
      case 'events': return { site: 'school', path: '/events', title, answer: (call) => (call.pathname === '/api/events/upcomingevents' ? listWith(item, call) : undefined) }
      case 'pages': {
        const site = item.site === 'women' ? 'women' : 'school'
        const path = String(item.path)
        return {
          site,
          path,
          title,
          answer: (call) => (call.method === 'GET' && call.pathname === '/api/pages/by-path' && call.query.get('site') === site && call.query.get('path') === path ? item : undefined)
        }
      }
    }
  }

  return {
    target,
    /** A new link to the item for `hours`: its row's id, its token (shown once) and when it expires. */
    async create (resource: Previewable, itemId: string, hours: number, userId: string | null): Promise<{ _id: string; token: string; expiresAt: string }> {
      const token = newToken()
      const row: DbPreviewLink = { id: newId(), tokenHash: hashOf(token), resource, itemId, userId, createdAt: nowIso(), expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString() }
      await knex<DbPreviewLink>('preview_links').insert(row)
      // expired links are of no use to anyone: dropped as new ones are made
      await knex('preview_links').where('expiresAt', '<', nowIso()).delete()
      return { _id: row.id, token, expiresAt: row.expiresAt }
    },
    /** Revokes a link; false when there is none by that id. */
    async revoke (id: string): Promise<boolean> {
      return (await knex('preview_links').where({ id }).delete()) > 0
    },
    /** What the token's link shows, while it is neither expired nor revoked, and its item exists; else null. */
    async open (token: string): Promise<PreviewTarget | null> {
      if (token.length < 16 || token.length > 100) return null
      const row = await knex<DbPreviewLink>('preview_links').where({ tokenHash: hashOf(token) }).first()
      if (!row || row.expiresAt <= nowIso() || !isPreviewable(row.resource)) return null
      return target(row.resource, row.itemId)
    }
  }
}

/** Preview links (issue 32, item 5): rows of `preview_links`, and what a link's page shows. */
export default fp(async (app) => {
  app.decorate('previewLinks', createPreviewLinks(app, app.knex))
}, { name: 'preview-links', dependencies: ['knex', 'revisions'] })
