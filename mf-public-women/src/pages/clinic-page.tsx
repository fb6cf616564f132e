import { EnvironmentOutlined, HeartOutlined, MessageOutlined, SafetyCertificateOutlined } from '@school/shared/kit';
import type { ReactNode } from 'react';
import { PageBanner } from '@school/shared/public';
import { telHref, usePageMeta, useInLang, useSiteFacts } from '@school/shared/kit';
import { Brochures } from '../features/clinic/components/brochures';
import { CLINIC_HOURS, CLINIC_INTRO, CLINIC_SERVICES } from '../features/clinic/components/clinic-content';
import { CLINIC_HOURS_NE, CLINIC_INTRO_NE, CLINIC_SERVICES_NE } from '../features/clinic/components/clinic-content.ne';
import '../features/clinic/components/clinic.css';
import { useText } from '../i18n';

const ICONS: Record<(typeof CLINIC_SERVICES)[number]['key'], ReactNode> = {
  screening: <SafetyCertificateOutlined />,
  maternal: <HeartOutlined />,
  counselling: <MessageOutlined />,
  outreach: <EnvironmentOutlined />,
};

export default function ClinicPage() {
  const intro = useInLang(CLINIC_INTRO, CLINIC_INTRO_NE);
  const services = useInLang(CLINIC_SERVICES, CLINIC_SERVICES_NE);
  const hours = useInLang(CLINIC_HOURS, CLINIC_HOURS_NE);
  const { t } = useText();
  usePageMeta({ title: t('clinic.banner') });
  const phone = useSiteFacts().phones[0] ?? '';
  return (
    <main id="main">
      <PageBanner title={t('clinic.banner')} />
      <section className="w-section" aria-labelledby="clinic-about">
        <div className="w-container">
          <div className="w-clinic-intro">
            <div>
              <h2 id="clinic-about" className="w-section-title">
                {t('clinic.care')}
              </h2>
              <p className="w-prose">{intro}</p>
            </div>
            <aside className="w-clinic-hours" aria-labelledby="clinic-hours">
              <h2 id="clinic-hours">{t('clinic.hours')}</h2>
              <p>{hours}</p>
              <p>
                {t('clinic.callBefore')}
                <a href={telHref(phone)}>{phone}</a>
                {t('clinic.callAfter')}
              </p>
            </aside>
          </div>
          <ul className="w-card-grid w-services" aria-label={t('clinic.services')} data-testid="clinic-services">
            {services.map((s) => (
              <li key={s.key} className="w-card">
                <span className="w-card-icon" aria-hidden="true">
                  {ICONS[s.key]}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="w-section w-section-alt" aria-labelledby="brochures-title">
        <div className="w-container">
          <h2 id="brochures-title" className="w-section-title">
            {t('clinic.brochures')}
          </h2>
          <Brochures />
        </div>
      </section>
    </main>
  );
}
