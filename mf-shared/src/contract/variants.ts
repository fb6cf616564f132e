// The image variants the API stores beside each uploaded image, named by a rule the front ends and the
// server's page heads both follow. Plain data and one function: no API or front-end code.

const IMAGE_PATH = /^(.*\/uploads\/[^/?#]+)\.(jpe?g|png|gif|webp|avif)$/i

export type ImageVariant = 'thumb' | 'small' | 'mid' | 'web'

/**
 * The upload step stores each image with four variants beside it: `<name>.thumb.webp` (320×174),
 * `<name>.small.webp` (at most 560 px wide), `<name>.mid.webp` (at most 768 px wide) and `<name>.web.webp`
 * (at most 1280 px wide).
 * Paths that are not local uploads are returned unchanged.
 */
export function imageVariant (path: string | null | undefined, variant: ImageVariant): string {
  if (!path) return ''
  const m = IMAGE_PATH.exec(path)
  return m ? `${m[1]}.${variant}.webp` : path
}
