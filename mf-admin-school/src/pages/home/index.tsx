import { usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { AboutSchool } from '../../features/dashboard/components/about-school';
import { CalendarCard } from '../../features/dashboard/components/calendar-card';
import { CountCards } from '../../features/dashboard/components/count-cards';
import { NotificationsPanel } from '../../features/registrations/components/notifications-panel';
import { RegistrationPipeline } from '../../features/registrations/components/registration-pipeline';

/** /admin/home: counts, notifications, calendar with the live clock, the about blurb, and the admission pipeline. */
export default function HomePage() {
  usePageMeta({ title: 'Dashboard' });
  return (
    <>
      <PageHeading title="Dashboard" />
      <CountCards />
      <div className="dash-grid">
        <div className="dash-side">
          <NotificationsPanel />
          <AboutSchool />
        </div>
        <CalendarCard />
      </div>
      <RegistrationPipeline />
    </>
  );
}
