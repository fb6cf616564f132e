import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createCrud, type ListOptions } from '../../../lib/crud.js'
import { todayIn } from '../../../lib/dates.js'
import { whereLive } from '../../../lib/publishing.js'
import { EVENT_DETAIL_FIELDS, NEPALI_TEXT_FIELDS, type SchoolEvent, type WomenEvent } from '@school/shared/contract'

declare module 'fastify' {
  interface FastifyInstance {
    eventsRepository: ReturnType<typeof createRepository>
    womenEventsRepository: ReturnType<typeof createCrud<WomenEvent>>
  }
}

const OPTIONAL = [...NEPALI_TEXT_FIELDS, ...EVENT_DETAIL_FIELDS]

type EventRow = Omit<SchoolEvent, 'user' | 'isOutdated'> & { userId: string | null }

/** isOutdated is computed at read time from the date, never stored. */
function shape (row: EventRow, today: string): SchoolEvent {
  const { userId, ...rest } = row
  return { ...rest, user: userId ?? '', isOutdated: row.date < today }
}

function createRepository (app: FastifyInstance) {
  const search = ['title', 'description', 'titleNe', 'descriptionNe']
  const newestFirst = createCrud<EventRow>(app.knex, { table: 'events', search, optional: OPTIONAL, stamped: true, order: [['date', 'desc'], ['createdAt', 'desc']] })
  const soonestFirst = createCrud<EventRow>(app.knex, { table: 'events', search, optional: OPTIONAL, stamped: true, order: [['date', 'asc'], ['createdAt', 'asc']] })
  // "today" is the school's: an event on 15 Nov is upcoming until midnight in Kathmandu
  const localToday = () => todayIn(app.config.timeZone)
  const shapeAll = (rows: EventRow[], today: string) => rows.map((r) => shape(r, today))
  return {
    /** every event, latest date first (admin list) */
    async list (opts: ListOptions = {}, today = localToday()) {
      const r = await newestFirst.list(opts)
      return { ...r, items: shapeAll(r.items, today) }
    },
    /** public events dated today or later, soonest first */
    async upcoming (opts: ListOptions = {}, today = localToday(), now = new Date()) {
      const live = whereLive(now)
      const r = await soonestFirst.list(opts, (qb) => { qb.where('date', '>=', today); live(qb) })
      return { ...r, items: shapeAll(r.items, today) }
    },
    /** published events dated `from` or later, soonest first (the calendar feeds, issue 33) */
    async since (from: string, limit: number, today = localToday(), now = new Date()) {
      const r = await soonestFirst.list({ limit }, (qb) => { qb.where('date', '>=', from); whereLive(now)(qb) })
      return shapeAll(r.items, today)
    },
    /** one published event whose publishAt has passed, or null (its page and its calendar file) */
    async findLive (id: string, today = localToday(), now = new Date()) {
      const r = await newestFirst.findById(id, whereLive(now))
      return r && shape(r, today)
    },
    async findById (id: string, today = localToday()) {
      const r = await newestFirst.findById(id)
      return r && shape(r, today)
    },
    async insert (values: Record<string, unknown>) {
      return shape(await newestFirst.insert(values), localToday())
    },
    async update (id: string, values: Record<string, unknown>) {
      const r = await newestFirst.update(id, values)
      return r && shape(r, localToday())
    },
    async remove (id: string) {
      const r = await newestFirst.remove(id)
      return r && shape(r, localToday())
    },
    fileRefs: () => newestFirst.columnValues(['image'])
  }
}

export default fp(async (app) => {
  const repo = createRepository(app)
  app.decorate('eventsRepository', repo)
  app.files.addRefSource(repo.fileRefs)
  app.decorate('womenEventsRepository', createCrud<WomenEvent>(app.knex, {
    table: 'women_events', search: ['title', 'description', 'titleNe', 'descriptionNe'], optional: OPTIONAL, stamped: true, order: [['startDate', 'desc']]
  }))
}, { name: 'events-repository', dependencies: ['knex', 'files'] })
