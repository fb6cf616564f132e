import { useEffect, useState } from 'react';
import { thumbOf, useDataSaver, webOf } from '@school/shared/kit';
import { apiUrl } from '@school/shared/session';

export interface BlurUpImageProps {
  /** The stored original; its web-sized variant is what loads. */
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
 * image is the ≤1280 px web variant (the 320-px one when the visitor saves data or the
 * connection is slow); if that is missing, the original file.
 */
export function BlurUpImage({ src, placeholder, alt, width, height, className }: BlurUpImageProps) {
  // Light on data: the 320-px variant stands in for the web one.
  const web = apiUrl(useDataSaver() ? thumbOf(src) : webOf(src));
  const original = apiUrl(src);
  const [shown, setShown] = useState<string | null>(placeholder ? null : web);

  useEffect(() => {
    if (!placeholder) return;
    let alive = true;
    const load = (url: string, fallback?: string) => {
      const img = new Image();
      img.fetchPriority = 'high';
      img.onload = () => alive && setShown(url);
      img.onerror = () => alive && fallback && load(fallback);
      img.src = url;
    };
    load(web, web === original ? undefined : original);
    return () => {
      alive = false;
    };
  }, [web, original, placeholder]);

  const ready = shown !== null;
  return (
    <img
      src={shown ?? apiUrl(placeholder!)}
      alt={alt}
      width={width}
      height={height}
      className={`${className ?? ''} w-blur-up${ready ? '' : ' is-blurred'}`}
      data-state={ready ? 'original' : 'blurred'}
      fetchPriority="high"
      onError={(e) => {
        if (shown === web && web !== original) e.currentTarget.src = original;
      }}
    />
  );
}
