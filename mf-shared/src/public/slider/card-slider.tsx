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
 * How near the viewport a slider wakes swiper (its 33 KB gzip chunk): 150 px, not the 300 px of the other
 * lazy parts, so a slider that starts just below the first screen (women `/about` at 1280 × 800: 238 px
 * below it) is not part of the first load (issue 36); its static row has the carousel's size meanwhile.
 */
const SLIDER_MARGIN = '150px';

/**
 * A swiper carousel of cards. Until it nears the viewport (and while swiper's
 * chunk loads) the first cards show as a static row of the same size, so the
 * page neither waits for swiper nor shifts when it arrives.
 */
export function CardSlider<T>({ className, ...props }: CardSliderProps<T>) {
  const { ref, near } = useNearViewport<HTMLDivElement>(SLIDER_MARGIN);
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
