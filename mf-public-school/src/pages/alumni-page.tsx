import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { ALUMNI, ALUMNI_EMAIL } from '../content/alumni';
import { ALUMNI_NE } from '../content/ne/alumni';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

export default function AlumniPage() {
  const alumni = useInLang(ALUMNI, ALUMNI_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/alumni']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section" aria-labelledby="network-title">
        <h2 id="network-title" className="pub-section-title">
          {t('pages.alumniNetwork')}
        </h2>
        <p className="content-lead">{alumni.intro}</p>
        <div className="content-cards content-cards-3">
          {alumni.stories.map((s) => (
            <article key={s.name} className="content-card">
              <h3 className="content-card-title">{s.name}</h3>
              <p className="content-role">{s.batch}</p>
              <p>{s.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="pub-section pub-section-alt" aria-labelledby="updates-title">
        <div className="pub-container">
          <h2 id="updates-title" className="pub-section-title">
            {t('pages.alumniUpdates')}
          </h2>
          <div className="content-cards content-cards-3">
            {alumni.updates.map((u) => (
              <article key={u.title} className="content-card">
                <h3 className="content-card-title">{u.title}</h3>
                <p>{u.text}</p>
              </article>
            ))}
          </div>
          <p className="content-cta">
            {t('pages.alumniJoinBefore')}
            <a href={`mailto:${ALUMNI_EMAIL}`}>{ALUMNI_EMAIL}</a>
            {t('pages.alumniJoinAfter')}
          </p>
        </div>
      </section>
    </>
  );
}
