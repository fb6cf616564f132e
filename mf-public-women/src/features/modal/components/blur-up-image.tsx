import { useEffect, useState } from 'react';
import { useDataSaver } from '@school/shared/kit';
import { popupImageSources } from '@school/shared/public';
import { apiUrl } from '@school/shared/session';

export interface BlurUpImageProps {
  /** The stored original; its variants are what load. */
  src: string;
  /** The small blurred variant, shown at once. */
  placeholder?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * Shows the blurred thumbnail straight away and swaps in the image once the
 * browser has it (SPEC.md §3: the women's-centre modal keeps both URLs). The
 * image is the variant the pop-up's width needs, by srcset (a phone's is the 768-px one; the
 * 320-px one when the visitor saves data or the connection is slow); if that is missing, the original file.
 */
export function BlurUpImage({ src, placeholder, alt, width, height, className }: BlurUpImageProps) {
  const sources = popupImageSources(src, useDataSaver());
  const original = apiUrl(src);
  const [stage, setStage] = useState<'blurred' | 'variant' | 'original'>(placeholder ? 'blurred' : 'variant');
  const { src: variant, srcSet, sizes } = sources;

  useEffect(() => {
    if (!placeholder) return;
    let alive = true;
    // the same srcset and sizes as the shown image, so the browser fetches (and caches) the candidate it will show
    const load = (url: string, set: string | undefined, then: 'variant' | 'original') => {
      const img = new Image();
      img.fetchPriority = 'high';
      if (set && sizes) {
        img.sizes = sizes;
        img.srcset = set;
      }
      img.onload = () => alive && setStage(then);
      img.onerror = () => alive && then === 'variant' && variant !== original && load(original, undefined, 'original');
      img.src = url;
    };
    load(variant, srcSet, 'variant');
    return () => {
      alive = false;
    };
  }, [variant, srcSet, sizes, original, placeholder]);

  const ready = stage !== 'blurred';
  const shown = stage === 'variant' ? { src: variant, srcSet, sizes } : { src: stage === 'original' ? original : apiUrl(placeholder!) };
  return (
    <img
      {...shown}
      alt={alt}
      width={width}
      height={height}
      className={`${className ?? ''} w-blur-up${ready ? '' : ' is-blurred'}`}
      data-state={ready ? 'original' : 'blurred'}
      fetchPriority="high"
      onError={() => {
        if (stage === 'variant' && variant !== original) setStage('original');
      }}
    />
  );
}
