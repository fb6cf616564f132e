import { HeroCarousel } from '@school/shared/public';
import { WOMEN_CENTRE } from '@school/shared/kit';
import { useAfterLoad } from '../../../lib/use-after-load';
import { useCarousel } from '../api/get-carousel';
import './carousel.css';

/**
 * The home carousel. The first slide shows at once; the others (and swiper
 * with them) join once the page is idle, since the first slide stays up for
 * about 33 s anyway (SPEC.md §9). Its box keeps the slide's proportions while
 * loading and when there are no slides, so nothing below it moves.
 */
export function HomeCarousel() {
  const query = useCarousel();
  const idle = useAfterLoad();
  if (query.isSuccess && query.data.length) {
    const slides = idle ? query.data : query.data.slice(0, 1);
    return <HeroCarousel slides={slides} label={`Highlights of ${WOMEN_CENTRE.name}`} />;
  }
  return (
    <div className="w-hero-band" aria-busy={query.isPending || undefined} data-testid="carousel-empty">
      {!query.isPending && <p className="w-hero-band-text">{query.isError ? query.error.message : WOMEN_CENTRE.tagline}</p>}
    </div>
  );
}
