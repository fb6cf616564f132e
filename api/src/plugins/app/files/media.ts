import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ALT_TEXT_REQUIRED, SITES, type Revisioned, type FocalPoint, type MediaItem, type MediaListQuery, type MediaType, type MediaUse, type Site, type UpdateMediaBody } from '@school/shared/contract'
import { countOf } from '../../../db/index.js'
import { applySearch } from '../../../lib/crud.js'
import { expandTags } from '../../../lib/cache-keys.js'
import { HttpError, badRequest } from '../../../lib/errors.js'
import { richTextImages } from '../../../lib/sanitize.js'
import { newId, nowIso } from '../../../lib/ids.js'
import { IMAGES } from '../../../lib/upload-kinds.js'
import { PUBLIC_PREFIX, parseRef, type PreparedFile, type SavedFile, type StoreOptions } from './files.js'
import { CENTRE, imageSize, makeThumb } from './images.js'
import type { UploadRow } from './uploads-repository.js'
import { resourceOf } from '../audit/audit.js'

/*
 * The media library (issue 32, item 1): a row per stored public file, in one site's library. The files
 * plugin tells it of every file it stores and removes; the library adds what an editor knows of the file
 * (alt text, caption, focal point) and finds the items that use it.
 */

interface MediaRow {
  id: string
  site: string
  name: string
  type: MediaType
  mime: string
  size: number | string
  width: number | null
  height: number | null
  originalName: string
  alt: string
  altNe: string
  caption: string
  focalX: number | string
  focalY: number | string
  library: number | string | boolean
  createdAt: string
  updatedAt: string
}

/**
 * Where items name files: each content table, the columns that hold a file's path (or text and JSON that
 * may hold one: an album's list, a page's blocks, a body, the settings' logo), and what to call the item.
 */
interface UsageSource {
  resource: string
  table: string
  columns: string[]
  /** the column that names the item; a fixed text when the table has none */
  title: string | { text: string }
  id?: string
  /** the table's site column, for tables that hold both sites' rows */
  site?: string
}

const BODY = ['description', 'descriptionNe']
const USAGE_SOURCES: UsageSource[] = [
  { resource: 'news', table: 'news', columns: ['image', ...BODY], title: 'title' },
  { resource: 'events', table: 'events', columns: ['image', ...BODY], title: 'title' },
  { resource: 'women-events', table: 'women_events', columns: BODY, title: 'title' },
  { resource: 'notices', table: 'notices', columns: ['file', ...BODY, 'body', 'bodyNe'], title: 'title' },
  { resource: 'downloads', table: 'downloads', columns: ['file'], title: 'title' },
  { resource: 'carousel', table: 'carousel', columns: ['image'], title: 'title', site: 'site' },
  { resource: 'modal', table: 'modals', columns: ['image', 'thumbnail'], title: { text: 'Pop-up modal' }, site: 'site' },
  { resource: 'staffs', table: 'staffs', columns: ['image'], title: 'fullName' },
  { resource: 'teams', table: 'teams', columns: ['image'], title: 'fullName' },
  { resource: 'testimonials', table: 'testimonials', columns: ['image'], title: 'fullName' },
  { resource: 'gallery', table: 'albums', columns: ['images'], title: 'name', site: 'site' },
  { resource: 'careers', table: 'careers', columns: ['careerDesc', 'careerSpecs', 'careerDescNe', 'careerSpecsNe'], title: 'title' },
  { resource: 'pages', table: 'pages', columns: ['blocks'], title: 'title', site: 'site' },
  { resource: 'settings', table: 'site_settings', columns: ['data'], title: { text: 'Site settings' }, id: 'site', site: 'site' }
]

const UPLOAD_PATH = /\/uploads\/([a-f0-9]{32})\./g

/** The usage sources whose items keep revisions: a replaced file is rewritten through the item's own edit. */
const REVISIONED_SOURCES: Record<string, Revisioned> = {
  news: 'news', events: 'events', 'women-events': 'events/sub-domain', notices: 'notices', careers: 'careers', pages: 'pages', settings: 'settings'
}

const typeOfExt = (ext: string): MediaType => IMAGES.includes(ext) || ext === 'svg' ? 'image' : 'document'
const isValues = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

const isSite = (s: unknown): s is Site => SITES.some((site) => site === s)
const stemOf = (name: string) => name.split('.')[0]!

export const MEDIA_NOT_FOUND = 'Media item not found'

declare module 'fastify' {
  interface FastifyInstance {
    media: ReturnType<typeof createMedia>
  }
}

