import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../../lib/errors.js'
import type { FieldNeed } from './files.js'
import type { UploadRow } from './uploads-repository.js'
import { IMAGE_ONLY } from '../../../lib/upload-kinds.js'

export interface FieldRef {
  /** the body field, named in the 400 message */
  field: string
  /** empty or missing: nothing to check (required-ness is the schema's job) */
  ref: string | undefined | null
  need: FieldNeed
  /** the SPEC text for a file of the wrong type, e.g. 'Only image file can be added.' */
  message: string
}

/**
 * Every file a create or update names: each must be one of our uploads, of the type the
 * field needs, and not private; otherwise 400 naming the field and nothing is stored.
 * Once all pass, quarantined ones are published at their paths. Returns the uploads in
 * the order given (null for empty fields).
 */
export async function claimFields (app: FastifyInstance, fields: FieldRef[]): Promise<Array<UploadRow | null>> {
  const found: Array<UploadRow | null> = []
  for (const f of fields) found.push(f.ref ? await app.files.checkField(f.field, f.ref, f.need, f.message) : null)
  await app.files.publish(found.filter((u): u is UploadRow => u !== null))
  return found
}

export async function claimImage (app: FastifyInstance, field: string, ref: string | undefined | null, message = IMAGE_ONLY): Promise<void> {
  await claimFields(app, [{ field, ref, need: 'image', message }])
}

/** A private file a public submission takes (a CV, an admission document), once checked: see `privateFile`. */
export interface PrivateFile {
  upload: UploadRow
  kind: string
  /** the field's 400 message, for a file another submission took meanwhile */
  message: string
}

/** The 400 for a private file that belongs to another submission already. */
export const takenFile = (message: string) => badRequest(`${message}: this file is already part of another submission; please upload it again`)

/**
 * A file named by a public submission (a CV, an admission document): one of our uploads that `accept`s
 * and that no submission has taken yet. It is taken in the submission's transaction (`storeWithMails`),
 * so a submission that cannot be stored leaves it free for the resend; then it stays private.
 */
export async function privateFile (app: FastifyInstance, ref: string, accept: (u: UploadRow) => boolean, message: string, kind?: string): Promise<PrivateFile> {
  const u = await requireUpload(app, ref, accept, message)
  // a private file belongs to one submission: another's reference to it is refused
  if (!u.quarantined) throw takenFile(message)
  return { upload: u, kind: kind ?? u.kind, message }
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
