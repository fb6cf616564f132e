import { CheckCircleFilled } from '@ant-design/icons';
import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { ABOUT } from '../content/about';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function AboutPage() {
  usePageMeta(SCHOOL_PAGES['/about']);
  return (
    <>
      <PageBanner title="About Us" crumbs={[{ label: 'About' }]} />
      <section className="pub-container pub-section" aria-label="Who we are">
        <p className="content-lead">{ABOUT.intro}</p>
        <div className="content-cards content-cards-4">
          {ABOUT.cards.map((c) => (
            <article key={c.title} className="content-card">
              <h2 className="content-card-title">{c.title}</h2>
              <p>{c.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="pub-section pub-section-alt" aria-labelledby="aims-title">
        <div className="pub-container">
          <h2 id="aims-title" className="pub-section-title">
            Our Aims
          </h2>
          <ul className="content-checks">
            {ABOUT.aims.map((a) => (
              <li key={a}>
                <CheckCircleFilled aria-hidden="true" /> {a}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="pub-container pub-section" aria-labelledby="features-title">
        <h2 id="features-title" className="pub-section-title">
          Core Features
        </h2>
        <div className="content-cards content-cards-3">
          {ABOUT.features.map((f) => (
            <article key={f.title} className="content-card">
              <h3 className="content-card-title">{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
