import { Suspense, useEffect, useRef, useState } from 'react';
import type { CarouselSlide } from '@school/shared/contract';
import { useLocalized } from '@school/shared/kit';
import { ResponsiveImage } from '../responsive-image';
import { LazySwiperSlider as SwiperSlider } from './lazy-swiper';
import '../public.css';

/** SPEC.md §9: the first slide stays about 33 s, later slides about 55 minutes. */
export const HERO_DELAYS = { first: 33_300, later: 3_300_000 } as const;
/** swiper is fetched this long before the first slide change is due. */
const PREFETCH_MS = 5_000;

export interface HeroCarouselProps {
  slides: Pick<CarouselSlide, '_id' | 'title' | 'description' | 'image' | 'titleNe' | 'descriptionNe'>[];
  /** Accessible name, e.g. 'Highlights of Valley School'. */
  label: string;
  firstDelay?: number;
  laterDelay?: number;
}

function Slide({ slide, first }: { slide: HeroCarouselProps['slides'][number]; first: boolean }) {
  const text = useLocalized();
  const title = text(slide, 'title');
  const description = text(slide, 'description');
  return (
    <figure className="pub-hero-slide">
      <ResponsiveImage
        path={slide.image}
        alt={title}
        variant="web"
        width={1280}
        height={540}
        sizes="100vw"
        priority={first}
        className="pub-hero-image"
      />
      <figcaption className="pub-hero-caption">
        {first ? <h2 className="pub-hero-title">{title}</h2> : <p className="pub-hero-title">{title}</p>}
        {description && <p className="pub-hero-text">{description}</p>}
      </figcaption>
    </figure>
  );
}

/**
 * The home carousel. The first slide renders at once as plain markup (it is the
 * page's largest image) and stays for ~33 s, so neither swiper nor the other
 * slides' images are needed on first paint. swiper, and with it the other slides'
 * images, loads when the visitor reaches for the carousel (hover, focus, touch) or
 * PREFETCH_MS before the first change is due, then takes over seamlessly. Nothing
 * is fetched ahead on idle (issue 36): most visits end before the first change, and
 * each slide's picture cost a phone's first visit about 96 KB.
 */
export function HeroCarousel({ slides, label, firstDelay = HERO_DELAYS.first, laterDelay = HERO_DELAYS.later }: HeroCarouselProps) {
  const [live, setLive] = useState(false);
  const mountedAt = useRef(Date.now());
  const many = slides.length > 1;

  useEffect(() => {
    if (!many || live) return;
    const t = setTimeout(() => setLive(true), Math.max(0, firstDelay - PREFETCH_MS));
    return () => clearTimeout(t);
  }, [many, live, firstDelay]);

  if (!slides.length) return null;
  const first = (
    <div className="pub-hero-static">
      <Slide slide={slides[0]} first />
    </div>
  );
  const wake = () => many && setLive(true);
  // The first slide keeps its ~33 s in total, counted from when the page showed it.
  const firstRemaining = () => Math.max(1_000, firstDelay - (Date.now() - mountedAt.current));

  return (
    <div
      className="pub-hero"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={wake}
      onFocus={wake}
      onTouchStart={wake}
      data-live={live || undefined}
    >
      {live ? (
        <Suspense fallback={first}>
          <SwiperSlider
            items={slides}
            itemKey={(s) => s._id}
            label={label}
            autoplayMs={laterDelay}
            speed={800}
            effect="fade"
            delayOf={(i) => (i === 0 ? firstRemaining() : laterDelay)}
            renderItem={(s, i) => <Slide slide={s} first={i === 0} />}
          />
        </Suspense>
      ) : (
        first
      )}
    </div>
  );
}
