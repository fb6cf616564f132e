import { lazy, Suspense } from 'react';
import { EnvironmentOutlined, MailOutlined, NotificationOutlined, PhoneOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import { telHref, useSiteFacts } from '@school/shared/kit';
import { useSessionStore } from '@school/shared/session';
import { useText } from '../i18n';

/** The staff's way back to the console: its code is loaded only for a signed-in member of staff, never for a visitor. */
const BackToConsole = lazy(() => import(/* webpackChunkName: "back-to-console" */ './back-to-console').then((m) => ({ default: m.BackToConsole })));

/** The thin bar above the header: address, phones, Careers, Apply Now and the notices drawer. */
export function ContactBar({ onOpenNotices }: { onOpenNotices: () => void }) {
  const { t } = useText();
  const school = useSiteFacts();
  const signedIn = useSessionStore((s) => !!s.userInfo);
  return (
    <div className="site-contact-bar">
      <div className="pub-container site-contact-inner">
        <ul className="site-contact-list" aria-label={t('header.contactDetails')}>
          <li>
            <EnvironmentOutlined aria-hidden="true" /> {school.address}
          </li>
          {school.phones.map((p) => (
            <li key={p}>
              <PhoneOutlined aria-hidden="true" /> <a href={telHref(p)}>{p}</a>
            </li>
          ))}
          <li className="site-hide-sm">
            <MailOutlined aria-hidden="true" /> <a href={`mailto:${school.email}`}>{school.email}</a>
          </li>
        </ul>
        <div className="site-contact-actions">
          {signedIn && (
            <Suspense fallback={null}>
              <BackToConsole />
            </Suspense>
          )}
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
