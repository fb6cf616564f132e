import { Suspense } from 'react';
import type { CarouselSlide } from '@school/shared/types';
import { ResponsiveImage } from '../responsive-image';
import '../public.css';

import { LazySwiperSlider as SwiperSlider } from './lazy-swiper';

/** SPEC.md §9: the first slide stays about 33 s, later slides about 55 minutes. */
export const HERO_DELAYS = { first: 33_300, later: 3_300_000 } as const;

export interface HeroCarouselProps {
  slides: Pick<CarouselSlide, '_id' | 'title' | 'description' | 'image'>[];
  /** Accessible name, e.g. 'Highlights of Hope Academy'. */
  label: string;
  firstDelay?: number;
  laterDelay?: number;
}

function Slide({ slide, first }: { slide: HeroCarouselProps['slides'][number]; first: boolean }) {
  return (
    <figure className="pub-hero-slide">
      <ResponsiveImage
        path={slide.image}
        alt={slide.title}
        variant="web"
        width={1280}
        height={540}
        sizes="100vw"
        priority={first}
        className="pub-hero-image"
      />
      <figcaption className="pub-hero-caption">
        {first ? <h2 className="pub-hero-title">{slide.title}</h2> : <p className="pub-hero-title">{slide.title}</p>}
        {slide.description && <p className="pub-hero-text">{slide.description}</p>}
      </figcaption>
    </figure>
  );
}

/**
 * The home carousel. The first slide renders at once as plain markup (it is the
 * page's largest image), and swiper takes over when its chunk has loaded.
 */
export function HeroCarousel({ slides, label, firstDelay = HERO_DELAYS.first, laterDelay = HERO_DELAYS.later }: HeroCarouselProps) {
  if (!slides.length) return null;
  const first = (
    <div className="pub-hero-static">
      <Slide slide={slides[0]} first />
    </div>
  );
  return (
    <div className="pub-hero" role="region" aria-roledescription="carousel" aria-label={label}>
      {slides.length === 1 ? (
        first
      ) : (
        <Suspense fallback={first}>
          <SwiperSlider
            items={slides}
            itemKey={(s) => s._id}
            label={label}
            autoplayMs={laterDelay}
            speed={800}
            effect="fade"
            delayOf={(i) => (i === 0 ? firstDelay : laterDelay)}
            renderItem={(s, i) => <Slide slide={s} first={i === 0} />}
          />
        </Suspense>
      )}
    </div>
  );
}
