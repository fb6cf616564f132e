import { Link } from 'react-router-dom';
import { SCHOOL } from '@school/shared/kit';
import { INTRO } from '../../../content/home';

export function HomeIntro() {
  return (
    <section className="pub-section home-intro" aria-labelledby="home-title">
      <div className="pub-container home-intro-grid">
        <div>
          <p className="home-eyebrow">{INTRO.eyebrow}</p>
          <h1 id="home-title" className="home-title">
            {SCHOOL.name}
          </h1>
          <p className="home-lead">{INTRO.title}</p>
          {INTRO.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <p className="home-intro-actions">
            <Link to="/about" className="pub-button">
              About the school
            </Link>
            <Link to="/registration" className="pub-button pub-button-ghost">
              Apply for admission
            </Link>
          </p>
        </div>
        <ul className="home-stats" aria-label="Hope Academy in numbers">
          {INTRO.highlights.map((h) => (
            <li key={h.label}>
              <strong>{h.value}</strong>
              <span>{h.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="pub-container">
        <ul className="home-pillars">
          {INTRO.pillars.map((p) => (
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
