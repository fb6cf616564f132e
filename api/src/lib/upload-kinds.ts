/**
 * What each upload route accepts. The type is decided by the file's first bytes
 * (file-type), never by its name or the browser's Content-Type.
 */
export type UploadKind = 'any' | 'image' | 'pdf' | 'download' | 'cv' | 'marksheet' | 'ppphoto' | 'characterCf' | 'application'

const MB = 1024 * 1024
export const MAX_UPLOAD_BYTES = 20 * MB

export const IMAGE_ONLY = 'Only image file can be added.'
export const PDF_ONLY = 'Only PDF file can be added.'
export const INVALID_FILE = 'Please add valid file'

/** 'Too large' names the limit, so it never reads like 'wrong type' (issue 38, item 2). */
export const tooLargeMessage = (maxBytes: number): string => `File is too large (at most ${Math.round(maxBytes / MB)} MB)`

export interface KindRule {
  /** file-type extensions accepted */
  types: string[]
  maxBytes: number
  message: string
  /** private files live outside the public folder and are served only to admins */
  area: 'public' | 'private'
}

export const IMAGES = ['png', 'jpg', 'gif', 'webp']
const WORD = ['docx', 'cfb']

export const KINDS: Record<UploadKind, KindRule> = {
  // POST /api/upload with no kind (SPEC §7): every type the call serves; images keep their 10 MB cap.
  any: { types: [...IMAGES, 'pdf', ...WORD], maxBytes: 20 * MB, message: INVALID_FILE, area: 'public' },
  image: { types: IMAGES, maxBytes: 10 * MB, message: IMAGE_ONLY, area: 'public' },
  pdf: { types: ['pdf'], maxBytes: 20 * MB, message: PDF_ONLY, area: 'public' },
  download: { types: ['pdf', 'png', 'jpg', 'gif', ...WORD], maxBytes: 20 * MB, message: INVALID_FILE, area: 'public' },
  // CVs are mailed as attachments but also opened by admins: private, not public.
  cv: { types: ['pdf', ...WORD], maxBytes: 2 * MB, message: INVALID_FILE, area: 'private' },
  marksheet: { types: ['pdf', ...WORD], maxBytes: 5 * MB, message: INVALID_FILE, area: 'private' },
  ppphoto: { types: ['png', 'jpg'], maxBytes: 5 * MB, message: IMAGE_ONLY, area: 'private' },
  characterCf: { types: ['pdf', 'png', 'jpg'], maxBytes: 5 * MB, message: INVALID_FILE, area: 'private' },
  application: { types: ['pdf', ...WORD], maxBytes: 5 * MB, message: INVALID_FILE, area: 'private' }
}

/** file-type reports Word 97 documents as the generic container "cfb". */
export function storedExtension (detected: string): string {
  return detected === 'cfb' ? 'doc' : detected
}

export const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword'
}

/** Stored and offered names end in the detected type: 'CV-Jane-Doe.html' holding a PDF → 'CV-Jane-Doe.pdf'. */
export function nameForType (name: string, ext: string): string {
  const same = ext === 'jpg' ? ['jpg', 'jpeg'] : [ext]
  const m = /^(.*?)\.([A-Za-z0-9]{1,10})$/.exec(name)
  if (m && same.includes(m[2]!.toLowerCase())) return name
  const base = (m ? m[1]! : name).replace(/[. ]+$/, '') || 'file'
  return `${base}.${ext}`
}

/** The kind recorded for a file uploaded with no kind: what a field may later accept it as. */
export function kindOfType (ext: string): 'image' | 'pdf' | 'document' {
  return IMAGES.includes(ext) ? 'image' : ext === 'pdf' ? 'pdf' : 'document'
}
