import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { WOMEN_CENTRE } from '@school/shared/kit';

/** Address, email and phone, each a card (SPEC.md §2.3). */
export function ContactCards() {
  return (
    <ul className="w-card-grid w-contact-cards" aria-label="How to reach us" data-testid="contact-cards">
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <EnvironmentOutlined />
        </span>
        <h2 className="w-contact-card-title">Address</h2>
        <p>{WOMEN_CENTRE.address}</p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <MailOutlined />
        </span>
        <h2 className="w-contact-card-title">Email</h2>
        <p>
          <a href={`mailto:${WOMEN_CENTRE.email}`}>{WOMEN_CENTRE.email}</a>
        </p>
      </li>
      <li className="w-card">
        <span className="w-card-icon" aria-hidden="true">
          <PhoneOutlined />
        </span>
        <h2 className="w-contact-card-title">Phone</h2>
        <p>
          <a href={`tel:${WOMEN_CENTRE.phone.replace(/[^+\d]/g, '')}`}>{WOMEN_CENTRE.phone}</a>
        </p>
      </li>
    </ul>
  );
}
