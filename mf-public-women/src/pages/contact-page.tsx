import { ContactForm, PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { ContactCards } from '../features/contact/components/contact-cards';
import { LocationMap } from '../features/contact/components/location-map';
import { WOMEN_PAGES } from '@school/shared/contract';
import '../features/contact/components/contact.css';
import { useText } from '../i18n';

export default function ContactPage() {
  const { title } = usePageMeta({ ...WOMEN_PAGES['/contact'] });
  const { t } = useText();
  return (
    <main id="main">
      <PageBanner title={title ?? ''} />
      <div className="w-container w-section">
        <ContactCards />
        <div className="w-contact-grid">
          <section className="w-contact-form" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="w-section-title">
              {t('contact.sendMessage')}
            </h2>
            <p className="w-section-lead">{t('contact.lead')}</p>
            <ContactForm />
          </section>
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="w-section-title">
              {t('contact.findUs')}
            </h2>
            <LocationMap />
          </section>
        </div>
      </div>
    </main>
  );
}
