import { PageBanner } from '@school/shared/public';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { ABOUT_AIMS, ABOUT_INTRO } from '../features/about/components/about-content';
import { CourseTiles } from '../features/about/components/course-tiles';
import { VisitorTestimonials } from '../features/testimonials/components/visitor-testimonials';
import { WOMEN_PAGES } from '@school/shared/contract';

export default function AboutPage() {
  usePageMeta({ ...WOMEN_PAGES['/about'], siteName: WOMEN_CENTRE.name });
  return (
    <main id="main">
      <PageBanner title="About Us" />
      <section className="w-section" aria-labelledby="intro-title">
        <div className="w-container w-prose">
          <h2 id="intro-title" className="w-section-title">
            Who we are
          </h2>
          {ABOUT_INTRO.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <h2 className="w-section-title">Our aims</h2>
          <ul className="w-list" data-testid="about-aims">
            {ABOUT_AIMS.map((aim) => (
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
