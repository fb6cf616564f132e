import sharp from 'sharp'

export interface Variant { name: string; data: Buffer }

// About 40 megapixels: any real photo fits; a decompression bomb is refused before decoding.
const LIMIT_PIXELS = 40_000_000
const open = (data: Buffer) => sharp(data, { limitInputPixels: LIMIT_PIXELS, failOn: 'error' }).rotate()

export const THUMB = { width: 320, height: 174 }
export const WEB_MAX_WIDTH = 1280
/** A phone's full-width picture: 412 CSS px at 1.75 device pixels per px needs about 720. */
export const MID_MAX_WIDTH = 768

/**
 * `<stem>.thumb.webp` (320×174 cover), `<stem>.mid.webp` (at most 768 px wide) and
 * `<stem>.web.webp` (at most 1280 px wide).
 */
export async function makeVariants (data: Buffer, stem: string): Promise<Variant[]> {
  const thumb = await open(data).resize(THUMB.width, THUMB.height, { fit: 'cover' }).webp({ quality: 78 }).toBuffer()
  const mid = await makeMid(data, stem)
  const web = await open(data).resize({ width: WEB_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()
  return [{ name: `${stem}.thumb.webp`, data: thumb }, mid, { name: `${stem}.web.webp`, data: web }]
}

/** `<stem>.mid.webp` alone: also made later for images uploaded before it existed (files.addMissingVariants). */
export async function makeMid (data: Buffer, stem: string): Promise<Variant> {
  const mid = await open(data).resize({ width: MID_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
  return { name: `${stem}.mid.webp`, data: mid }
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
