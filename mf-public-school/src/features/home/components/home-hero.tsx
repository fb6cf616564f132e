import { Link } from 'react-router-dom';
import { HeroCarousel } from '@school/shared/public';
import { SCHOOL } from '@school/shared/kit';
import { HERO_FALLBACK } from '../../../content/home';
import { useCarousel } from '../api/get-carousel';

/** The home carousel (SPEC.md §9 intervals); a plain banner while loading, on error or when empty. */
export function HomeHero() {
  const slides = useCarousel();
  if (slides.data?.length) return <HeroCarousel slides={slides.data} label={`Highlights of ${SCHOOL.shortName}`} />;
  return (
    <div className={`home-hero-fallback${slides.isPending ? ' is-loading' : ''}`} aria-busy={slides.isPending}>
      <div className="pub-container">
        <h2 className="home-hero-title">{HERO_FALLBACK.title}</h2>
        <p className="home-hero-text">{HERO_FALLBACK.text}</p>
        <Link to="/registration" className="pub-button pub-button-accent">
          Apply Now
        </Link>
      </div>
    </div>
  );
}
