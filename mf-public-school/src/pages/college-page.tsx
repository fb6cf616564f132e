import { Modal } from 'antd';
import { useState } from 'react';
import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { COLLEGE_ADMIN_MESSAGE, PROGRAMMES, type Programme } from '../content/college';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function CollegePage() {
  usePageMeta(SCHOOL_PAGES['/college']);
  const [open, setOpen] = useState<Programme | null>(null);
  return (
    <>
      <PageBanner title="Hope College" crumbs={[{ label: 'About' }]} />
      <section className="pub-container pub-section" aria-labelledby="programmes-title">
        <h2 id="programmes-title" className="pub-section-title">
          Our Programmes
        </h2>
        <p className="pub-section-lead">Hope College offers three streams for Grades 11 and 12, affiliated to the National Examinations Board (NEB).</p>
        <div className="content-cards content-cards-3">
          {PROGRAMMES.map((p) => (
            <article key={p.name} className="content-card programme-card">
              <h3 className="content-card-title">{p.name}</h3>
              <p>{p.summary}</p>
              <h4 className="programme-subjects-title">Subjects</h4>
              <ul className="programme-subjects">
                {p.subjects.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
              <button type="button" className="pub-button" onClick={() => setOpen(p)} aria-label={`Readmore about ${p.name}`}>
                Readmore
              </button>
            </article>
          ))}
        </div>
      </section>
      <Modal open={!!open} title={open ? `${open.name} stream` : ''} onCancel={() => setOpen(null)} footer={null} width={640}>
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
              Message from the College Administrator
            </h2>
            {COLLEGE_ADMIN_MESSAGE.message.map((p) => (
              <p key={p.slice(0, 20)}>{p}</p>
            ))}
            <p className="content-signature">
              <strong>{COLLEGE_ADMIN_MESSAGE.name}</strong>
              <br />
              {COLLEGE_ADMIN_MESSAGE.role}
            </p>
          </div>
        </div>
      </section>
      <TestimonialsSection kind="visitors" title="What Our Visitors Say" alt={false} />
    </>
  );
}
