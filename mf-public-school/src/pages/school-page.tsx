import { CheckCircleFilled } from '@ant-design/icons';
import { Tabs } from 'antd';
import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { SCHOOL_PAGE } from '../content/school';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function SchoolPage() {
  usePageMeta(SCHOOL_PAGES['/school']);
  const { intro, tabs, director } = SCHOOL_PAGE;
  return (
    <>
      <PageBanner title="Our School" crumbs={[{ label: 'About' }]} />
      <section className="pub-container pub-section" aria-label="Introduction">
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
              Message from the Director
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
      <TestimonialsSection kind="students" title="What Our Students Say" alt={false} />
    </>
  );
}
