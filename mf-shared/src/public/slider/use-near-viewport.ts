import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport. Sliders
 * below the fold wait for it, so their library is not part of the first load.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return { ref, near };
}
