import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@school/shared/kit';
import { telHref, useSiteFacts } from '@school/shared/kit';
import { useText } from '../../../i18n';

/** Address, email and phone, each a card (SPEC.md §2.3). */
export function ContactCards() {
  const { t } = useText();
  const women = useSiteFacts();
  return (
    <ul className="w-card-grid w-contact-cards" aria-label={t('contact.reach')} data-testid="contact-cards">
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <EnvironmentOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.address')}</h2>
        <p>{women.address}</p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <MailOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.email')}</h2>
        <p>
          <a href={`mailto:${women.email}`}>{women.email}</a>
        </p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <PhoneOutlined />
        </span>
        <h2 className="w-contact-card-title">{t('contact.phone')}</h2>
        {women.phones.map((p) => (
          <p key={p}>
            <a href={telHref(p)}>{p}</a>
          </p>
        ))}
      </li>
    </ul>
  );
}
