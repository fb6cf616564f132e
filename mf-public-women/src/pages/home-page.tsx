import { usePageMeta } from '@school/shared/kit';
import { HomeCarousel } from '../features/carousel/components/home-carousel';
import { EventsCalendar } from '../features/events/components/events-calendar';
import { GoalCards } from '../features/home/components/goal-cards';
import { HeadMessage } from '../features/home/components/head-message';
import { PartnerStrip } from '../features/home/components/partner-strip';
import { WelcomeBlock } from '../features/home/components/welcome-block';
import { HomeModal } from '../features/modal/components/home-modal';
import { WOMEN_PAGES } from '@school/shared/contract';
import '../features/home/components/home.css';

export default function HomePage() {
  usePageMeta({ ...WOMEN_PAGES['/'] });
  return (
    <main id="main" data-testid="women-home">
      <HomeCarousel />
      <WelcomeBlock />
      <GoalCards />
      <EventsCalendar />
      <HeadMessage />
      <PartnerStrip />
      <HomeModal />
    </main>
  );
}
