import sharp from 'sharp'

export interface Variant { name: string; data: Buffer }

// About 40 megapixels: any real photo fits; a decompression bomb is refused before decoding.
const LIMIT_PIXELS = 40_000_000
const open = (data: Buffer) => sharp(data, { limitInputPixels: LIMIT_PIXELS, failOn: 'error' }).rotate()

export const THUMB = { width: 320, height: 174 }
export const WEB_MAX_WIDTH = 1280

/** `<stem>.thumb.webp` (320×174 cover) and `<stem>.web.webp` (at most 1280 px wide). */
export async function makeVariants (data: Buffer, stem: string): Promise<Variant[]> {
  const thumb = await open(data).resize(THUMB.width, THUMB.height, { fit: 'cover' }).webp({ quality: 78 }).toBuffer()
  const web = await open(data).resize({ width: WEB_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer()
  return [{ name: `${stem}.thumb.webp`, data: thumb }, { name: `${stem}.web.webp`, data: web }]
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
