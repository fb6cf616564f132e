import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCrud, type ListOptions } from '../../../lib/crud.js'
import { nowIso } from '../../../lib/ids.js'
import { publishingValues, whereLive } from '../../../lib/publishing.js'
import { nepaliValues } from '../../../lib/nepali.js'
import { NEPALI_TEXT_FIELDS, type CreateNewsBody, type News } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    newsRepository: ReturnType<typeof createRepository>
  }
}

type NewsItem = News
type NewsRow = Omit<NewsItem, 'user'> & { userId: string | null }

function shape (row: NewsRow): NewsItem {
  const { userId, ...rest } = row
  return { ...rest, user: userId ?? '' }
}

function createRepository (app: FastifyInstance) {
  const crud = createCrud<NewsRow>(app.knex, { table: 'news', search: ['title', 'author', 'description', 'section', 'titleNe', 'descriptionNe'], optional: NEPALI_TEXT_FIELDS })
  const values = (n: CreateNewsBody) => ({
    title: n.title, author: n.author, description: n.description, section: n.section, image: n.image ?? '', ...nepaliValues(n)
  })
  return {
    /** every item, drafts and scheduled ones too (the console) */
    async list (opts: ListOptions = {}) {
      const r = await crud.list(opts)
      return { ...r, items: r.items.map(shape) }
    },
    /** what the public sees: published items whose publishAt has passed */
    async listLive (opts: ListOptions = {}, now = new Date()) {
      const r = await crud.list(opts, whereLive(now))
      return { ...r, items: r.items.map(shape) }
    },
    async latest (limit: number, now = new Date()) {
      return (await crud.list({ limit }, whereLive(now))).items.map(shape)
    },
    async findById (id: string) {
      const r = await crud.findById(id)
      return r && shape(r)
    },
    async findLive (id: string, now = new Date()) {
      const r = await crud.findById(id, whereLive(now))
      return r && shape(r)
    },
    async create (n: CreateNewsBody, userId: string, now = nowIso()) {
      return shape(await crud.insert({ ...values(n), ...publishingValues(n), userId, createdAt: now, updatedAt: now }))
    },
    async update (id: string, n: CreateNewsBody) {
      const r = await crud.update(id, { ...values(n), ...publishingValues(n, 'edit'), updatedAt: nowIso() })
      return r && shape(r)
    },
    async remove (id: string) {
      const r = await crud.remove(id)
      return r && shape(r)
    },
    count: crud.count,
    fileRefs: () => crud.columnValues(['image'])
  }
}

export default fp(async (app) => {
  const repo = createRepository(app)
  app.decorate('newsRepository', repo)
  app.files.addRefSource(repo.fileRefs)
}, { name: 'news-repository', dependencies: ['knex', 'files'] })
