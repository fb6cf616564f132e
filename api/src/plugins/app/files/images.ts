import sharp from 'sharp'

export interface Variant { name: string; data: Buffer }

// About 40 megapixels: any real photo fits; a decompression bomb is refused before decoding.
const LIMIT_PIXELS = 40_000_000
const open = (data: Buffer) => sharp(data, { limitInputPixels: LIMIT_PIXELS, failOn: 'error' }).rotate()

export const THUMB = { width: 320, height: 174 }
export const WEB_MAX_WIDTH = 1280
/**
 * The variants made for phones, in the order images stored before them get them (files.addMissingVariants):
 * the hero's first. `mid`: a phone's full-width picture (412 CSS px at 1.75 device pixels per px needs about
 * 720). `small`: a picture about 280 CSS px wide at two device pixels per px, the welcome pop-up on a 360-px
 * phone (issue 36, item 5: 35 KB for a camera photo against mid's 66).
 */
export const PHONE_VARIANTS = ['mid', 'small'] as const
export type PhoneVariant = (typeof PHONE_VARIANTS)[number]
/** The width each phone variant is at most: one for every variant of the list, or the type-check fails. */
const PHONE_WIDTHS: Record<PhoneVariant, number> = { mid: 768, small: 560 }
/**
 * The phone's pictures (the thumbnail of cards and albums, the 560- and 768-px variants): WebP's usual default quality
 * and the encoder's slowest, smallest effort. A phone photo's thumbnail 12.7 → 10.5 KB, a camera photo's 768-px
 * variant 95 → 66 KB (issue 36, item 5: an album's first visit with Save-Data is mostly its thumbnails).
 */
const PHONE_WEBP = { quality: 75, effort: 6 }

/** Where a crop centres, as fractions of the width and height (the media library's focal point). */
export interface Focus { x: number; y: number }
export const CENTRE: Focus = { x: 0.5, y: 0.5 }

/**
 * `<stem>.thumb.webp` (320×174 cover), `<stem>.small.webp` (at most 560 px wide), `<stem>.mid.webp` (at most
 * 768 px wide) and `<stem>.web.webp` (at most 1280 px wide). Only the thumbnail is cropped: around `focus`.
 */
export async function makeVariants (data: Buffer, stem: string, focus: Focus = CENTRE): Promise<Variant[]> {
  const thumb = await makeThumb(data, stem, focus)
  const small = await makePhoneVariant(data, stem, 'small')
  const mid = await makePhoneVariant(data, stem, 'mid')
  const web = await open(data).resize({ width: WEB_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()
  return [thumb, small, mid, { name: `${stem}.web.webp`, data: web }]
}

/**
 * `<stem>.thumb.webp`: the image scaled to cover 320×174, then cut so that the focal point is as near
 * the middle as the edges allow (a portrait's face stays in a wide card). The centre is sharp's own cover.
 */
export async function makeThumb (data: Buffer, stem: string, focus: Focus = CENTRE): Promise<Variant> {
  const name = `${stem}.thumb.webp`
  if (focus.x === CENTRE.x && focus.y === CENTRE.y) {
    return { name, data: await open(data).resize(THUMB.width, THUMB.height, { fit: 'cover' }).webp(PHONE_WEBP).toBuffer() }
  }
  const meta = await sharp(data, { limitInputPixels: LIMIT_PIXELS }).metadata()
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height
  const turned = (meta.orientation ?? 1) >= 5
  const w = (turned ? meta.height : meta.width) ?? THUMB.width
  const h = (turned ? meta.width : meta.height) ?? THUMB.height
  const scale = Math.max(THUMB.width / w, THUMB.height / h)
  const sw = Math.max(THUMB.width, Math.round(w * scale))
  const sh = Math.max(THUMB.height, Math.round(h * scale))
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max)
  const left = clamp(Math.round(focus.x * sw - THUMB.width / 2), sw - THUMB.width)
  const top = clamp(Math.round(focus.y * sh - THUMB.height / 2), sh - THUMB.height)
  const thumb = await open(data).resize(sw, sh, { fit: 'fill' }).extract({ left, top, width: THUMB.width, height: THUMB.height }).webp(PHONE_WEBP).toBuffer()
  return { name, data: thumb }
}

/** The upright size of an image (EXIF rotation applied), or nulls when it is not one sharp reads. */
export async function imageSize (data: Buffer): Promise<{ width: number | null; height: number | null }> {
  try {
    const meta = await sharp(data, { limitInputPixels: LIMIT_PIXELS }).metadata()
    const turned = (meta.orientation ?? 1) >= 5
    return { width: (turned ? meta.height : meta.width) ?? null, height: (turned ? meta.width : meta.height) ?? null }
  } catch {
    return { width: null, height: null }
  }
}

/**
 * `<stem>.<variant>.webp`, one of the phone variants alone: also made later for images uploaded before it
 * existed (files.addMissingVariants). A phone's hero and welcome pop-up, the two largest parts of its first
 * visit (issue 36, item 5); shown at most about as wide as they are.
 */
export async function makePhoneVariant (data: Buffer, stem: string, variant: PhoneVariant): Promise<Variant> {
  const out = await open(data).resize({ width: PHONE_WIDTHS[variant], withoutEnlargement: true }).webp(PHONE_WEBP).toBuffer()
  return { name: `${stem}.${variant}.webp`, data: out }
}

/** `<stem>.blur.webp`: a small, heavily blurred placeholder for the women's-centre modal. */
export async function makeBlur (data: Buffer, stem: string): Promise<Variant> {
  const blur = await open(data).resize({ width: 480, withoutEnlargement: true }).blur(12).webp({ quality: 60 }).toBuffer()
  return { name: `${stem}.blur.webp`, data: blur }
}

/** Decodes every pixel (private images keep no variants, but a bomb or a disguised file is still refused). */
export async function checkDecodes (data: Buffer): Promise<void> {
  await open(data).stats()
}
