import { Link } from 'react-router-dom';
import { useInLang, useSiteFacts } from '@school/shared/kit';
import { INTRO } from '../../../content/home';
import { INTRO_NE } from '../../../content/ne/home';
import { useText } from '../../../i18n';

export function HomeIntro() {
  const intro = useInLang(INTRO, INTRO_NE);
  const { t } = useText();
  const school = useSiteFacts();
  return (
    <section className="pub-section home-intro" aria-labelledby="home-title">
      <div className="pub-container home-intro-grid">
        <div>
          <p className="home-eyebrow">{intro.eyebrow}</p>
          <h1 id="home-title" className="home-title">
            {school.name}
          </h1>
          <p className="home-lead">{intro.title}</p>
          {intro.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <p className="home-intro-actions">
            <Link to="/about" className="pub-button">
              {t('home.aboutSchool')}
            </Link>
            <Link to="/registration" className="pub-button pub-button-ghost">
              {t('home.applyAdmission')}
            </Link>
          </p>
        </div>
        <ul className="home-stats" aria-label={t('home.inNumbers')}>
          {intro.highlights.map((h) => (
            <li key={h.label}>
              <strong>{h.value}</strong>
              <span>{h.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="pub-container">
        <ul className="home-pillars">
          {intro.pillars.map((p) => (
            <li key={p.title}>
              <h2 className="home-pillar-title">{p.title}</h2>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