function toItem (r: MediaRow, usage: number): MediaItem {
  const width = r.width === null ? undefined : Number(r.width)
  const height = r.height === null ? undefined : Number(r.height)
  return {
    _id: r.id,
    url: PUBLIC_PREFIX + r.name,
    type: r.type,
    mime: r.mime,
    size: Number(r.size),
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined ? { height } : {}),
    originalName: r.originalName,
    alt: r.alt,
    ne: { alt: r.altNe },
    caption: r.caption,
    focalPoint: { x: Number(r.focalX), y: Number(r.focalY) },
    createdAt: r.createdAt,
    usage
  }
}

/**
 * Rewrites a text's paths of one stored file to another's: the file itself to the new file, each variant
 * (`<stem>.thumb.webp`) to the new file's variant of that name, or to the new file where it has none.
 */
export function rewriteRefs (text: string, from: { stem: string; name: string }, to: { stem: string; name: string; variants: string[] }): string {
  return text.replace(new RegExp(`/uploads/${from.stem}\\.([A-Za-z0-9._-]+)`, 'g'), (_, suffix: string) => {
    if (`${from.stem}.${suffix}` === from.name) return PUBLIC_PREFIX + to.name
    const variant = `${to.stem}.${suffix}`
    return PUBLIC_PREFIX + (to.variants.includes(variant) ? variant : to.name)
  })
}

