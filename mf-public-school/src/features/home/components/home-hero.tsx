import { Link } from 'react-router-dom';
import { HeroCarousel } from '@school/shared/public';
import { useInLang, useSiteFacts } from '@school/shared/kit';
import { HERO_FALLBACK } from '../../../content/home';
import { HERO_FALLBACK_NE } from '../../../content/ne/home';
import { useCarousel } from '../api/get-carousel';
import { useText } from '../../../i18n';

/** The home carousel (SPEC.md §9 intervals); a plain banner while loading, on error or when empty. */
export function HomeHero() {
  const fallback = useInLang(HERO_FALLBACK, HERO_FALLBACK_NE);
  const slides = useCarousel();
  const { t } = useText();
  const school = useSiteFacts();
  if (slides.data?.length) return <HeroCarousel slides={slides.data} label={t('home.highlights', { name: school.shortName })} />;
  return (
    <div className={`home-hero-fallback${slides.isPending ? ' is-loading' : ''}`} aria-busy={slides.isPending}>
      <div className="pub-container">
        <h2 className="home-hero-title">{fallback.title}</h2>
        <p className="home-hero-text">{fallback.text}</p>
        <Link to="/registration" className="pub-button pub-button-accent">
          {t('home.apply')}
        </Link>
      </div>
    </div>
  );
}
