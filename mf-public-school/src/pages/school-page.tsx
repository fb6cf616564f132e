import { CheckCircleFilled } from '@school/shared/kit';
import { Tabs } from 'antd';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { SCHOOL_PAGE } from '../content/school';
import { SCHOOL_PAGE_NE } from '../content/ne/school';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';
import { withAntd } from '@school/shared/kit';

function SchoolPage() {
  const page = useInLang(SCHOOL_PAGE, SCHOOL_PAGE_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/school']);
  const { t } = useText();
  const { intro, tabs, director } = page;
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section" aria-label={t('pages.introduction')}>
        {intro.map((p) => (
          <p key={p.slice(0, 20)} className="content-lead">
            {p}
          </p>
        ))}
        <Tabs
          className="content-tabs"
          items={tabs.map((t) => ({
            key: t.key,
            label: t.label,
            children: (
              <div>
                <h2 className="content-h2">{t.title}</h2>
                <ul className="content-checks">
                  {t.points.map((p) => (
                    <li key={p}>
                      <CheckCircleFilled aria-hidden="true" /> {p}
                    </li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      </section>
      <section className="pub-section pub-section-alt" aria-labelledby="director-title">
        <div className="pub-container content-message">
          <div className="content-avatar" aria-hidden="true">
            RA
          </div>
          <div>
            <h2 id="director-title" className="pub-section-title">
              {t('pages.directorMessage')}
            </h2>
            {director.message.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
            <p className="content-signature">
              <strong>{director.name}</strong>
              <br />
              {director.role}
            </p>
          </div>
        </div>
      </section>
      <TestimonialsSection kind="students" title={t('home.students')} alt={false} />
    </>
  );
}

export default withAntd(SchoolPage);
