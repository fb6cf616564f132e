import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { BOD_MESSAGES } from '../content/bod';
import { ORG } from '../content/org';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function BodPage() {
  usePageMeta(SCHOOL_PAGES['/hafamily/bod']);
  return (
    <>
      <PageBanner title="Board of Directors" crumbs={[{ label: 'HA Family' }]} />
      <div className="pub-container pub-section">
        <p className="content-lead">{ORG.overseasAbout}</p>
        <div className="content-messages">
          {BOD_MESSAGES.map((m) => (
            <article key={m.name} className="content-message content-message-card">
              <div className="content-avatar" aria-hidden="true">
                {m.initials}
              </div>
              <div>
                <h2 className="content-card-title">{m.name}</h2>
                <p className="content-role">{m.role}</p>
                {m.message.map((p) => (
                  <p key={p.slice(0, 20)}>{p}</p>
                ))}
              </div>
            </article>
          ))}
        </div>
      </div>
    </>
  );
}
