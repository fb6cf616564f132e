import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Knex } from 'knex'
import { fileTypeFromBuffer } from 'file-type'
import { HttpError, badRequest, tooLarge } from '../../../lib/errors.js'
import { IMAGES, IMAGE_ONLY, KINDS, MIME_BY_EXT, kindOfType, nameForType, storedExtension, tooLargeMessage, type UploadKind } from '../../../lib/upload-kinds.js'
import { PHONE_VARIANTS, checkDecodes, makeBlur, makePhoneVariant, makeVariants, type Focus, type Variant } from './images.js'
import { createStorage } from './create-storage.js'
import type { Area, Storage } from './storage.js'
import type { UploadRow } from './uploads-repository.js'

export const PUBLIC_PREFIX = '/uploads/'
export const PRIVATE_PREFIX = '/api/registrations/files/'
const STEM = /^[a-f0-9]{32}$/

type RefSource = () => Promise<unknown[]>

/** Who stores a file, and for which site's media library (the school's when not said). */
export interface StoreOptions { anonymous?: boolean; ip?: string; site?: string }

/** The media library hears of every stored and every removed upload (issue 32). */
export interface FileListener {
  stored: (saved: SavedFile, p: PreparedFile, opts: StoreOptions) => Promise<void>
  removed: (u: UploadRow) => Promise<void>
}

export interface SavedFile { ref: string; upload: UploadRow; blurRef?: string }

export interface PreparedFile {
  /** the kind asked for, or for uploads with no kind: image, pdf or document */
  kind: string
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

/** What a record's file field may name. */
export type FieldNeed = 'image' | 'pdf' | 'download' | 'logo' | 'document'

/*
 * `svg` is only ever a file of the demo seed (`storeSeedSvg`): the upload routes detect a file's type by
 * its bytes and never accept SVG. A logo or a page's document may name one; an image field (a settings
 * logo, a news image, a block's image) may not.
 */
const NEED_TYPES: Record<FieldNeed, string[]> = {
  image: ['png', 'jpg', 'gif', 'webp'],
  pdf: ['pdf'],
  download: ['pdf', 'png', 'jpg', 'gif', 'docx', 'doc'],
  logo: ['png', 'jpg', 'gif', 'webp', 'svg'],
  document: ['pdf', 'png', 'jpg', 'gif', 'webp', 'svg']
}

export const QUOTA_MESSAGE = 'Too many files are waiting to be used, please try again later'
export const IP_BUDGET_MESSAGE = 'You have uploaded as much as one visitor may in a day; please try again tomorrow'
export const DAY_BUDGET_MESSAGE = 'The site has received as many uploads as it can take today; please try again tomorrow'
const DAY_MS = 24 * 60 * 60_000

function createFiles (app: FastifyInstance, storage: Storage) {
  const sources: RefSource[] = []
  const listeners: FileListener[] = []
  const repo = () => app.uploadsRepository
  // bytes of anonymous uploads being written right now, not yet counted by the database (in all, and per address)
  let inflight = 0
  const inflightByIp = new Map<string, number>()
  let admitting: Promise<unknown> = Promise.resolve()

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
    for (const l of listeners) await l.removed(u)
  }

  /** The quarantine quota: refuse (503) rather than let anonymous uploads fill the disk. */
  async function assertRoom (bytes: number): Promise<void> {
    const used = await repo().quarantinedBytes() + inflight
    if (used + bytes > app.config.uploadQuarantineMaxBytes || (bytes === 0 && used >= app.config.uploadQuarantineMaxBytes)) {
      throw new HttpError(503, QUOTA_MESSAGE)
    }
  }

  /**
   * The daily byte budget of anonymous uploads, per address (429) and in all (503). It counts every
   * anonymous byte of the last 24 hours whether or not a submission has claimed it since: the
   * quarantine quota alone stopped counting a file once a registration named it (issue 34, finding 3).
   */
  async function assertBudget (ip: string, bytes: number): Promise<void> {
    const since = new Date(Date.now() - DAY_MS).toISOString()
    const { uploadAnonBytesPerIpDay: perIp, uploadAnonBytesPerDay: perDay } = app.config
    const fromIp = await repo().anonymousBytesSince(since, ip) + (inflightByIp.get(ip) ?? 0)
    if (fromIp + bytes > perIp || (bytes === 0 && fromIp >= perIp)) throw new HttpError(429, IP_BUDGET_MESSAGE)
    const all = await repo().anonymousBytesSince(since) + inflight
    if (all + bytes > perDay || (bytes === 0 && all >= perDay)) throw new HttpError(503, DAY_BUDGET_MESSAGE)
  }

