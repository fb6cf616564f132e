import { TestimonialSlider } from '@school/shared/public';
import { useTestimonials } from '../api/get-testimonials';
import { useText } from '../../../i18n';

/** 'What Our Visitor Says About Us': only shown when testimonials exist (SPEC.md §2.3). */
export function VisitorTestimonials() {
  const { t } = useText();
  const query = useTestimonials();
  if (!query.data?.length) return null;
  return (
    <section className="w-section w-section-alt" aria-labelledby="visitors-title" data-testid="visitor-testimonials">
      <div className="w-container">
        <h2 id="visitors-title" className="w-section-title">
          {t('home.visitorsSay')}
        </h2>
        {/* SPEC.md §9: the about-page slider fades in 200 ms. */}
        <TestimonialSlider items={query.data} label={t('home.visitorTestimonials')} speed={200} />
      </div>
    </section>
  );
}
