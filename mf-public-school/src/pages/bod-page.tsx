import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { BOD_MESSAGES } from '../content/bod';
import { BOD_MESSAGES_NE } from '../content/ne/bod';
import { ORG } from '../content/org';
import { ORG_NE } from '../content/ne/org';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

export default function BodPage() {
  const messages = useInLang(BOD_MESSAGES, BOD_MESSAGES_NE);
  const org = useInLang(ORG, ORG_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/hafamily/bod']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.HA Family') }]} />
      <div className="pub-container pub-section">
        <p className="content-lead">{org.overseasAbout}</p>
        <div className="content-messages">
          {messages.map((m) => (
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
