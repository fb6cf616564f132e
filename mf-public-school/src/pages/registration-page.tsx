import { deferredForm, PageBanner } from '@school/shared/public';
import { telHref, usePageMeta, useSiteFacts } from '@school/shared/kit';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/forms.css';
import { useText } from '../i18n';
import { usePageText } from '../i18n/pages';

/** The server renders the form whole; its code (antd's Form, uploads, captcha, the BS date check) loads when the visitor starts on it. */
const RegistrationForm = deferredForm(() =>
  import(/* webpackChunkName: "registration-form" */ '../features/registration/components/registration-form').then((m) => m.RegistrationForm),
);

export default function RegistrationPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/registration']);
  const { t: siteT } = useText();
  const { t } = usePageText();
  const school = useSiteFacts();
  const phone = school.phones[0] ?? '';
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: siteT('menu.Admission') }]} />
      <div className="pub-container pub-section form-page">
        <div className="form-intro">
          <h2 className="pub-section-title">{t('pages.registrationHeading')}</h2>
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
