import { HeroCarousel } from '@school/shared/public';
import { WOMEN_CENTRE } from '@school/shared/ui';
import { useCarousel } from '../api/get-carousel';
import './carousel.css';

/**
 * The home carousel. Its box keeps the slide's proportions while loading and
 * when there are no slides, so nothing below it moves.
 */
export function HomeCarousel() {
  const query = useCarousel();
  if (query.isSuccess && query.data.length) {
    return <HeroCarousel slides={query.data} label={`Highlights of ${WOMEN_CENTRE.name}`} />;
  }
  return (
    <div className="w-hero-band" aria-busy={query.isPending || undefined} data-testid="carousel-empty">
      {!query.isPending && (
        <p className="w-hero-band-text">
          {query.isError ? query.error.message : WOMEN_CENTRE.tagline}
        </p>
      )}
    </div>
  );
}
