import type { Testimonial } from '@school/shared/contract';
import { ResponsiveImage } from '../responsive-image';
import { CardSlider } from './card-slider';
import { TESTIMONIAL_SLIDER, type SliderOptions } from './slider-options';

export function TestimonialCard({ item }: { item: Pick<Testimonial, 'fullName' | 'desc' | 'image' | 'message'> }) {
  return (
    <figure className="pub-testimonial">
      <blockquote className="pub-testimonial-message">
        <p>{item.message}</p>
      </blockquote>
      <figcaption className="pub-testimonial-author">
        <ResponsiveImage path={item.image} alt={`Photo of ${item.fullName}`} width={64} height={64} className="pub-avatar" />
        <span>
          <strong className="pub-testimonial-name">{item.fullName}</strong>
          <span className="pub-testimonial-desc">{item.desc}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export interface TestimonialSliderProps extends SliderOptions {
  items: Testimonial[];
  label: string;
  className?: string;
}

/** Student or visitor testimonials with the SPEC.md §9 slider settings unless overridden. */
export function TestimonialSlider({ items, label, className, ...options }: TestimonialSliderProps) {
  return (
    <CardSlider
      {...TESTIMONIAL_SLIDER}
      {...options}
      className={className}
      items={items}
      itemKey={(t) => t._id}
      label={label}
      renderItem={(t) => <TestimonialCard item={t} />}
    />
  );
}
