import { usePageMeta } from '@school/shared/kit';
import { PageHeading, sessionRole } from '@school/shared/admin';
import { useSessionStore } from '@school/shared/session';
import { AboutSchool } from '../../features/dashboard/components/about-school';
import { CalendarCard } from '../../features/dashboard/components/calendar-card';
import { CountCards } from '../../features/dashboard/components/count-cards';
import { NotificationsPanel } from '../../features/registrations/components/notifications-panel';
import { RegistrationPipeline } from '../../features/registrations/components/registration-pipeline';
import { SiteSpeedPanel } from '../../features/site-speed/components/site-speed-panel';

/** /admin/home: counts, notifications, calendar with the live clock, the about blurb, the admission pipeline and the site's speed. */
export default function HomePage() {
  usePageMeta({ title: 'Dashboard' });
  // new registrations are the admissions office's (an editor's token gets 403 for them)
  const seesRegistrations = useSessionStore((s) => sessionRole(s.userInfo) !== 'editor');
  return (
    <>
      <PageHeading title="Dashboard" />
      <CountCards />
      <div className="dash-grid">
        <div className="dash-side">
          {seesRegistrations && <NotificationsPanel />}
          <AboutSchool />
        </div>
        <CalendarCard />
      </div>
      <RegistrationPipeline />
      <SiteSpeedPanel />
    </>
  );
}
