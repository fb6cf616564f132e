import { CheckCircleFilled } from '@school/shared/kit';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { ABOUT } from '../content/about';
import { ABOUT_NE } from '../content/ne/about';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

export default function AboutPage() {
  const about = useInLang(ABOUT, ABOUT_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/about']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section" aria-label={t('pages.whoWeAre')}>
        <p className="content-lead">{about.intro}</p>
        <div className="content-cards content-cards-4">
          {about.cards.map((c) => (
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
            {t('pages.ourAims')}
          </h2>
          <ul className="content-checks">
            {about.aims.map((a) => (
              <li key={a}>
                <CheckCircleFilled aria-hidden="true" /> {a}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="pub-container pub-section" aria-labelledby="features-title">
        <h2 id="features-title" className="pub-section-title">
          {t('pages.coreFeatures')}
        </h2>
        <div className="content-cards content-cards-3">
          {about.features.map((f) => (
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
