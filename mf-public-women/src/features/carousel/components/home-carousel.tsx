import { HeroCarousel } from '@school/shared/public';
import { taglineOf, useSiteFacts } from '@school/shared/kit';
import { useCarousel } from '../api/get-carousel';
import './carousel.css';
import { useText } from '../../../i18n';

/**
 * The home carousel. The first slide shows at once; the others (and swiper
 * with them) join when the visitor reaches for it or the page is idle (the
 * shared HeroCarousel decides), since the first slide stays up for about 33 s
 * anyway (SPEC.md §9). Its box keeps the slide's proportions while loading and
 * when there are no slides, so nothing below it moves.
 */
export function HomeCarousel() {
  const { t } = useText();
  const women = useSiteFacts();
  const query = useCarousel();
  if (query.isSuccess && query.data.length) {
    return <HeroCarousel slides={query.data} label={t('home.highlights', { name: women.name })} />;
  }
  return (
    <div className="w-hero-band" aria-busy={query.isPending || undefined} data-testid="carousel-empty">
      {!query.isPending && <p className="w-hero-band-text">{query.isError ? query.error.message : taglineOf(women)}</p>}
    </div>
  );
}
