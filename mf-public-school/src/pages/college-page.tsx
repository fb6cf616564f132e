import { Modal } from 'antd';
import { useState } from 'react';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang, type Translated } from '@school/shared/kit';
import { COLLEGE_ADMIN_MESSAGE, PROGRAMMES, type Programme } from '../content/college';
import { COLLEGE_ADMIN_MESSAGE_NE, PROGRAMMES_NE } from '../content/ne/college';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';
import { withAntd } from '@school/shared/kit';

function CollegePage() {
  const programmes = useInLang(PROGRAMMES, PROGRAMMES_NE);
  const adminMessage = useInLang(COLLEGE_ADMIN_MESSAGE, COLLEGE_ADMIN_MESSAGE_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/college']);
  const { t } = useText();
  const [open, setOpen] = useState<Translated<Programme> | null>(null);
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section" aria-labelledby="programmes-title">
        <h2 id="programmes-title" className="pub-section-title">
          {t('pages.programmes')}
        </h2>
        <p className="pub-section-lead">{t('college.lead')}</p>
        <div className="content-cards content-cards-3">
          {programmes.map((p) => (
            <article key={p.name} className="content-card programme-card">
              <h3 className="content-card-title">{p.name}</h3>
              <p>{p.summary}</p>
              <h4 className="programme-subjects-title">{t('college.subjects')}</h4>
              <ul className="programme-subjects">
                {p.subjects.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <button type="button" className="pub-button" onClick={() => setOpen(p)} aria-label={t('college.readMoreAbout', { name: p.name })}>
                {t('college.readMore')}
              </button>
            </article>
          ))}
        </div>
      </section>
      <Modal open={!!open} title={open ? t('college.stream', { name: open.name }) : ''} onCancel={() => setOpen(null)} footer={null} width={640}>
        {open?.details.map((d) => (
          <p key={d.slice(0, 20)}>{d}</p>
        ))}
      </Modal>
      <section className="pub-section pub-section-alt" aria-labelledby="admin-message-title">
        <div className="pub-container content-message">
          <div className="content-avatar" aria-hidden="true">
            SM
          </div>
          <div>
            <h2 id="admin-message-title" className="pub-section-title">
              {t('pages.collegeMessage')}
            </h2>
            {adminMessage.message.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
            <p className="content-signature">
              <strong>{adminMessage.name}</strong>
              <br />
              {adminMessage.role}
            </p>
          </div>
        </div>
      </section>
      <TestimonialsSection kind="visitors" title={t('home.visitors')} alt={false} />
    </>
  );
}

export default withAntd(CollegePage);
