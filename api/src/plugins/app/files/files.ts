import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { badRequest, tooLarge } from '../../../lib/errors.js'
import { KINDS, storedExtension, MIME_BY_EXT, type UploadKind } from '../../../lib/upload-kinds.js'
import { makeBlur, makeVariants, type Variant } from './images.js'
import { localStorage, type Storage } from './storage.js'
import type { UploadRow } from './uploads-repository.js'

export const PUBLIC_PREFIX = '/uploads/'
export const PRIVATE_PREFIX = '/api/registrations/files/'
const STEM = /^[a-f0-9]{32}$/

type RefSource = () => Promise<unknown[]>

export interface SavedFile { ref: string; upload: UploadRow; blurRef?: string }

export interface PreparedFile {
  kind: UploadKind
  data: Buffer
  stem: string
  ext: string
  area: 'public' | 'private'
  mime: string
  originalName: string
  variants: Variant[]
  blurName?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    files: ReturnType<typeof createFiles>
  }
}

/** "/uploads/<stem>.thumb.webp" → { name, stem }; anything that is not one of our paths → null */
export function parseRef (ref: unknown): { name: string; stem: string } | null {
  if (typeof ref !== 'string') return null
  const prefix = ref.startsWith(PUBLIC_PREFIX) ? PUBLIC_PREFIX : ref.startsWith(PRIVATE_PREFIX) ? PRIVATE_PREFIX : null
  if (!prefix) return null
  const name = ref.slice(prefix.length)
  const stem = name.split('.')[0] ?? ''
  return STEM.test(stem) && /^[a-z0-9.]+$/.test(name) ? { name, stem } : null
}

function createFiles (app: FastifyInstance, storage: Storage) {
  const sources: RefSource[] = []
  const repo = () => app.uploadsRepository

  async function referencedStems (): Promise<Set<string>> {
    const all = (await Promise.all(sources.map((s) => s()))).flat(2)
    const stems = new Set<string>()
    for (const v of all) {
      const p = parseRef(v)
      if (p) stems.add(p.stem)
    }
    return stems
  }

  async function removeUpload (u: UploadRow): Promise<void> {
    for (const n of [u.name, ...u.variants]) await storage.remove(u.area, n)
    await repo().remove(u._id)
  }

  return {
    storage,
    /** Repositories register the columns that hold file references. */
    addRefSource (source: RefSource): void {
      sources.push(source)
    },

    /**
     * Checks the bytes against the kind's rule and builds the image variants in memory;
     * nothing is written yet, so a batch can be checked whole before any of it is stored.
     */
    async prepare (kind: UploadKind, data: Buffer, originalName: string, opts: { blur?: boolean } = {}): Promise<PreparedFile> {
      const rule = KINDS[kind]
      if (data.length > rule.maxBytes) throw tooLarge()
      if (data.length === 0) throw badRequest(rule.message)
      const detected = await fileTypeFromBuffer(data)
      if (!detected || !rule.types.includes(detected.ext)) throw badRequest(rule.message)
      const ext = storedExtension(detected.ext)
      const stem = randomBytes(16).toString('hex')
      const isImage = ['png', 'jpg', 'gif', 'webp'].includes(ext)
      // Decoding here refuses corrupt images and decompression bombs before anything is stored.
      const variants = isImage && rule.area === 'public' ? await makeVariants(data, stem).catch(() => null) : []
      if (variants === null) throw badRequest(rule.message)
      const blur = opts.blur && isImage ? await makeBlur(data, stem).catch(() => null) : null
      if (opts.blur && !blur) throw badRequest(rule.message)
      return {
        kind, data, stem, ext, area: rule.area,
        mime: MIME_BY_EXT[ext] ?? detected.mime,
        originalName: cleanOriginalName(originalName, ext),
        variants: blur ? [...variants, blur] : variants,
        blurName: blur?.name
      }
    },

    /** Writes a prepared file and records it (random name, original name kept as data). */
    async store (p: PreparedFile): Promise<SavedFile> {
      const name = `${p.stem}.${p.ext}`
      await storage.write(p.area, name, p.data)
      for (const v of p.variants) await storage.write(p.area, v.name, v.data)
      const upload = await repo().insert({
        name, area: p.area, kind: p.kind, mime: p.mime, size: p.data.length, originalName: p.originalName, variants: p.variants.map((v) => v.name)
      })
      // CV references look public for the front end's sake but the file is private (see README)
      const prefix = p.kind === 'cv' || p.area === 'public' ? PUBLIC_PREFIX : PRIVATE_PREFIX
      return { ref: prefix + name, upload, blurRef: p.blurName ? PUBLIC_PREFIX + p.blurName : undefined }
    },

    async save (kind: UploadKind, data: Buffer, originalName: string, opts: { blur?: boolean } = {}): Promise<SavedFile> {
      return this.store(await this.prepare(kind, data, originalName, opts))
    },

    /** The upload behind a reference we issued, or null for foreign/unknown references. */
    async find (ref: unknown): Promise<UploadRow | null> {
      const p = parseRef(ref)
      if (!p) return null
      const [u] = await repo().findByStems([p.stem])
      return u ?? null
    },

    /** After a record is deleted or changed: remove its files unless another record still uses them. */
    async release (refs: unknown[]): Promise<void> {
      const stems = refs.flat().map(parseRef).filter((p): p is { name: string; stem: string } => p !== null).map((p) => p.stem)
      if (stems.length === 0) return
      const uploads = await repo().findByStems([...new Set(stems)])
      if (uploads.length === 0) return
      const still = await referencedStems()
      for (const u of uploads) {
        if (!still.has(u.name.split('.')[0]!)) await removeUpload(u)
      }
    },

    /** Removes uploads that no record references once they are older than the grace period. */
    async collectGarbage (now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - app.config.uploadGraceHours * 3_600_000).toISOString()
      const old = await repo().olderThan(cutoff)
      if (old.length === 0) return 0
      const still = await referencedStems()
      let removed = 0
      for (const u of old) {
        if (!still.has(u.name.split('.')[0]!)) {
          await removeUpload(u)
          removed++
        }
      }
      return removed
    }
  }
}

/** Keeps the original name as data only: strip paths and control characters, bound the length. */
export function cleanOriginalName (name: string, ext: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"<>]/g, '').trim().slice(0, 200)
  return base || `file.${ext}`
}

export default fp(async (app) => {
  const files = createFiles(app, localStorage({ public: app.config.uploadDir, private: app.config.privateDir }))
  app.decorate('files', files)
  if (app.config.backgroundJobs) {
    const timer = setInterval(() => {
      files.collectGarbage().catch((err) => app.log.warn({ err }, 'upload GC failed'))
    }, 60 * 60_000)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
}, { name: 'files', dependencies: ['config', 'knex', 'uploads-repository'] })
