import { usePageMeta } from '@school/shared/kit';
import { HomeHero } from '../features/home/components/home-hero';
import { HomeIntro } from '../features/home/components/home-intro';
import { HomePartners } from '../features/home/components/home-partners';
import { HomeTeam } from '../features/home/components/home-team';
import { HomeWelcome } from '../features/home/components/home-welcome';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';
import { UpdatesSection } from './home/updates-section';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/home.css';
import '../styles/lists.css';
import { useText } from '../i18n';

export default function HomePage() {
  // The default title, description and keywords: the school's name and motto.
  usePageMeta(SCHOOL_PAGES['/']);
  const { t } = useText();
  return (
    <>
      <HomeWelcome />
      <HomeHero />
      <HomeIntro />
      <UpdatesSection />
      <HomeTeam />
      <HomePartners />
      <TestimonialsSection kind="students" title={t('home.students')} />
    </>
  );
}
