import { TestimonialSlider, type SliderOptions } from '@school/shared/public';
import { useTestimonials } from '../api/get-testimonials';
import { useText } from '../../../i18n';

interface Props extends SliderOptions {
  kind: 'students' | 'visitors';
  title: string;
  lead?: string;
  alt?: boolean;
}

/** A testimonial carousel section (SPEC.md §9 settings), hidden while there are no testimonials. */
export function TestimonialsSection({ kind, title, lead, alt = true, ...options }: Props) {
  const { t } = useText();
  const list = useTestimonials(kind);
  if (!list.data?.length) return null;
  const id = `${kind}-say`;
  return (
    <section className={`pub-section${alt ? ' pub-section-alt' : ''}`} aria-labelledby={id}>
      <div className="pub-container">
        <h2 id={id} className="pub-section-title">
          {title}
        </h2>
        {lead && <p className="pub-section-lead">{lead}</p>}
        <TestimonialSlider {...options} items={list.data} label={kind === 'students' ? t('home.studentTestimonials') : t('home.visitorTestimonials')} />
      </div>
    </section>
  );
}
