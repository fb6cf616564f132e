import { useEffect, useEffectEvent, useRef, useState, type ImgHTMLAttributes } from 'react';
import { apiUrl } from '@school/shared/session';
import { connectionSaveData, midOf, serverSaveData, smallOf, thumbOf, useDataSaver, webOf } from '@school/shared/kit';
import fallbackImage from './assets/image-fallback.svg';

export const IMAGE_FALLBACK = fallbackImage;

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The stored upload path (or an absolute URL). */
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /**
   * Which variant to request by default; the srcset lets the browser pick the other one. When the
   * visitor saves data or the connection is slow (`useDataSaver`), every image is the 320-px one.
   */
  variant?: 'thumb' | 'web';
  /** Above-the-fold images (the LCP candidate) load eagerly with high priority. */
  priority?: boolean;
}

/**
 * The srcset of an upload's variants: the 320-px thumbnail, the ≤560-px one a picture about 280 px wide
 * needs on a phone (the welcome pop-up), the ≤768-px one a phone's full width needs, and the ≤1280-px one for
 * wide screens.
 */
export function variantSrcSet(path: string): string {
  return `${apiUrl(thumbOf(path))} 320w, ${apiUrl(smallOf(path))} 560w, ${apiUrl(midOf(path))} 768w, ${apiUrl(webOf(path))} 1280w`;
}

/**
 * An uploaded image served from its 320-px thumbnail or, for large images, a
 * srcset of its variants (variantSrcSet); lazy by default and with
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
  const light = useDataSaver() || variant === 'thumb';

  let src = light ? thumb : web;
  // Thumbnails stay thumbnails, even on high-density screens: on slow mobile networks a
  // 1280-px image behind every card costs far more than a slightly soft preview.
  let srcSet: string | undefined = path && hasVariants && !light ? variantSrcSet(path) : undefined;
  if (stage === 1 && path) {
    src = apiUrl(path);
    srcSet = undefined;
  } else if (stage === 2) {
    src = IMAGE_FALLBACK;
    srcSet = undefined;
  }

  const ref = useRef<HTMLImageElement>(null);
  const failed = () => setFailure({ path, stage: stage === 0 && hasVariants ? 1 : 2 });
  // A server-rendered image that failed before the page hydrated fired its error with nobody listening
  // (checked once per source shown).
  const checkServerImage = useEffectEvent(() => {
    const img = ref.current;
    if (img && stage < 2 && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) failed();
  });
  useEffect(() => checkServerImage(), [src]);

  return (
    <img
      {...rest}
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={failed}
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
  if (saveData()) {
    // the image will render from its thumbnail alone (ResponsiveImage with data saver on)
    link.href = thumb;
    document.head.appendChild(link);
    return;
  }
  if (thumb !== apiUrl(path)) {
    link.setAttribute('imagesrcset', variantSrcSet(path));
    link.setAttribute('imagesizes', sizes);
  }
  link.href = web;
  document.head.appendChild(link);
}

/**
 * The width a pop-up's picture is shown at (public.css: `.pub-popup` is min(720px, 100vw − 32px) wide,
 * its body pads 24 px each side), for the srcset of the welcome pop-ups: a 360-px phone at two device
 * pixels per px shows it 560 device pixels wide and takes the 560-px variant, not the 768- or 1280-px one
 * (issue 36: a camera photo's 35 against 66 and 254 KB).
 */
export const POPUP_IMAGE_SIZES = '(max-width: 752px) calc(100vw - 80px), 672px';

/**
 * The `src`, `srcSet` and `sizes` of a pop-up's uploaded picture: its variants, the browser picking
 * by the shown width; the 320-px one alone when the visitor saves data; the file itself when it has
 * no variants (an external URL).
 */
export function popupImageSources(path: string, light: boolean): { src: string; srcSet?: string; sizes?: string } {
  const thumb = apiUrl(thumbOf(path));
  if (thumb === apiUrl(path)) return { src: apiUrl(path) };
  if (light) return { src: thumb };
  return { src: apiUrl(webOf(path)), srcSet: variantSrcSet(path), sizes: POPUP_IMAGE_SIZES };
}

/** Starts downloading the web variant of an image shown without a srcset (the welcome modal's). */
export function preloadWebImage(path: string | null | undefined) {
  if (!path || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.href = apiUrl(saveData() ? thumbOf(path) : webOf(path));
  document.head.appendChild(link);
}

/** useDataSaver's answer outside React (the preloads start before anything renders). */
const saveData = () => serverSaveData() || connectionSaveData();
