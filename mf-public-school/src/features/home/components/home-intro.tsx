import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLang, useSiteFacts } from '@school/shared/kit';
import { blockText, pageQuery, useRichText } from '@school/shared/public';
import { useText } from '../../../i18n';

/**
 * The home's introduction, from the home page's blocks (issue 31): its rich text (a greeting, a lead,
 * then paragraphs) under the school's name, its first cards as the figures beside it, its second cards
 * as the pillars below. The home's other blocks (news, events, team, testimonials) are its own sections.
 */
export function HomeIntro() {
  const { t } = useText();
  const school = useSiteFacts();
  const lang = useLang();
  const page = useQuery({ ...pageQuery('school', '/'), retryOnMount: false });
  const blocks = page.data?.blocks ?? [];
  const text = blocks.find((b) => b.type === 'richText');
  const [figures, pillars] = blocks.filter((b) => b.type === 'cards');
  const [greeting, lead, ...paragraphs] = useRichText(text);
  return (
    <section className="pub-section home-intro" aria-labelledby="home-title">
      <div className="pub-container home-intro-grid">
        <div>
          {greeting && <div className="home-eyebrow">{greeting}</div>}
          <h1 id="home-title" className="home-title">
            {school.name}
          </h1>
          {lead && <div className="home-lead">{lead}</div>}
          {paragraphs}
          <p className="home-intro-actions">
            <Link to="/about" className="pub-button">
              {t('home.aboutSchool')}
            </Link>
            <Link to="/registration" className="pub-button pub-button-ghost">
              {t('home.applyAdmission')}
            </Link>
          </p>
        </div>
        {figures && (
          <ul className="home-stats" aria-label={t('home.inNumbers', { name: school.shortName })}>
            {figures.items.map((h, i) => (
              <li key={i}>
                <strong>{blockText(h.title, h.ne?.title, lang)}</strong>
                <span>{blockText(h.text, h.ne?.text, lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {pillars && (
        <div className="pub-container">
          <ul className="home-pillars">
            {pillars.items.map((p, i) => (
              <li key={i}>
                <h2 className="home-pillar-title">{blockText(p.title, p.ne?.title, lang)}</h2>
                <p>{blockText(p.text, p.ne?.text, lang)}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
