import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@school/shared/kit';
import { ContactForm, PageBanner } from '@school/shared/public';
import { telHref, usePageMeta, useSiteFacts } from '@school/shared/kit';
import { SchoolMap } from '../features/contact/components/school-map';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/forms.css';
import { usePageText } from '../i18n/pages';

export default function ContactPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/contact']);
  const { t } = usePageText();
  const school = useSiteFacts();
  return (
    <>
      <PageBanner title={title ?? ''} />
      <div className="pub-container pub-section">
        <div className="contact-layout">
          <div>
            <h2 className="pub-section-title">{t('contact.getInTouch')}</h2>
            <p className="pub-section-lead">
              {t('pages.contactLead')}
            </p>
            <ul className="contact-cards">
              <li>
                <EnvironmentOutlined aria-hidden="true" />
                <div>
                  <h2>{t('contact.address')}</h2>
                  <p>{school.address}</p>
                </div>
              </li>
              <li>
                <PhoneOutlined aria-hidden="true" />
                <div>
                  <h2>{t('contact.phone')}</h2>
                  {school.phones.map((p) => (
                    <p key={p}>
                      <a href={telHref(p)}>{p}</a>
                    </p>
                  ))}
                </div>
              </li>
              <li>
                <MailOutlined aria-hidden="true" />
                <div>
                  <h2>{t('contact.email')}</h2>
                  <p>
                    <a href={`mailto:${school.email}`}>{school.email}</a>
                  </p>
                </div>
              </li>
              <li>
                <ClockCircleOutlined aria-hidden="true" />
                <div>
                  <h2>{t('contact.hours')}</h2>
                  <p>{t('contact.hoursText')}</p>
                </div>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="pub-section-title">{t('contact.sendMessage')}</h2>
            <ContactForm />
          </div>
        </div>
        <SchoolMap />
      </div>
    </>
  );
}
