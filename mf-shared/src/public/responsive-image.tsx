import { useState, type ImgHTMLAttributes } from 'react';
import { apiUrl } from '@school/shared/session';
import { thumbOf, webOf } from '@school/shared/kit';
import fallbackImage from './assets/image-fallback.svg';

export const IMAGE_FALLBACK = fallbackImage;

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The stored upload path (or an absolute URL). */
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Which variant to request by default; the srcset lets the browser pick the other one. */
  variant?: 'thumb' | 'web';
  /** Above-the-fold images (the LCP candidate) load eagerly with high priority. */
  priority?: boolean;
}

/**
 * An uploaded image served from its 320-px thumbnail or, for large images, a
 * srcset of the thumbnail and the ≤1280-px web variant; lazy by default and with
 * explicit dimensions so the layout does not shift. On error it falls back to the
 * original file, then to a neutral image.
 */
export function ResponsiveImage({ path, alt, width, height, variant = 'thumb', priority, sizes, ...rest }: ResponsiveImageProps) {
  // The stage resets whenever the path changes: 0 variant, 1 original file, 2 fallback image.
  const [failure, setFailure] = useState<{ path: typeof path; stage: 0 | 1 | 2 }>({ path, stage: 0 });
  const stage = !path ? 2 : failure.path === path ? failure.stage : 0;
  const thumb = apiUrl(thumbOf(path));
  const web = apiUrl(webOf(path));
  const hasVariants = !!path && thumb !== apiUrl(path);

  let src = variant === 'thumb' ? thumb : web;
  // Thumbnails stay thumbnails, even on high-density screens: on slow mobile networks a
  // 1280-px image behind every card costs far more than a slightly soft preview.
  let srcSet: string | undefined = hasVariants && variant === 'web' ? `${thumb} 320w, ${web} 1280w` : undefined;
  if (stage === 1 && path) {
    src = apiUrl(path);
    srcSet = undefined;
  } else if (stage === 2) {
    src = IMAGE_FALLBACK;
    srcSet = undefined;
  }

  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailure({ path, stage: stage === 0 && hasVariants ? 1 : 2 })}
    />
  );
}

/**
 * Starts downloading the image a ResponsiveImage with variant 'web' will show, as
 * soon as its path is known (before the component renders), with the same
 * srcset and sizes so the browser picks the same candidate and fetches it once.
 */
export function preloadResponsiveImage(path: string | null | undefined, sizes = '100vw') {
  if (!path || typeof document === 'undefined') return;
  const thumb = apiUrl(thumbOf(path));
  const web = apiUrl(webOf(path));
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  if (thumb !== apiUrl(path)) {
    link.setAttribute('imagesrcset', `${thumb} 320w, ${web} 1280w`);
    link.setAttribute('imagesizes', sizes);
  }
  link.href = web;
  document.head.appendChild(link);
}

/** Starts downloading the web variant of an image shown without a srcset (the welcome modal's). */
export function preloadWebImage(path: string | null | undefined) {
  if (!path || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.href = apiUrl(webOf(path));
  document.head.appendChild(link);
}
