import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCrud } from '../../../lib/crud.js'
import { nowIso } from '../../../lib/ids.js'
import { publishingValues, whereLive } from '../../../lib/publishing.js'
import type { Block, CreatePageBody, Page, PageSummary, Site, UpdatePageBody } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    pagesRepository: ReturnType<typeof createRepository>
  }
}

type PageRow = Omit<Page, 'ne'> & { titleNe: string | null; descriptionNe: string | null; userId: string | null }

function shape (row: PageRow): Page {
  const { titleNe, descriptionNe, userId: _userId, ...rest } = row
  const ne: Page['ne'] = {}
  if (titleNe) ne.title = titleNe
  if (descriptionNe) ne.description = descriptionNe
  return { ...rest, ne }
}

/** Every uploaded file a page's blocks name (so the uploads they use are never swept away). */
export function blockFiles (blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    if (b.type === 'image') return [b.file]
    if (b.type === 'gallery') return b.files
    if (b.type === 'cards') return b.items.flatMap((i) => (i.file ? [i.file] : []))
    if (b.type === 'brochures' || b.type === 'logos') return b.items.map((i) => i.file)
    return []
  })
}

function nepali (ne: CreatePageBody['ne'] | undefined): { titleNe?: string | null; descriptionNe?: string | null } {
  if (!ne) return {}
  const out: { titleNe?: string | null; descriptionNe?: string | null } = {}
  if (ne.title !== undefined) out.titleNe = ne.title || null
  if (ne.description !== undefined) out.descriptionNe = ne.description || null
  return out
}

function createRepository (app: FastifyInstance) {
  const crud = createCrud<PageRow>(app.knex, { table: 'pages', search: ['title', 'path', 'titleNe'], json: ['blocks'], order: [['path', 'asc']] })
  return {
    /** every page of a site, drafts and scheduled ones too (the console) */
    async list (site: Site): Promise<Page[]> {
      return (await crud.list({}, (qb) => { qb.where({ site }) })).items.map(shape)
    },
    /** the published pages of a site whose publishAt has passed */
    async listLive (site: Site, now = new Date()): Promise<PageSummary[]> {
      const rows = (await crud.list({}, (qb) => { qb.where({ site }); whereLive(now)(qb) })).items.map(shape)
      return rows.map((p) => ({ _id: p._id, path: p.path, title: p.title, ne: p.ne.title ? { title: p.ne.title } : {} }))
    },
    async findById (id: string): Promise<Page | null> {
      const r = await crud.findById(id)
      return r && shape(r)
    },
    async findByPath (site: Site, path: string): Promise<Page | null> {
      const r = (await crud.list({ limit: 1 }, (qb) => { qb.where({ site, path }) })).items[0]
      return r ? shape(r) : null
    },
    async findLiveByPath (site: Site, path: string, now = new Date()): Promise<Page | null> {
      const r = (await crud.list({ limit: 1 }, (qb) => { qb.where({ site, path }); whereLive(now)(qb) })).items[0]
      return r ? shape(r) : null
    },
    async create (p: CreatePageBody, userId: string | null, now = nowIso()): Promise<Page> {
      return shape(await crud.insert({
        site: p.site, path: p.path, title: p.title, description: p.description ?? '', blocks: p.blocks,
        titleNe: null, descriptionNe: null, ...nepali(p.ne), ...publishingValues(p), userId, createdAt: now, updatedAt: now
      }))
    },
    async update (id: string, p: UpdatePageBody): Promise<Page | null> {
      const values: Record<string, unknown> = { ...nepali(p.ne), ...publishingValues(p, 'edit'), updatedAt: nowIso() }
      for (const key of ['path', 'title', 'description', 'blocks'] as const) if (p[key] !== undefined) values[key] = p[key]
      const r = await crud.update(id, values)
      return r && shape(r)
    },
    async remove (id: string): Promise<Page | null> {
      const r = await crud.remove(id)
      return r && shape(r)
    },
    async fileRefs (): Promise<unknown[]> {
      const rows = await app.knex('pages').select('blocks') as Array<{ blocks: unknown }>
      return rows.flatMap((r) => blockFiles(crud.toApi({ id: '', blocks: r.blocks }).blocks))
    }
  }
}

export default fp(async (app) => {
  const repo = createRepository(app)
  app.decorate('pagesRepository', repo)
  app.files.addRefSource(repo.fileRefs)
}, { name: 'pages-repository', dependencies: ['knex', 'files'] })
