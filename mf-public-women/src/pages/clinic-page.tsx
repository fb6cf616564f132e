import { EnvironmentOutlined, HeartOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { Brochures } from '../features/clinic/components/brochures';
import { CLINIC_HOURS, CLINIC_INTRO, CLINIC_SERVICES } from '../features/clinic/components/clinic-content';
import { WOMEN_PAGES } from '@school/shared/contract';
import '../features/clinic/components/clinic.css';

const ICONS: Record<(typeof CLINIC_SERVICES)[number]['key'], ReactNode> = {
  screening: <SafetyCertificateOutlined />,
  maternal: <HeartOutlined />,
  counselling: <MessageOutlined />,
  outreach: <EnvironmentOutlined />,
};

export default function ClinicPage() {
  usePageMeta({ ...WOMEN_PAGES['/clinic'], siteName: WOMEN_CENTRE.name });
  return (
    <main id="main">
      <PageBanner title="Women’s Health Clinic" />
      <section className="w-section" aria-labelledby="clinic-about">
        <div className="w-container">
          <div className="w-clinic-intro">
            <div>
              <h2 id="clinic-about" className="w-section-title">
                Care by women, for women
              </h2>
              <p className="w-prose">{CLINIC_INTRO}</p>
            </div>
            <aside className="w-clinic-hours" aria-labelledby="clinic-hours">
              <h2 id="clinic-hours">Opening hours</h2>
              <p>{CLINIC_HOURS}</p>
              <p>
                Call <a href={`tel:${WOMEN_CENTRE.phone.replace(/[^+\d]/g, '')}`}>{WOMEN_CENTRE.phone}</a> to book a screening.
              </p>
            </aside>
          </div>
          <ul className="w-card-grid w-services" aria-label="Clinic services" data-testid="clinic-services">
            {CLINIC_SERVICES.map((s) => (
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
            Brochures
          </h2>
          <Brochures />
        </div>
      </section>
    </main>
  );
}
