import { Suspense, type ReactNode } from 'react';
import type { SliderOptions } from './slider-options';
import { useNearViewport } from './use-near-viewport';
import '../public.css';

import { LazySwiperSlider as SwiperSlider } from './lazy-swiper';

export interface CardSliderProps<T> extends SliderOptions {
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the slider, e.g. 'Student testimonials'. */
  label: string;
  className?: string;
}

/**
 * A swiper carousel of cards. Until it nears the viewport (and while swiper's
 * chunk loads) the first cards show as a static row of the same size, so the
 * page neither waits for swiper nor shifts when it arrives.
 */
export function CardSlider<T>({ className, ...props }: CardSliderProps<T>) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const preview = (
    <ul className="pub-slider-static" aria-label={props.label}>
      {props.items.slice(0, 4).map((item, i) => (
        <li key={props.itemKey(item)}>{props.renderItem(item, i)}</li>
      ))}
    </ul>
  );
  return (
    <div ref={ref} className={className} role="region" aria-roledescription="carousel" aria-label={props.label}>
      {near ? (
        <Suspense fallback={preview}>
          <SwiperSlider {...props} />
        </Suspense>
      ) : (
        preview
      )}
    </div>
  );
}