function createMedia (app: FastifyInstance, writeTags: Map<string, Set<string>>) {
  const knex = app.knex
  const table = () => knex<MediaRow>('media')
  /** files still waiting in quarantine (an anonymous upload no item has named yet) are not in the library */
  const visible = () => table().whereIn('name', knex('uploads').select('name').where('quarantined', 0).andWhere('area', 'public'))

  /** Every stem any content names, with the items that name it: one read of each table. */
  async function usageIndex (): Promise<Map<string, MediaUse[]>> {
    const index = new Map<string, MediaUse[]>()
    for (const s of USAGE_SOURCES) {
      const idCol = s.id ?? 'id'
      const cols = [...new Set([idCol, ...s.columns, ...(typeof s.title === 'string' ? [s.title] : []), ...(s.site ? [s.site] : [])])]
      const rows: Array<Record<string, unknown>> = await knex(s.table).select(cols)
      for (const row of rows) {
        const text = s.columns.map((c) => row[c]).filter((v): v is string => typeof v === 'string').join('\n')
        const stems = new Set([...text.matchAll(UPLOAD_PATH)].map((m) => m[1]!))
        if (stems.size === 0) continue
        const site = s.site ? row[s.site] : undefined
        const use: MediaUse = {
          resource: s.resource,
          _id: String(row[idCol]),
          title: typeof s.title === 'string' ? String(row[s.title] ?? '') : s.title.text,
          ...(isSite(site) ? { site } : {})
        }
        for (const stem of stems) index.set(stem, [...(index.get(stem) ?? []), use])
      }
    }
    return index
  }

  async function findRow (id: string): Promise<MediaRow | undefined> {
    return visible().where({ id }).first()
  }

  /** Keeps the thumbnail cut around the item's focal point: made again from the original. */
  async function recrop (row: MediaRow, focus: FocalPoint): Promise<void> {
    const upload = await app.uploadsRepository.findByName(row.name)
    const thumbName = `${stemOf(row.name)}.thumb.webp`
    if (!upload || !upload.variants.includes(thumbName)) return
    const thumb = await makeThumb(await app.files.storage.read(upload.area, upload.name), stemOf(row.name), focus)
    // the local driver never overwrites a file: the old thumbnail goes first
    await app.files.storage.remove(upload.area, thumb.name)
    await app.files.storage.write(upload.area, thumb.name, thumb.data)
  }

  /** One item that used a replaced file, rewritten by `rewrite`. */
  async function rewriteUse (request: FastifyRequest, use: MediaUse, rewrite: (text: string) => string): Promise<void> {
    const revisioned = REVISIONED_SOURCES[use.resource]
    if (revisioned) {
      const now = await app.revisions.current(revisioned, use._id)
      if (!isValues(now)) return
      const next: unknown = JSON.parse(rewrite(JSON.stringify(now)))
      if (isValues(next)) await app.revisions.editAs(request, revisioned, use._id, next)
      return
    }
    const source = USAGE_SOURCES.find((s) => s.resource === use.resource)
    if (!source) return
    const idCol = source.id ?? 'id'
    const row: Record<string, unknown> | undefined = await knex(source.table).where(idCol, use._id).first(source.columns)
    if (!row) return
    const values: Record<string, string> = {}
    for (const c of source.columns) {
      const v = row[c]
      if (typeof v === 'string' && rewrite(v) !== v) values[c] = rewrite(v)
    }
    if (Object.keys(values).length === 0) return
    await knex(source.table).where(idCol, use._id).update(values)
    const tags = [...writeTags.entries()].filter(([r]) => r === use.resource || r.startsWith(`${use.resource}/`)).flatMap(([, t]) => [...t])
    app.cacheTags.invalidate(tags.flatMap((t) => /\{(?!id\})/.test(t) ? [] : expandTags([t], { id: use._id })))
  }

  return {
    usageIndex,

    /** A page of a site's library, newest first, with how many items use each file. */
    async list (q: MediaListQuery): Promise<{ items: MediaItem[]; total: number }> {
      const limit = q.limit ?? 24
      const page = q.page ?? 1
      const base = visible().where('site', q.site)
      if (q.type) base.where('type', q.type)
      applySearch(base, ['alt', 'altNe', 'caption', 'originalName'], q.q)
      const total = await countOf(base.clone())
      const rows: MediaRow[] = await base.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit)
      const index = rows.length > 0 ? await usageIndex() : new Map<string, MediaUse[]>()
      return { items: rows.map((r) => toItem(r, index.get(stemOf(r.name))?.length ?? 0)), total }
    },

    async find (id: string): Promise<MediaItem | null> {
      const row = await findRow(id)
      return row ? toItem(row, (await usageIndex()).get(stemOf(row.name))?.length ?? 0) : null
    },

    async usage (id: string): Promise<MediaUse[] | null> {
      const row = await findRow(id)
      return row ? (await usageIndex()).get(stemOf(row.name)) ?? [] : null
    },

    /** The library's own upload: a row already made by `stored`, now given its texts and kept until deleted. */
    async describe (name: string, texts: { alt: string; altNe: string; caption: string }): Promise<MediaItem> {
      await table().where({ name }).update({ ...texts, library: 1, updatedAt: nowIso() })
      const row = (await table().where({ name }).first())!
      return toItem(row, 0)
    },

    /** An editor's change; a moved focal point cuts the thumbnail again. Null when there is no such item. */
    async update (id: string, body: UpdateMediaBody): Promise<MediaItem | null> {
      const row = await findRow(id)
      if (!row) return null
      const values: Partial<MediaRow> = { library: 1, updatedAt: nowIso() }
      if (body.alt !== undefined) values.alt = body.alt.trim()
      if (body.ne !== undefined) values.altNe = body.ne.alt.trim()
      if (body.caption !== undefined) values.caption = body.caption.trim()
      const focus = body.focalPoint
      if (focus && (focus.x !== Number(row.focalX) || focus.y !== Number(row.focalY))) {
        if (row.type === 'image') await recrop(row, focus)
        values.focalX = focus.x
        values.focalY = focus.y
      }
      await table().where({ id }).update(values)
      return this.find(id)
    },

    /**
     * Replaces an item's file (issue 32): the new file is stored once (its variants cut around the item's
     * focal point) and the item keeps its id, texts and focal point. Every item that used the old file is
     * rewritten to the new one: those that keep revisions through their own edit (revision, checks, caches);
     * the others' columns here, with the cache tags their write routes declare. The old file is then
     * released: removed once nothing (a kept revision, say) names it. Null when there is no such item.
     */
    async replace (request: FastifyRequest, id: string, data: Buffer, filename: string): Promise<MediaItem | null> {
      const row = await findRow(id)
      if (!row) return null
      const p = await app.files.prepare('any', data, filename, { focus: { x: Number(row.focalX), y: Number(row.focalY) } })
      const type = typeOfExt(p.ext)
      if (p.area !== 'public') throw badRequest('Only public files can join the library')
      if (type !== row.type) throw badRequest(`Replace ${row.type === 'image' ? 'an image with an image' : 'a document with a document'}: this file is ${type === 'image' ? 'an image' : 'a document'}`)
      const saved = await app.files.store(p, { site: row.site })
      const to = { stem: p.stem, name: saved.upload.name, variants: saved.upload.variants }
      const from = { stem: stemOf(row.name), name: row.name }
      const size = type === 'image' && p.ext !== 'svg' ? await imageSize(p.data) : { width: null, height: null }
      // the item keeps its id and texts: it takes the new file's facts, and the row `stored` made goes
      await table().where({ name: to.name }).whereNot({ id }).delete()
      await table().where({ id }).update({ name: to.name, mime: p.mime, size: p.data.length, width: size.width, height: size.height, originalName: p.originalName, library: 1, updatedAt: nowIso() })
      const uses = (await usageIndex()).get(from.stem) ?? []
      for (const use of uses) {
        try {
          await rewriteUse(request, use, (text) => rewriteRefs(text, from, to))
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err)
          throw new HttpError(err instanceof HttpError ? err.statusCode : 500, `"${use.title || use._id}" (${use.resource}) still shows the old file: ${message}`)
        }
      }
      await app.files.release([PUBLIC_PREFIX + from.name])
      return this.find(id)
    },

    /** Deletes an unused item with its file and variants; the items that use it otherwise (nothing is deleted). */
    async remove (id: string): Promise<{ removed: MediaItem } | { usage: MediaUse[] } | null> {
      const row = await findRow(id)
      if (!row) return null
      const usage = (await usageIndex()).get(stemOf(row.name)) ?? []
      if (usage.length > 0) return { usage }
      const upload = await app.uploadsRepository.findByName(row.name)
      if (upload) await app.files.remove(upload)
      await table().where({ id }).delete()
      return { removed: toItem(row, 0) }
    },

    /**
     * Images need alt text before an item that shows them is published (issue 32): refused with 400.
     * `refs` are the item's image fields: a library image they name with no alt text is refused; files
     * from the SPEC upload calls (never described in the library) are exempt, so SPEC clients publish as
     * before. `bodies` are its rich texts (news, events, notices, careers, pages' blocks): an `<img>` with
     * no alt of its own is refused when it is an image of the library (whichever call stored it) whose
     * library alt text is empty too: an `<img>` carries its own alt, which every client can write.
     */
    async assertAltText (refs: unknown[], status: unknown, bodies: unknown[] = []): Promise<void> {
      if (status === 'draft') return
      const stems = (list: unknown[]) => list.flat().map(parseRef).filter((p) => p !== null).map((p) => `${p.stem}.`)
      const imagesNamed = (names: string[]) => table().where((w) => {
        for (const n of names) w.orWhere('name', 'like', `${n}%`)
      }).andWhere({ type: 'image' })
      const fields = stems(refs)
      if (fields.length > 0) {
        const rows: MediaRow[] = await imagesNamed(fields).andWhere({ library: 1 })
        if (rows.some((r) => r.alt.trim() === '')) throw badRequest(ALT_TEXT_REQUIRED)
      }
      const unnamed = stems(bodies.flatMap((b) => typeof b === 'string' ? richTextImages(b) : []).filter((img) => img.alt.trim() === '').map((img) => img.src))
      if (unnamed.length > 0) {
        const rows: MediaRow[] = await imagesNamed(unnamed)
        if (rows.some((r) => r.alt.trim() === '')) throw badRequest(ALT_TEXT_REQUIRED)
      }
    },

    /** Files the library keeps (uploaded to or edited in it): never collected while their row is there. */
    async keptRefs (): Promise<string[]> {
      const rows: Array<{ name: string }> = await table().where('library', 1).select('name')
      return rows.map((r) => PUBLIC_PREFIX + r.name)
    },

    /** A stored public file joins a site's library (a row per file, whichever call stored it). */
    async stored (saved: SavedFile, p: PreparedFile, opts: StoreOptions): Promise<void> {
      if (p.area !== 'public') return
      const image = typeOfExt(p.ext) === 'image'
      const size = image && p.ext !== 'svg' ? await imageSize(p.data) : { width: null, height: null }
      const now = nowIso()
      await table().insert({
        id: newId(),
        site: isSite(opts.site) ? opts.site : 'school',
        name: saved.upload.name,
        type: image ? 'image' : 'document',
        mime: p.mime,
        size: p.data.length,
        width: size.width,
        height: size.height,
        originalName: p.originalName,
        alt: '',
        altNe: '',
        caption: '',
        focalX: CENTRE.x,
        focalY: CENTRE.y,
        library: 0,
        createdAt: now,
        updatedAt: now
      })
    },

    async removed (u: UploadRow): Promise<void> {
      await table().where({ name: u.name }).delete()
    }
  }
}

export default fp(async (app) => {
  // the cache tags each resource's write routes declare: a replaced file's users are emptied from the caches by them
  const writeTags = new Map<string, Set<string>>()
  app.addHook('onRoute', (route) => {
    const writes: unknown = route.config?.cache?.writes
    if (!Array.isArray(writes) || writes.length === 0) return
    const resource = resourceOf(route.url)
    const tags = writeTags.get(resource) ?? new Set<string>()
    for (const t of writes) if (typeof t === 'string') tags.add(t)
    writeTags.set(resource, tags)
  })
  const media = createMedia(app, writeTags)
  app.decorate('media', media)
  app.files.addListener({ stored: (s, p, o) => media.stored(s, p, o), removed: (u) => media.removed(u) })
  app.files.addRefSource(() => media.keptRefs())
}, { name: 'media', dependencies: ['knex', 'files', 'uploads-repository'] })
