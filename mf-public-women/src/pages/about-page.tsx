import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { ABOUT_AIMS, ABOUT_INTRO } from '../features/about/components/about-content';
import { ABOUT_AIMS_NE, ABOUT_INTRO_NE } from '../features/about/components/about-content.ne';
import { CourseTiles } from '../features/about/components/course-tiles';
import { VisitorTestimonials } from '../features/testimonials/components/visitor-testimonials';
import { WOMEN_PAGES } from '@school/shared/contract';
import { useText } from '../i18n';

export default function AboutPage() {
  const intro = useInLang(ABOUT_INTRO, ABOUT_INTRO_NE);
  const aims = useInLang(ABOUT_AIMS, ABOUT_AIMS_NE);
  const { title } = usePageMeta({ ...WOMEN_PAGES['/about'] });
  const { t } = useText();
  return (
    <main id="main">
      <PageBanner title={title ?? ''} />
      <section className="w-section" aria-labelledby="intro-title">
        <div className="w-container w-prose">
          <h2 id="intro-title" className="w-section-title">
            {t('about.who')}
          </h2>
          {intro.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <h2 className="w-section-title">{t('about.aims')}</h2>
          <ul className="w-list" data-testid="about-aims">
            {aims.map((aim) => (
              <li key={aim}>{aim}</li>
            ))}
          </ul>
        </div>
      </section>
      <VisitorTestimonials />
      <CourseTiles />
    </main>
  );
}
