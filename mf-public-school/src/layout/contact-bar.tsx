import { EnvironmentOutlined, MailOutlined, NotificationOutlined, PhoneOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { SCHOOL, SITE_FACTS_NE, useLang } from '@school/shared/kit';
import { BackToConsole } from './back-to-console';
import { useText } from '../i18n';

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The thin bar above the header: address, phones, Careers, Apply Now and the notices drawer. */
export function ContactBar({ onOpenNotices }: { onOpenNotices: () => void }) {
  const { t } = useText();
  const lang = useLang();
  return (
    <div className="site-contact-bar">
      <div className="pub-container site-contact-inner">
        <ul className="site-contact-list" aria-label={t('header.contactDetails')}>
          <li>
            <EnvironmentOutlined aria-hidden="true" /> {lang === 'ne' ? SITE_FACTS_NE.school.address : SCHOOL.address}
          </li>
          {SCHOOL.phones.map((p) => (
            <li key={p}>
              <PhoneOutlined aria-hidden="true" /> <a href={tel(p)}>{p}</a>
            </li>
          ))}
          <li className="site-hide-sm">
            <MailOutlined aria-hidden="true" /> <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
          </li>
        </ul>
        <div className="site-contact-actions">
          <BackToConsole />
          <button type="button" className="site-notice-button" onClick={onOpenNotices} aria-haspopup="dialog">
            <NotificationOutlined aria-hidden="true" /> {t('header.notices')}
          </button>
          <Link to="/careers" className="site-contact-link">
            {t('header.careers')}
          </Link>
          <Link to="/registration" className="pub-button pub-button-accent site-apply">
            {t('header.apply')}
          </Link>
        </div>
      </div>
    </div>
  );
}
