import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { ALUMNI } from '../content/alumni';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function AlumniPage() {
  usePageMeta(SCHOOL_PAGES['/alumni']);
  return (
    <>
      <PageBanner title="Alumni" crumbs={[{ label: 'About' }]} />
      <section className="pub-container pub-section" aria-labelledby="network-title">
        <h2 id="network-title" className="pub-section-title">
          Our alumni network
        </h2>
        <p className="content-lead">{ALUMNI.intro}</p>
        <div className="content-cards content-cards-3">
          {ALUMNI.stories.map((s) => (
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
            News and Upcoming Updates
          </h2>
          <div className="content-cards content-cards-3">
            {ALUMNI.updates.map((u) => (
              <article key={u.title} className="content-card">
                <h3 className="content-card-title">{u.title}</h3>
                <p>{u.text}</p>
              </article>
            ))}
          </div>
          <p className="content-cta">
            Are you a Hope Academy graduate? Write to us at <a href="mailto:alumni@hopeacademy.edu.np">alumni@hopeacademy.edu.np</a> to join the network.
          </p>
        </div>
      </section>
    </>
  );
}
