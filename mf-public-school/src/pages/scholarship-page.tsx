import { CheckCircleFilled } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { SCHOLARSHIP } from '../content/scholarship';
import { SCHOLARSHIP_NE } from '../content/ne/scholarship';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

export default function ScholarshipPage() {
  const scholarship = useInLang(SCHOLARSHIP, SCHOLARSHIP_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/scholarship']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section" aria-labelledby="covers-title">
        {scholarship.intro.map((p) => (
          <p key={p.slice(0, 20)} className="content-lead">
            {p}
          </p>
        ))}
        <h2 id="covers-title" className="pub-section-title">
          {t('pages.scholarshipCovers')}
        </h2>
        <ul className="content-checks">
          {scholarship.covers.map((c) => (
            <li key={c}>
              <CheckCircleFilled aria-hidden="true" /> {c}
            </li>
          ))}
        </ul>
      </section>
      <section className="pub-section pub-section-alt" aria-labelledby="categories-title">
        <div className="pub-container">
          <h2 id="categories-title" className="pub-section-title">
            {t('pages.scholarshipCategories')}
          </h2>
          <div className="content-cards content-cards-3">
            {scholarship.categories.map((c) => (
              <article key={c.title} className="content-card">
                <h3 className="content-card-title">{c.title}</h3>
                <p>{c.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="pub-container pub-section" aria-labelledby="apply-title">
        <h2 id="apply-title" className="pub-section-title">
          {t('pages.howToApply')}
        </h2>
        <ol className="content-steps">
          {scholarship.howToApply.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="content-cta">
          <Link to="/registration" className="pub-button pub-button-accent">
            {t('menu.Apply Now')}
          </Link>
        </p>
      </section>
    </>
  );
}
