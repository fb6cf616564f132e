import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@school/shared/kit';
import { SITE_FACTS_NE, useLang, WOMEN_CENTRE } from '@school/shared/kit';
import { useText } from '../../../i18n';

/** Address, email and phone, each a card (SPEC.md §2.3). */
export function ContactCards() {
  const { t } = useText();
  const lang = useLang();
  return (
    <ul className="w-card-grid w-contact-cards" aria-label={t('contact.reach')} data-testid="contact-cards">
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <EnvironmentOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.address')}</h2>
        <p>{lang === 'ne' ? SITE_FACTS_NE.women.address : WOMEN_CENTRE.address}</p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <MailOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.email')}</h2>
        <p>
          <a href={`mailto:${WOMEN_CENTRE.email}`}>{WOMEN_CENTRE.email}</a>
        </p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <PhoneOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.phone')}</h2>
        <p>
          <a href={`tel:${WOMEN_CENTRE.phone.replace(/[^+\d]/g, '')}`}>{WOMEN_CENTRE.phone}</a>
        </p>
      </li>
    </ul>
  );
}
