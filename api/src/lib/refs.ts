import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors.js'
import type { UploadRow } from '../plugins/app/files/uploads-repository.js'

export const isImageMime = (mime: string): boolean => /^image\/(png|jpeg|gif|webp)$/.test(mime)

/**
 * An image field may hold an external http(s) URL or one of our /uploads paths. Our
 * paths must name a stored public image: a client can't point a record at a private
 * document or at a file that was never uploaded.
 */
export async function checkImageRef (app: FastifyInstance, ref: string | undefined, message = 'Only image file can be added.'): Promise<void> {
  if (!ref || /^https?:\/\//.test(ref)) return
  const u = await app.files.find(ref)
  if (!u || u.area !== 'public' || !isImageMime(u.mime)) throw badRequest(message)
}

export async function checkImageRefs (app: FastifyInstance, refs: string[], message?: string): Promise<void> {
  for (const r of refs) await checkImageRef(app, r, message)
}

/** A stored upload of one of the given kinds, or a 400 with the route's message. */
export async function requireUpload (app: FastifyInstance, ref: string, accept: (u: UploadRow) => boolean, message: string): Promise<UploadRow> {
  const u = await app.files.find(ref)
  if (!u || !accept(u)) throw badRequest(message)
  return u
}

/** RFC 6266 header with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition (type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`
}
