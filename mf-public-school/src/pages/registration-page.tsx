import { PageBanner } from '@school/shared/public';
import { telHref, usePageMeta, useSiteFacts } from '@school/shared/kit';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/forms.css';
import { useText } from '../i18n';

export default function RegistrationPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/registration']);
  const { t } = useText();
  const school = useSiteFacts();
  const phone = school.phones[0] ?? '';
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.Admission') }]} />
      <div className="pub-container pub-section form-page">
        <div className="form-intro">
          <h2 className="pub-section-title">{t('registration.heading')}</h2>
          <p>
            {t('pages.registrationLead')}
          </p>
          <p>
            {t('pages.registrationHelpBefore')}
            <a href={telHref(phone)}>{phone}</a>
            {t('pages.registrationHelpBetween')}
            <a href={`mailto:${school.email}`}>{school.email}</a>
            {t('pages.registrationHelpAfter')}
          </p>
        </div>
        <RegistrationForm />
      </div>
    </>
  );
}
