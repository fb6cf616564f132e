import { useEffect, useState } from 'react';
import { apiUrl } from '@school/shared/session';

export interface BlurUpImageProps {
  /** The original image, shown once it has loaded. */
  src: string;
  /** The small blurred variant, shown at once. */
  placeholder?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * Shows the blurred thumbnail straight away and swaps in the original once the
 * browser has it (SPEC.md §3: the women's-centre modal keeps both URLs).
 */
export function BlurUpImage({ src, placeholder, alt, width, height, className }: BlurUpImageProps) {
  const original = apiUrl(src);
  const [loaded, setLoaded] = useState<string | null>(placeholder ? null : original);

  useEffect(() => {
    if (!placeholder) return;
    let alive = true;
    const img = new Image();
    img.onload = () => alive && setLoaded(original);
    img.src = original;
    return () => {
      alive = false;
    };
  }, [original, placeholder]);

  const ready = loaded === original;
  return (
    <img
      src={ready ? original : apiUrl(placeholder!)}
      alt={alt}
      width={width}
      height={height}
      className={`${className ?? ''} w-blur-up${ready ? '' : ' is-blurred'}`}
      data-state={ready ? 'original' : 'blurred'}
      decoding="async"
    />
  );
}