  /** Moves a claimed file (and its variants) out of quarantine and records the claim. */
  async function claim (u: UploadRow, area: Area, kind = u.kind): Promise<void> {
    if (!u.quarantined && u.area === area && u.kind === kind) return
    if (u.area !== area) for (const n of [u.name, ...u.variants]) await storage.move(u.area, area, n)
    await repo().claim(u._id, area, kind)
    Object.assign(u, { quarantined: false, area, kind })
  }

  /** A file a submission took, into the private area; a move that fails is logged (the file stays where it was). */
  async function movePrivate (u: UploadRow): Promise<boolean> {
    try {
      await claim(u, 'private')
      return true
    } catch (err) {
      app.log.error({ err, upload: u._id }, 'a submission\'s file could not be moved into the private area')
      return false
    }
  }

  /** The upload behind one of our references, provided the named file (or variant) exists. */
  async function lookup (ref: unknown): Promise<UploadRow | null> {
    const p = parseRef(ref)
    if (!p) return null
    const [u] = await repo().findByStems([p.stem])
    if (!u || (p.name !== u.name && !u.variants.includes(p.name))) return null
    if (await storage.size(u.area, p.name) === null) return null
    return u
  }

  return {
    storage,
    /** Repositories register the columns that hold file references. */
    addRefSource (source: RefSource): void {
      sources.push(source)
    },
    /** The media library registers here: it adds a row for each stored public file and drops it with the file. */
    addListener (listener: FileListener): void {
      listeners.push(listener)
    },
    /** Removes a file, its variants and its record at once (the media library's delete). */
    remove: removeUpload,

    /**
     * Checks the bytes against the kind's rule and builds the image variants in memory;
     * nothing is written yet, so a batch can be checked whole before any of it is stored.
     */
    async prepare (kind: UploadKind, data: Buffer, originalName: string, opts: { blur?: boolean; focus?: Focus } = {}): Promise<PreparedFile> {
      const rule = KINDS[kind]
      if (data.length > rule.maxBytes) throw tooLarge(tooLargeMessage(rule.maxBytes))
      if (data.length === 0) throw badRequest(rule.message)
      const detected = await fileTypeFromBuffer(data)
      if (!detected || !rule.types.includes(detected.ext)) throw badRequest(rule.message)
      const ext = storedExtension(detected.ext)
      const isImage = IMAGES.includes(ext)
      if (kind === 'any' && isImage && data.length > KINDS.image.maxBytes) throw tooLarge(tooLargeMessage(KINDS.image.maxBytes))
      const stem = randomBytes(16).toString('hex')
      // Decoding here refuses corrupt images, disguised files and decompression bombs before
      // anything is stored; private images (passport photos) are decoded too, without variants.
      const variants = !isImage ? [] : rule.area === 'public' ? await makeVariants(data, stem, opts.focus).catch(() => null) : await checkDecodes(data).then(() => [], () => null)
      // with no kind, a file that claims to be an image but does not decode gets the image message
      if (variants === null) throw badRequest(kind === 'any' ? IMAGE_ONLY : rule.message)
      const blur = opts.blur && isImage ? await makeBlur(data, stem).catch(() => null) : null
      if (opts.blur && !blur) throw badRequest(rule.message)
      return {
        kind: kind === 'any' ? kindOfType(ext) : kind,
        data, stem, ext, area: rule.area,
        mime: MIME_BY_EXT[ext] ?? detected.mime,
        originalName: cleanOriginalName(originalName, ext),
        variants: blur ? [...variants, blur] : variants,
        blurName: blur?.name
      }
    },

    /**
     * Writes a prepared file and records it (random name, original name kept as data).
     * Anonymous files are quarantined: public ones wait outside /uploads, so their path
     * answers 404 until an admin's create names them; all count against the quota.
     */
    async store (p: PreparedFile, opts: StoreOptions = {}): Promise<SavedFile> {
      const name = `${p.stem}.${p.ext}`
      const anonymous = opts.anonymous === true
      const area: Area = anonymous && p.area === 'public' ? 'quarantine' : p.area
      const bytes = p.data.length + p.variants.reduce((n, v) => n + v.data.length, 0)
      const ip = opts.ip ?? 'unknown'
      if (anonymous) {
        // checked and reserved one upload at a time: two checks that both pass before either reserves would overshoot
        const admit = admitting.then(async () => {
          await assertRoom(bytes)
          await assertBudget(ip, bytes)
          inflight += bytes
          inflightByIp.set(ip, (inflightByIp.get(ip) ?? 0) + bytes)
        })
        admitting = admit.catch(() => undefined)
        await admit
      }
      let upload: UploadRow
      try {
        await storage.write(area, name, p.data)
        for (const v of p.variants) await storage.write(area, v.name, v.data)
        upload = await repo().insert({
          name, area, kind: p.kind, mime: p.mime, size: p.data.length, originalName: p.originalName,
          variants: p.variants.map((v) => v.name), quarantined: anonymous, storedBytes: bytes, anonIp: anonymous ? ip : null
        })
      } finally {
        if (anonymous) {
          inflight -= bytes
          const left = (inflightByIp.get(ip) ?? 0) - bytes
          if (left > 0) inflightByIp.set(ip, left)
          else inflightByIp.delete(ip)
        }
      }
      // CV references look public for the front end's sake but the file is private (see README)
      const prefix = p.kind === 'cv' || p.area === 'public' ? PUBLIC_PREFIX : PRIVATE_PREFIX
      const saved = { ref: prefix + name, upload, blurRef: p.blurName ? PUBLIC_PREFIX + p.blurName : undefined }
      for (const l of listeners) await l.stored(saved, p, opts)
      return saved
    },

    async save (kind: UploadKind, data: Buffer, originalName: string, opts: StoreOptions & { blur?: boolean } = {}): Promise<SavedFile> {
      return this.store(await this.prepare(kind, data, originalName, opts), opts)
    },

    /**
     * One of the demo seed's own drawings (a partner's logo, the clinic's Nepali brochure) stored as a public
     * upload, as it is: never a visitor's or staff's file (the upload routes refuse SVG). Served from /uploads
     * with its sandboxing headers, so even opened on its own it could run no script.
     */
    async storeSeedSvg (data: Buffer, originalName: string): Promise<SavedFile> {
      const stem = randomBytes(16).toString('hex')
      return this.store({ kind: 'image', data, stem, ext: 'svg', area: 'public', mime: 'image/svg+xml', originalName: cleanOriginalName(originalName, 'svg'), variants: [] })
    },

    /** Anonymous upload routes call this before reading the body: a full quarantine or a spent budget answers at once. */
    assertRoom: async (ip: string) => {
      await assertRoom(0)
      await assertBudget(ip, 0)
    },

    /** The upload behind a reference we issued, or null for foreign/unknown references. */
    find: lookup,

    /**
     * A record's file field (admin create or update): the file must exist, have come
     * through an upload call, be of the type the field needs and not be private.
     * Returns the upload; `publish` then takes it out of quarantine.
     */
    async checkField (field: string, ref: string, need: FieldNeed, typeMessage: string): Promise<UploadRow> {
      const u = await lookup(ref)
      if (!u) throw badRequest(`${field}: no uploaded file at this path; upload the file first`)
      if (u.area === 'private') throw badRequest(`${field}: a private file cannot be published`)
      if (!NEED_TYPES[need].includes(u.name.split('.').pop()!)) throw badRequest(`${field}: ${typeMessage}`)
      return u
    },

    /** Publishes checked uploads at their paths (after every field of the record passed). */
    async publish (uploads: UploadRow[]): Promise<void> {
      for (const u of uploads) await claim(u, 'public')
    },

    /**
     * A public submission takes an anonymous upload, in `db` (the submission's transaction: taken only if
     * the submission is stored). Only once: false when another submission has it already (a CV's
     * reference attached to a second application, perhaps at the same moment). It stays in its area:
     * `keepPrivate` moves it after the commit, and the record follows the move.
     */
    async takePrivate (u: UploadRow, kind: string, db: Knex): Promise<boolean> {
      return u.quarantined && await repo().claimOnce(u._id, kind, db)
    },

    /**
     * After the submission that took it is stored (as `kind`): the file (and its variants) into the private area.
     * A move that fails is logged and the file stays where it was, readable; the hourly job moves it later
     * (`settleTaken`). False then.
     */
    async keepPrivate (u: UploadRow, kind: string): Promise<boolean> {
      // the record says so since the commit; `claim` moves the file where it is not there yet
      Object.assign(u, { quarantined: false, kind })
      return movePrivate(u)
    },

    /**
     * Moves into the private area the files submissions took but that are still in the quarantine area: the
     * process stopped between the submission's commit and the move, or the move failed (`storeWithMails`
     * logs it). Such a file was readable where it was, but never collected and never moved. Returns how many
     * were moved; one that fails again is logged and left for the next run.
     */
    async settleTaken (): Promise<number> {
      let moved = 0
      for (const u of await repo().takenInQuarantine()) if (await movePrivate(u)) moved++
      return moved
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

    /**
     * Makes the phone variants (`<stem>.mid.webp`, `<stem>.small.webp`) of images uploaded before they
     * existed, from their original, a batch at a time; an image whose original cannot be read or decoded
     * is left as it is (the front end falls back to its original file). Returns how many were made.
     */
    async addMissingVariants (batch = 20): Promise<number> {
      let made = 0
      for (const variant of PHONE_VARIANTS) {
        const failed: string[] = []
        for (;;) {
          const rows = await repo().missingVariant(variant, batch, failed)
          if (rows.length === 0) break
          for (const u of rows) {
            const stem = u.name.split('.')[0]!
            try {
              const file = await makePhoneVariant(await storage.read(u.area, u.name), stem, variant)
              await storage.write(u.area, file.name, file.data).catch((err: NodeJS.ErrnoException) => {
                if (err.code !== 'EEXIST') throw err // another instance made it first
              })
              await repo().addVariant(u._id, file.name, file.data.length)
              // deleted meanwhile (nothing else would remove this file), or claimed and moved without it
              const [now] = await repo().findByStems([stem])
              if (!now) await storage.remove(u.area, file.name).catch(() => {})
              else if (now.area !== u.area) await storage.move(u.area, now.area, file.name)
              made++
            } catch (err) {
              app.log.warn({ err, upload: u.name, variant }, 'could not make a phone variant of an image')
              failed.push(u._id)
            }
          }
        }
      }
      return made
    },

    /**
     * Removes uploads that no record references once they are older than the grace
     * period; unclaimed anonymous uploads have a shorter one (UPLOAD_ANON_GRACE_HOURS).
     */
    async collectGarbage (now = new Date()): Promise<number> {
      const cutoff = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()
      const old = [
        ...await repo().olderThan(cutoff(app.config.uploadGraceHours), false),
        ...await repo().olderThan(cutoff(app.config.uploadAnonGraceHours), true)
      ]
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
  return nameForType(base || 'file', ext)
}

export default fp(async (app) => {
  const storage = await createStorage(app.config)
  const files = createFiles(app, storage)
  app.decorate('files', files)
  app.addHook('onClose', async () => storage.close())
  // hourly, on one instance at a time (a lease row; see lib/jobs.ts): submissions' files left unmoved, then garbage
  app.jobs.every('uploads-gc', 60 * 60_000, async () => {
    await files.settleTaken()
    await files.collectGarbage()
  })
  // images stored before a variant existed get it soon after start (one instance; then an hourly check)
  app.jobs.every('image-variants', 60 * 60_000, () => files.addMissingVariants(), { firstAfterMs: 15_000 })
}, { name: 'files', dependencies: ['config', 'knex', 'uploads-repository', 'jobs'] })
